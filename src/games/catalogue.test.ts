// @vitest-environment jsdom
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, findGame } from "./catalogue";
import { allGameIds, allGames, extraGames, featuredTagsOf } from "./extras";

describe("featured tags", () => {
  it("are the admin's choice for catalogue games, else the manifest's", () => {
    expect(catalogue).toHaveLength(10);
    expect(featuredTagsOf("classic")).toEqual(["Popular"]);
    expect(featuredTagsOf("classic", { classic: ["Novo", "+18"] })).toEqual(["Novo", "+18"]);
    expect(featuredTagsOf("classic", { classic: [] })).toEqual([]);
    expect(featuredTagsOf("sueca", { classic: ["Novo"] })).toEqual([]);
  });

  it("apply to the extras too (the admin screen lists all twelve), never to unknown games", () => {
    for (const { id } of extraGames)
      expect(featuredTagsOf(id, { [id]: ["Novo", "Popular"] }), id).toEqual(["Novo", "Popular"]);
    expect(featuredTagsOf("xadrez", { xadrez: ["Novo"] })).toEqual([]);
  });
});

describe("all games", () => {
  it("are the ten of the catalogue, then the extras: thirteen distinct ids", () => {
    expect(allGames).toHaveLength(13);
    expect(new Set(allGameIds).size).toBe(13);
    expect(allGameIds.slice(0, 10)).toEqual(catalogue.map((g) => g.id));
    expect(allGames.slice(10).map((g) => g.name)).toEqual([
      "Verdade ou Desafio",
      "Cartas",
      "Quem é Mais Provável?",
    ]);
  });
});

describe("catalogue (spec section 3)", () => {
  const expected: readonly [id: string, name: string, route: string][] = [
    ["saideira", "Saideira", "/roulette/start"],
    ["classic", "Modo Clássico", "/classic"],
    ["desenha-e-bebe", "Desenha e Bebe", "/desenha-e-bebe"],
    ["eu-nunca", "Eu Nunca", "/eu-nunca/categorias"],
    ["sueca", "Sueca", "/sueca"],
    ["guess-who", "Quem Sou Eu", "/guess-who/players"],
    ["qual-meu-nome", "Qual Meu Nome", "/qual-meu-nome"],
    ["touch-game", "Toque na Sorte", "/touch-game"],
    ["spin-bottle", "Girar a Garrafa", "/spin-bottle"],
    ["coin-flip", "Cara ou Coroa", "/coin-flip"],
  ];

  it("lists the ten games in the spec's order, each with its id, name and route", () => {
    expect(catalogue.map((g) => [g.id, g.name, g.route])).toEqual(expected);
  });

  it.each(catalogue.map((g) => [g.id, g] as const))(
    "%s has a description, an icon, a sane players range and at least one kind",
    (id, game) => {
      expect(game.description.trim().length).toBeGreaterThan(10);
      expect(game.icon).toBe(`/icons/${id}.png`);
      expect(Number.isInteger(game.minPlayers)).toBe(true);
      expect(Number.isInteger(game.maxPlayers)).toBe(true);
      expect(game.minPlayers).toBeGreaterThanOrEqual(1);
      expect(game.minPlayers).toBeLessThanOrEqual(game.maxPlayers);
      expect(game.maxPlayers).toBeLessThanOrEqual(30);
      expect(game.kinds.length).toBeGreaterThan(0);
      for (const kind of game.kinds)
        expect(["cartas", "desafios", "sorte", "desenho"]).toContain(kind);
      expect(new Set(game.kinds).size).toBe(game.kinds.length);
    },
  );

  it("finds every game by id and nothing else", () => {
    for (const [id, name] of expected) expect(findGame(id)?.name).toBe(name);
    expect(findGame("xadrez")).toBeUndefined();
  });
});

describe("default icons", () => {
  const games = [...catalogue, ...extraGames];

  it.each(games.map((g) => [g.id, g.icon] as const))(
    "%s has its own icon, rasterised from art/icons/{id}.svg",
    (id, icon) => {
      expect(icon).toBe(`/icons/${id}.png`);
      expect(existsSync(path.resolve(import.meta.dirname, "../../art/icons", `${id}.svg`))).toBe(
        true,
      );
    },
  );

  it("are all different, extras included (no game borrows another's)", () => {
    expect(new Set(games.map((g) => g.icon)).size).toBe(games.length);
    expect(extraGames.map((g) => g.id)).toEqual(["truth-or-dare", "cards", "mais-provavel"]);
  });
});
