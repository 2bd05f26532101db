import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  beginRound,
  canPass,
  explainer,
  type GameState,
  guess,
  isPaused,
  MIN_CARRY_MS,
  namesLeft,
  newGame,
  nextRound,
  nextTurn,
  pass,
  pause,
  resume,
  roundScores,
  startTurn,
  tick,
  totals,
} from "./play";
import { remainingMs } from "./timer";

const rng = seededRng(42);
const NAMES = ["Pelé", "Xuxa", "Shrek", "Frida Kahlo", "Tiradentes"];
const TEAMS = [
  { name: "Azul", members: ["Ana", "Bia", "Caio"] },
  { name: "Rosa", members: ["Duda", "Edu"] },
];
const TURN = 30_000;

function game(names = NAMES, teams = TEAMS): GameState {
  return newGame({ teams, names, turnSeconds: TURN / 1000 }, rng);
}

/** A turn of the first team running since t = 0. */
function inTurn(s = game()): GameState {
  return startTurn(beginRound(s), 0, rng);
}

/** Guesses every name left, at time `now`. */
function guessAll(s: GameState, now: number): GameState {
  let state = s;
  while (state.phase === "turn") state = guess(state, now);
  return state;
}

const sorted = (names: readonly string[]) => [...names].sort();

describe("starting a game", () => {
  it("opens round 1 with every name in the pool and zero points", () => {
    const s = game();
    expect(s.phase).toBe("round-intro");
    expect(s.round).toBe(0);
    expect(sorted(s.pool)).toEqual(sorted(NAMES));
    expect(totals(s)).toEqual([0, 0]);
    expect(s.scores).toHaveLength(3);
  });

  it("drops repeated names from the pool", () => {
    expect(game(["Pelé", "Pelé", "Xuxa"]).names).toEqual(["Pelé", "Xuxa"]);
  });

  it("refuses fewer than 2 teams, an empty team or an empty pool (a room's team of one plays)", () => {
    expect(() => game(NAMES, [TEAMS[0] as (typeof TEAMS)[0]])).toThrow(RangeError);
    expect(() =>
      game(NAMES, [TEAMS[0], { name: "Vazio", members: [] }] as unknown as typeof TEAMS),
    ).toThrow(RangeError);
    expect(
      game(NAMES, [TEAMS[0], { name: "Solo", members: ["Zé"] }] as typeof TEAMS).teams,
    ).toHaveLength(2);
    expect(() => game([])).toThrow(RangeError);
  });

  it("goes from the round's explainer to the first team's ready screen", () => {
    const s = beginRound(game());
    expect(s.phase).toBe("ready");
    expect(s.team).toBe(0);
    expect(explainer(s)).toBe("Ana");
  });

  it("starts the turn: a name on screen, the clock running for the whole turn", () => {
    const s = inTurn();
    expect(s.phase).toBe("turn");
    expect(NAMES).toContain(s.current);
    expect(s.pool).not.toContain(s.current);
    expect(namesLeft(s)).toBe(NAMES.length);
    expect(remainingMs(s.clock, 10_000)).toBe(TURN - 10_000);
  });
});

describe("guessing", () => {
  it("scores 1 for the team in the current round and shows another name", () => {
    const s = inTurn();
    const next = guess(s, 1_000);
    expect(roundScores(next, 0)).toEqual([1, 0]);
    expect(next.current).not.toBe(s.current);
    expect(next.turnGuessed).toEqual([s.current]);
    expect(namesLeft(next)).toBe(NAMES.length - 1);
  });

  it("a guessed name does not come back in the same round", () => {
    const s = inTurn();
    const guessed = s.current;
    const next = guess(s, 1_000);
    expect([...next.pool, next.current]).not.toContain(guessed);
  });

  it("doesn't count once the time is up: the turn ends instead", () => {
    const s = guess(inTurn(), TURN);
    expect(s.phase).toBe("turn-over");
    expect(totals(s)).toEqual([0, 0]);
  });

  it("doesn't count while paused", () => {
    const s = pause(inTurn(), 1_000);
    expect(guess(s, 2_000)).toBe(s);
  });
});

describe("the end of a round", () => {
  it("comes when the pool is empty, even in the middle of a turn", () => {
    const s = guessAll(inTurn(), 1_000);
    expect(s.phase).toBe("round-over");
    expect(s.current).toBeNull();
    expect(roundScores(s, 0)).toEqual([5, 0]);
  });

  it("carries the time left to the same team and explainer in the next round", () => {
    let s = guessAll(inTurn(), 10_000);
    expect(s.carried).toBe(true);
    s = beginRound(nextRound(s, rng));
    expect(s.round).toBe(1);
    expect(s.team).toBe(0);
    expect(explainer(s)).toBe("Ana");
    s = startTurn(s, 50_000, rng);
    expect(remainingMs(s.clock, 50_000)).toBe(TURN - 10_000);
    expect(s.carried).toBe(false);
  });

  it("simply ends the turn when less than the minimum is left", () => {
    const s = guessAll(inTurn(), TURN - MIN_CARRY_MS + 1);
    expect(s.carried).toBe(false);
    expect(s.team).toBe(1);
    const next = startTurn(beginRound(nextRound(s, rng)), 0, rng);
    expect(remainingMs(next.clock, 0)).toBe(TURN);
  });

  it("refills the pool with the very same names in every round", () => {
    let s = guessAll(inTurn(), 1_000);
    for (const round of [1, 2]) {
      s = nextRound(s, rng);
      expect(s.round).toBe(round);
      expect(sorted(s.pool)).toEqual(sorted(NAMES));
      s = guessAll(startTurn(beginRound(s), 0, rng), 1_000);
    }
    expect(s.phase).toBe("game-over");
  });

  it("ends the game after round 3 with every name scored once per round", () => {
    let s = guessAll(inTurn(), 1_000);
    s = guessAll(startTurn(beginRound(nextRound(s, rng)), 0, rng), 1_000);
    s = guessAll(startTurn(beginRound(nextRound(s, rng)), 0, rng), 1_000);
    expect(s.phase).toBe("game-over");
    expect(totals(s).reduce((a, b) => a + b, 0)).toBe(NAMES.length * 3);
    expect(nextRound(s, rng)).toBe(s);
  });
});

