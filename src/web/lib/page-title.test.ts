import { describe, expect, it } from "vitest";
import { allGames } from "../../games/extras";
import { publicPaths, signedInPaths } from "../../shared/routes";
import { HOME_TITLE, pageTitle } from "./page-title";

describe("page titles", () => {
  it("names every page in Portuguese, ending in '· Saideira'", () => {
    for (const p of [...publicPaths, ...signedInPaths]) {
      const title = pageTitle(p);
      expect(title, p).toMatch(/ · Saideira$|^Saideira · /);
      expect(title, p).not.toContain("não encontrada");
    }
    expect(pageTitle("/")).toBe(HOME_TITLE);
    expect(pageTitle("/classic/play")).toBe("Modo Clássico · Saideira");
    expect(pageTitle("/eu-nunca/jogo")).toBe("Eu Nunca · Saideira");
    expect(pageTitle("/roulette/winner")).toBe("Saideira · Roleta");
    expect(pageTitle("/dashboard/")).toBe("Painel · Saideira");
    expect(pageTitle("/xadrez")).toBe("Página não encontrada · Saideira");
    expect(pageTitle("/baralhos/0b7c6a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c")).toBe(
      "Editar baralho · Saideira",
    );
    expect(pageTitle("/b/ab23cd45")).toBe("Baralho compartilhado · Saideira");
  });

  it("tells pages apart: one title per page, one per game", () => {
    const gamePrefixes = new Set(allGames.map((g) => `/${g.route.split("/")[1]}`));
    const ofGame = (p: string) => gamePrefixes.has(`/${p.split("/")[1]}`) || p === "/saideira";
    const pages = [...publicPaths, ...signedInPaths].filter((p) => p !== "/home" && !ofGame(p));
    const titles = pages.map(pageTitle);
    expect(new Set(titles).size).toBe(titles.length);
    const games = allGames.map((g) => pageTitle(g.route));
    expect(new Set([...games, ...titles]).size).toBe(games.length + titles.length);
  });
});
