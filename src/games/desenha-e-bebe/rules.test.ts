import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { memoryBag } from "../../shared/shuffle-bag";
import { allWordIds, drawWord, wordPool } from "./deck";
import {
  currentDrawer,
  currentTeam,
  drinkText,
  type GameState,
  isOver,
  newGame,
  nextTeam,
  ranking,
  resolveRound,
  SIPS,
  sipsFor,
  winner,
} from "./rules";
import type { TeamSetup } from "./teams";
import { type Difficulty, type Word, words } from "./words";

const team = (id: string, name: string, members: string[]): TeamSetup => ({
  id,
  name,
  color: id === "a" ? "amarelo" : id === "b" ? "rosa" : "azul",
  members,
});

const teams = [team("a", "Time A", ["Ana", "Bia", "Caio"]), team("b", "Time B", ["Duda", "Edu"])];
const word = (difficulty: Difficulty): Word =>
  words.find((w) => w.difficulty === difficulty) as Word;
const easy = word("facil");

const play = (state: GameState, ...outcomes: ("acertaram" | "nao-acertaram")[]) =>
  outcomes.reduce((s, o) => resolveRound(s, o, easy), state);

describe("a new game", () => {
  it("starts with the first team, its first member drawing, nobody scoring", () => {
    const g = newGame(teams, 5);
    expect(currentTeam(g)?.name).toBe("Time A");
    expect(currentDrawer(g)).toBe("Ana");
    expect(g.teams.map((t) => [t.points, t.sips])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(g.round).toBe(0);
    expect(isOver(g)).toBe(false);
  });

  it("keeps team names, colours and members in order", () => {
    const g = newGame(teams, 3);
    expect(g.teams[0]).toMatchObject({
      id: "a",
      color: "amarelo",
      members: ["Ana", "Bia", "Caio"],
    });
    expect(g.target).toBe(3);
  });
});

describe("resolving a round", () => {
  it("'Acertaram!' gives the drawer's team 1 point and no sips", () => {
    const g = resolveRound(newGame(teams, 5), "acertaram", easy);
    expect(g.teams[0]?.points).toBe(1);
    expect(g.teams[0]?.sips).toBe(0);
    expect(g.teams[1]?.points).toBe(0);
    expect(g.last).toMatchObject({ teamId: "a", drawer: "Ana", outcome: "acertaram", points: 1 });
  });

  it("'Não acertaram' scores nothing and the team drinks", () => {
    const g = resolveRound(newGame(teams, 5), "nao-acertaram", easy);
    expect(g.teams[0]?.points).toBe(0);
    expect(g.teams[0]?.sips).toBe(1);
    expect(g.last).toMatchObject({ outcome: "nao-acertaram", points: 0, sips: 1 });
  });

  it("time running out counts as not guessed", () => {
    const g = resolveRound(newGame(teams, 5), "tempo", word("dificil"));
    expect(g.teams[0]?.points).toBe(0);
    expect(g.teams[0]?.sips).toBe(3);
    expect(g.last?.outcome).toBe("tempo");
  });

  it.each([
    ["facil", 1],
    ["medio", 2],
    ["dificil", 3],
  ] as const)("a %s word not guessed costs %i sips", (difficulty, sips) => {
    expect(sipsFor(difficulty)).toBe(sips);
    const g = resolveRound(newGame(teams, 5), "nao-acertaram", word(difficulty));
    expect(g.teams[0]?.sips).toBe(sips);
  });

  it("grows the sips with the difficulty", () => {
    expect(SIPS.facil).toBeLessThan(SIPS.medio);
    expect(SIPS.medio).toBeLessThan(SIPS.dificil);
  });

  it("adds up the sips of a team over the game", () => {
    let g = newGame(teams, 5);
    g = resolveRound(g, "nao-acertaram", word("medio")); // A: 2
    g = resolveRound(g, "acertaram", easy); // B
    g = resolveRound(g, "tempo", word("dificil")); // A: 2 + 3
    expect(g.teams[0]?.sips).toBe(5);
    expect(g.teams[1]?.sips).toBe(0);
  });

  it("records the word played and counts the rounds", () => {
    const g = play(newGame(teams, 5), "acertaram", "nao-acertaram");
    expect(g.round).toBe(2);
    expect(g.last?.wordId).toBe(easy.id);
    expect(g.last?.teamId).toBe("b");
  });

  it("never changes the state it is given", () => {
    const g = newGame(teams, 5);
    const copy = structuredClone(g);
    resolveRound(g, "acertaram", easy);
    expect(g).toEqual(copy);
  });
});

describe("turns", () => {
  it("alternates the teams after every round, guessed or not", () => {
    let g = newGame(teams, 5);
    const order: string[] = [];
    for (const o of ["acertaram", "nao-acertaram", "acertaram", "nao-acertaram"] as const) {
      order.push(currentTeam(g)?.id ?? "");
      g = resolveRound(g, o, easy);
    }
    expect(order).toEqual(["a", "b", "a", "b"]);
  });

  it("rotates the drawers inside each team, each team on its own", () => {
    let g = newGame(teams, 99);
    const drawers: string[] = [];
    for (let i = 0; i < 8; i++) {
      drawers.push(currentDrawer(g) ?? "");
      g = resolveRound(g, "nao-acertaram", easy);
    }
    // Team A has 3 members and team B 2, so each wraps at its own size.
    expect(drawers).toEqual(["Ana", "Duda", "Bia", "Edu", "Caio", "Duda", "Ana", "Edu"]);
  });

  it("goes round 3 or 4 teams in order", () => {
    const three = [...teams, team("c", "Time C", ["Fê", "Gabi"])];
    let g = newGame(three, 9);
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(currentTeam(g)?.id ?? "");
      g = resolveRound(g, "acertaram", easy);
    }
    expect(order).toEqual(["a", "b", "c", "a", "b", "c"]);
  });

  it("says which team plays next", () => {
    const g = newGame(teams, 5);
    expect(nextTeam(g)?.id).toBe("b");
    expect(nextTeam(resolveRound(g, "acertaram", easy))?.id).toBe("a");
  });
});