describe("passing", () => {
  it("is not allowed in round 1", () => {
    const s = inTurn();
    expect(canPass(s)).toBe(false);
    expect(pass(s, 1_000)).toBe(s);
  });

  it("is allowed from round 2 and puts the name back into the pool", () => {
    const r1 = guessAll(inTurn(), TURN - 1_000);
    const s = startTurn(beginRound(nextRound(r1, rng)), 0, rng);
    expect(canPass(s)).toBe(true);
    const passed = pass(s, 1_000);
    expect(passed.current).not.toBe(s.current);
    expect(passed.pool.at(-1)).toBe(s.current);
    expect(namesLeft(passed)).toBe(NAMES.length);
    expect(totals(passed)).toEqual(totals(s));
  });

  it("is allowed in round 3 too", () => {
    let s = guessAll(inTurn(), TURN - 1_000);
    s = guessAll(startTurn(beginRound(nextRound(s, rng)), 0, rng), TURN - 1_000);
    s = startTurn(beginRound(nextRound(s, rng)), 0, rng);
    expect(s.round).toBe(2);
    expect(canPass(s)).toBe(true);
  });

  it("is not offered for the last name left", () => {
    let s = guessAll(inTurn(), TURN - 1_000);
    s = startTurn(beginRound(nextRound(s, rng)), 0, rng);
    while (s.pool.length > 0) s = guess(s, 1_000);
    expect(namesLeft(s)).toBe(1);
    expect(canPass(s)).toBe(false);
    expect(pass(s, 1_000)).toBe(s);
  });
});

describe("turns", () => {
  it("ends when the time is up and the name on screen goes back into the pool", () => {
    const s = inTurn();
    const over = tick(s, TURN);
    expect(over.phase).toBe("turn-over");
    expect(over.current).toBeNull();
    expect(over.pool).toContain(s.current);
    expect(namesLeft(over)).toBe(NAMES.length);
  });

  it("doesn't end before the time is up", () => {
    const s = inTurn();
    expect(tick(s, TURN - 1)).toBe(s);
  });

  it("alternates between the teams", () => {
    let s = inTurn();
    const teams: number[] = [s.team];
    for (let i = 0; i < 4; i++) {
      s = startTurn(nextTurn(tick(s, 10 ** 9)), 0, rng);
      teams.push(s.team);
    }
    expect(teams).toEqual([0, 1, 0, 1, 0]);
  });

  it("rotates the explainer within each team", () => {
    let s = inTurn();
    const who: string[] = [explainer(s)];
    for (let i = 0; i < 6; i++) {
      s = startTurn(nextTurn(tick(s, 10 ** 9)), 0, rng);
      who.push(explainer(s));
    }
    expect(who).toEqual(["Ana", "Duda", "Bia", "Edu", "Caio", "Duda", "Ana"]);
  });

  it("works with three teams", () => {
    const three = [...TEAMS, { name: "Verde", members: ["Gabi", "Hugo"] }];
    let s = startTurn(beginRound(game(NAMES, three)), 0, rng);
    const teams: number[] = [s.team];
    for (let i = 0; i < 3; i++) {
      s = startTurn(nextTurn(tick(s, 10 ** 9)), 0, rng);
      teams.push(s.team);
    }
    expect(teams).toEqual([0, 1, 2, 0]);
  });

  it("pauses and resumes without losing time", () => {
    let s = pause(inTurn(), 10_000);
    expect(isPaused(s)).toBe(true);
    expect(tick(s, 10 ** 9)).toBe(s);
    s = resume(s, 100_000);
    expect(isPaused(s)).toBe(false);
    expect(remainingMs(s.clock, 105_000)).toBe(TURN - 15_000);
  });

  it("pausing after the time is up ends the turn", () => {
    expect(pause(inTurn(), TURN + 1).phase).toBe("turn-over");
  });
});

describe("actions out of their phase", () => {
  it("leave the state untouched", () => {
    const intro = game();
    expect(startTurn(intro, 0, rng)).toBe(intro);
    expect(guess(intro, 0)).toBe(intro);
    expect(pass(intro, 0)).toBe(intro);
    expect(nextTurn(intro)).toBe(intro);
    expect(nextRound(intro, rng)).toBe(intro);
    expect(resume(intro, 0)).toBe(intro);
    const ready = beginRound(intro);
    expect(beginRound(ready)).toBe(ready);
    expect(tick(ready, 10 ** 9)).toBe(ready);
  });
});

describe("scoring", () => {
  it("keeps points per round and adds them up per team", () => {
    let s = inTurn();
    s = guess(guess(s, 1_000), 2_000); // Azul 2 in round 1
    s = startTurn(nextTurn(tick(s, TURN)), 0, rng); // Rosa's turn
    s = guessAll(s, 1_000); // Rosa guesses the other 3, time carries
    expect(roundScores(s, 0)).toEqual([2, 3]);
    s = startTurn(beginRound(nextRound(s, rng)), 0, rng);
    expect(s.team).toBe(1);
    s = guess(s, 1_000);
    expect(roundScores(s, 1)).toEqual([0, 1]);
    expect(totals(s)).toEqual([2, 4]);
  });
});
