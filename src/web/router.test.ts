import { isValidElement } from "react";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { accountPaths, playPaths, publicPaths, signedInPaths } from "../shared/routes";
import { PlayGate } from "./components/play-gate";
import { RequireAuth } from "./components/require-auth";
import { routes } from "./router";

const guardOf = (path: string, guard: unknown = RequireAuth) =>
  matchRoutes(routes, path)?.some(
    (m) => isValidElement(m.route.element) && m.route.element.type === guard,
  );

describe("router", () => {
  it("has a route for every path the server serves", () => {
    for (const path of [...publicPaths, ...signedInPaths]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).toBe(path);
    }
  });

  it("puts every account page behind the sign-in guard, and no public or game page", () => {
    for (const path of accountPaths) expect(guardOf(path), path).toBe(true);
    for (const path of [...publicPaths, ...playPaths]) expect(guardOf(path), path).toBeFalsy();
  });

  it("opens every game and the game list to guests behind the 18+ gate", () => {
    expect(playPaths).toContain("/game-modes");
    expect(playPaths).toContain("/classic/play");
    for (const path of playPaths) expect(guardOf(path, PlayGate), path).toBe(true);
    for (const path of accountPaths) expect(guardOf(path, PlayGate), path).toBeFalsy();
  });

  it("sends anything else to the 404 screen", () => {
    expect(matchRoutes(routes, "/qualquer/coisa")?.at(-1)?.route.path).toBe("*");
  });
});