describe("winning", () => {
  it("reaching the target finishes the round first: every team plays as many turns", () => {
    // A, B, A, B, A: A reaches 3 first, then B still plays its turn.
    const reached = play(
      newGame(teams, 3),
      "acertaram",
      "acertaram",
      "acertaram",
      "acertaram",
      "acertaram",
    );
    expect(reached.finalRound).toBe(true);
    expect(isOver(reached)).toBe(false);
    expect(currentTeam(reached)?.id).toBe("b");
    const g = play(reached, "nao-acertaram");
    expect(isOver(g)).toBe(true);
    expect(winner(g)?.name).toBe("Time A");
    expect(g.teams.map((t) => t.points)).toEqual([3, 2]);
    expect(g.round).toBe(6);
  });

  it("the last team can still catch up in the final round", () => {
    const g = play(newGame(teams, 1), "acertaram", "acertaram");
    expect(isOver(g)).toBe(true);
    expect(g.teams.map((t) => t.points)).toEqual([1, 1]);
  });

  it("once over, the winner keeps the turn and nothing more is scored", () => {
    const won = play(newGame(teams, 1), "acertaram", "nao-acertaram");
    expect(winner(won)?.id).toBe("a");
    expect(currentTeam(won)?.id).toBe("b");
    expect(resolveRound(won, "acertaram", easy)).toBe(won);
    expect(resolveRound(won, "nao-acertaram", easy)).toBe(won);
  });

  it("a team that misses can still be caught up and passed", () => {
    // A misses twice while B guesses: B reaches 3 first.
    const g = play(
      newGame(teams, 3),
      "nao-acertaram",
      "acertaram",
      "nao-acertaram",
      "acertaram",
      "acertaram",
      "acertaram",
    );
    expect(winner(g)?.id).toBe("b");
    expect(g.teams.map((t) => t.points)).toEqual([1, 3]);
  });

  it("not guessing never wins, however many sips", () => {
    const g = play(newGame(teams, 1), "nao-acertaram", "nao-acertaram", "nao-acertaram");
    expect(isOver(g)).toBe(false);
  });

  it.each([3, 5, 7])("with target %i it takes that many guesses", (target) => {
    let g = newGame(teams, target);
    let guessesByA = 0;
    while (!isOver(g)) {
      if (currentTeam(g)?.id === "a") guessesByA++;
      g = resolveRound(g, currentTeam(g)?.id === "a" ? "acertaram" : "nao-acertaram", easy);
    }
    expect(guessesByA).toBe(target);
    expect(winner(g)?.points).toBe(target);
  });

  it("ranks by points, then fewer sips, then playing order", () => {
    const three = [...teams, team("c", "Time C", ["Fê", "Gabi"])];
    // A misses (1 sip), B guesses, C misses a hard word (3 sips).
    let g = newGame(three, 5);
    g = resolveRound(g, "nao-acertaram", easy);
    g = resolveRound(g, "acertaram", easy);
    g = resolveRound(g, "nao-acertaram", word("dificil"));
    expect(ranking(g).map((t) => t.id)).toEqual(["b", "a", "c"]);
    expect(ranking(newGame(three, 5)).map((t) => t.id)).toEqual(["a", "b", "c"]);
  });
});

