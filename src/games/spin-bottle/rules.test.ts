import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import { bebes, desafios, verdades } from "./content";
import {
  allPromptIds,
  clampRounds,
  deckIds,
  drinkTally,
  finalRanking,
  handTurnTo,
  KINDS,
  otherFor,
  promptById,
  randomKind,
  resolvePrompt,
} from "./rules";

const table = (names = ["Ana", "Bia", "Caio"]): PlayerList =>
  names.reduce((l, n, i) => addPlayer(l, n, seededRng(i + 1), 1), emptyList(0));
const idOf = (list: PlayerList, name: string) =>
  list.players.find((p) => p.name === name)?.id ?? "";
describe("rounds", () => {
  it("keeps the number of rounds sensible", () => {
    expect(clampRounds(20)).toBe(20);
    expect(clampRounds(0)).toBe(1);
    expect(clampRounds(1000)).toBe(100);
    expect(clampRounds("x")).toBe(20);
    expect(clampRounds(Number.NaN)).toBe(20);
  });
});

describe("decks", () => {
  it("hides 18+ prompts unless allowed", () => {
    const safe = deckIds("verdade", false);
    const all = deckIds("verdade", true);
    expect(all.length).toBe(verdades.length);
    expect(safe.length).toBe(verdades.filter((p) => !p.adult).length);
    for (const id of safe) expect(promptById(id)?.prompt.adult).toBeUndefined();
  });

  it("names prompts by kind and text, not position: unique ids across the game", () => {
    for (const kind of KINDS) {
      expect(deckIds(kind, true).every((id) => id.startsWith(`${kind}.`))).toBe(true);
    }
    expect(new Set(allPromptIds).size).toBe(verdades.length + desafios.length + bebes.length);
    expect(deckIds("verdade", false)).toEqual(
      deckIds("verdade", true).filter((id) => !promptById(id)?.prompt.adult),
    );
  });

  it("finds prompts by id and rejects bad ids", () => {
    expect(promptById(deckIds("bebe", true)[0] ?? "")?.prompt).toBe(bebes[0]);
    expect(promptById(deckIds("desafio", true)[1] ?? "")?.kind).toBe("desafio");
    expect(promptById("bebe:0")).toBeNull();
    expect(promptById("nada.1")).toBeNull();
    expect(promptById("verdade")).toBeNull();
  });

  it("draws each kind about equally often", () => {
    const rng = seededRng(5);
    const counts = { verdade: 0, desafio: 0, bebe: 0 };
    for (let i = 0; i < 30_000; i++) counts[randomKind(rng)]++;
    for (const k of KINDS) expect(Math.abs(counts[k] - 10_000)).toBeLessThan(500);
  });
});

describe("turns", () => {
  it("names the spinner as {outro} when the bottle points at someone else", () => {
    const list = table();
    expect(otherFor(list.players, idOf(list, "Ana"), idOf(list, "Bia"), seededRng(1))).toBe(
      idOf(list, "Ana"),
    );
  });

  it("names someone else when the bottle points back at its spinner", () => {
    const list = table();
    const ana = idOf(list, "Ana");
    for (let s = 0; s < 20; s++) {
      const other = otherFor(list.players, ana, ana, seededRng(s));
      expect(other).not.toBe(ana);
      expect(other).not.toBeNull();
    }
  });

  it("names nobody when nobody else is there", () => {
    const list = table(["Ana"]);
    expect(otherFor(list.players, null, idOf(list, "Ana"), seededRng(1))).toBeNull();
  });

  it("a truth or dare done scores a point and the chosen player spins next", () => {
    const list = table();
    const bia = idOf(list, "Bia");
    const next = resolvePrompt(list, bia, "cumpriu", 5);
    const p = next.players.find((x) => x.id === bia);
    expect(p).toMatchObject({ points: 1, challengesCompleted: 1, drinksCompleted: 0 });
    expect(next.currentPlayerIndex).toBe(1);
    expect(next.players.map((x) => x.isActive)).toEqual([false, true, false]);
  });

  it("refusing or a 'bebe' card counts a drink and no points", () => {
    const list = table();
    const caio = idOf(list, "Caio");
    for (const outcome of ["recusou", "bebeu"] as const) {
      const p = resolvePrompt(list, caio, outcome, 5).players.find((x) => x.id === caio);
      expect(p).toMatchObject({ points: 0, drinksCompleted: 1, challengesCompleted: 0 });
    }
  });

  it("handing the turn to an unknown or current player changes nothing", () => {
    const list = table();
    expect(handTurnTo(list, "nobody")).toBe(list);
    expect(handTurnTo(list, idOf(list, "Ana"))).toBe(list);
  });

  it("ranks by points at the end", () => {
    let list = table();
    list = resolvePrompt(list, idOf(list, "Caio"), "cumpriu", 2);
    list = resolvePrompt(list, idOf(list, "Caio"), "cumpriu", 3);
    list = resolvePrompt(list, idOf(list, "Bia"), "cumpriu", 4);
    expect(finalRanking(list)).toEqual([
      { name: "Caio", points: 2 },
      { name: "Bia", points: 1 },
      { name: "Ana", points: 0 },
    ]);
  });
});

describe("results", () => {
  it("tallies who drank, most first, in the list's order on a tie", () => {
    let list = ["Ana", "Bia", "Caio"].reduce(
      (l, n, i) => addPlayer(l, n, seededRng(i + 1), 1),
      emptyList(0),
    );
    const [ana, bia, caio] = list.players.map((p) => p.id);
    list = resolvePrompt(list, caio ?? "", "recusou", 2);
    list = resolvePrompt(list, caio ?? "", "bebeu", 3);
    list = resolvePrompt(list, bia ?? "", "bebeu", 4);
    list = resolvePrompt(list, ana ?? "", "cumpriu", 5);
    expect(drinkTally(list).map((p) => [p.name, p.drinks])).toEqual([
      ["Caio", 2],
      ["Bia", 1],
      ["Ana", 0],
    ]);
  });
});
