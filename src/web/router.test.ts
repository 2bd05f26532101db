import { isValidElement } from "react";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { publicPaths, signedInPaths } from "../shared/routes";
import { RequireAuth } from "./components/require-auth";
import { routes } from "./router";

const guardOf = (path: string) =>
  matchRoutes(routes, path)?.some(
    (m) => isValidElement(m.route.element) && m.route.element.type === RequireAuth,
  );

describe("router", () => {
  it("has a route for every path the server serves", () => {
    for (const path of [...publicPaths, ...signedInPaths]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.path, path).toBe(path);
    }
  });

  it("puts every signed-in path of the spec behind the guard, and no public one", () => {
    for (const path of signedInPaths) expect(guardOf(path), path).toBe(true);
    for (const path of publicPaths) expect(guardOf(path), path).toBeFalsy();
  });

  it("sends anything else to the 404 screen", () => {
    expect(matchRoutes(routes, "/qualquer/coisa")?.at(-1)?.route.path).toBe("*");
  });
});