describe("drink text", () => {
  it("counts sips in Portuguese", () => {
    expect(drinkText(1, "alcool")).toBe("1 gole");
    expect(drinkText(3, "alcool")).toBe("3 goles");
  });

  it("offers water or a forfeit without alcohol", () => {
    expect(drinkText(2, "sem-alcool")).toBe("2 goles d'água ou paga uma prenda");
  });
});

describe("words for a round", () => {
  it("'Aleatório' draws from every category", () => {
    const pool = new Set(wordPool("aleatorio", ["facil", "medio", "dificil"]));
    expect(pool.size).toBe(words.length);
  });

  it("a category and difficulties narrow the pool", () => {
    const pool = wordPool("bebida", ["dificil"]);
    expect(pool.length).toBeGreaterThan(10);
    for (const id of pool) {
      const w = words.find((x) => x.id === id);
      expect(w?.category).toBe("bebida");
      expect(w?.difficulty).toBe("dificil");
    }
  });

  it("draws through the given bag and never repeats until the deck is used up", () => {
    const draw = memoryBag(seededRng(3), allWordIds);
    const size = wordPool("acao", ["facil"]).length;
    const seen = new Set<string>();
    for (let i = 0; i < size; i++) {
      const w = drawWord("acao", ["facil"], draw);
      expect(w?.category).toBe("acao");
      seen.add(w?.id ?? "");
    }
    expect(seen.size).toBe(size);
  });

  it("a change of choice never brings back a word seen under the other choice", () => {
    const draw = memoryBag(seededRng(4), allWordIds);
    const mixed = wordPool("acao", ["facil", "medio"]);
    const seen = mixed.slice(0, 10).map(() => drawWord("acao", ["facil", "medio"], draw)?.id);
    const facil = wordPool("acao", ["facil"]);
    const unseen = facil.filter((id) => !seen.includes(id));
    const next = unseen.map(() => drawWord("acao", ["facil"], draw)?.id ?? "");
    expect([...next].sort()).toEqual([...unseen].sort());
  });

  it("names every word once in the shuffle bag's universe", () => {
    expect(new Set(allWordIds).size).toBe(words.length);
  });

  it("draws nothing without a difficulty", () => {
    expect(drawWord("objeto", [], () => "x")).toBeNull();
  });
});
