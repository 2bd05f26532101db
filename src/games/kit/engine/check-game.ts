import fc from "fast-check";
import { expect } from "vitest";
import type { SetupInput } from "./engine";
import { applyMove, type GameDefinition, type GameState, playAgain, startGame } from "./engine";

/**
 * The property every game passes (used from each game's logic.test.ts): random setups and seeds,
 * random sequences of legal, illegal, junk and repeated moves. Nothing throws; the game's
 * invariants hold after every move; a move on an old version is refused; the same seed and moves
 * replay to the same state; a JSON round trip is lossless; a sensible player finishes the game.
 */
export interface GameProperties<S, M, V, Settings> {
  def: GameDefinition<S, M, V, Settings>;
  setups: fc.Arbitrary<SetupInput<Settings>>;
  /** Moves worth trying now: legal ones and some that must be refused. */
  candidates(state: S): unknown[];
  /** A message for the first broken invariant, or null. */
  invariant(state: S): string | null;
  /** A move that brings the game nearer its end (a group that just plays on). */
  progress(state: S): M;
  /** How many progress moves a game may take at most. */
  maxProgressMoves: number;
  runs?: number;
}

const junk = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.string(),
  fc.object(),
  fc.record({ type: fc.string() }),
  fc.array(fc.anything(), { maxLength: 3 }),
);

const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant("pick" as const), choice: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("junk" as const), move: junk }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("again" as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("stale" as const), choice: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("time" as const), ms: fc.nat(120_000) }) },
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function play<S, M, V, Settings>(
  p: GameProperties<S, M, V, Settings>,
  input: SetupInput<Settings>,
  seed: number,
  steps: Step[],
): { state: GameState<S>; log: { version: number; move: unknown; at: number }[] } {
  let state = startGame(p.def, input, seed);
  const log: { version: number; move: unknown; at: number }[] = [];
  let at = 1_700_000_000_000;
  let last: { version: number; move: unknown; at: number } | null = null;
  const check = (s: GameState<S>) => {
    const broken = p.invariant(s.data);
    if (broken) throw new Error(`invariant broken: ${broken}`);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  };
  check(state);
  for (const s of steps) {
    at += 500;
    if (s.kind === "time") {
      at += s.ms;
      continue;
    }
    if (s.kind === "again") {
      if (last) expect(applyMove(p.def, state, last)).toEqual({ ok: false, code: "STALE_MOVE" });
      continue;
    }
    const options = p.candidates(state.data);
    const move =
      s.kind === "junk" ? s.move : options.length ? options[s.choice % options.length] : null;
    if (s.kind === "stale") {
      const old = { version: state.version - 1 - (s.choice % 3), move, at };
      expect(applyMove(p.def, state, old)).toEqual({ ok: false, code: "STALE_MOVE" });
      continue;
    }
    const request = { version: state.version, move, at };
    const result = applyMove(p.def, state, request);
    if (result.ok) {
      log.push(request);
      last = request;
      state = result.state;
      check(state);
      p.def.view(state.data, { kind: "device" });
      p.def.view(state.data, { kind: "board" });
    }
  }
  return { state, log };
}

export function checkGameProperties<S, M, V, Settings>(p: GameProperties<S, M, V, Settings>) {
  fc.assert(
    fc.property(p.setups, fc.nat(), fc.array(step, { maxLength: 60 }), (input, seed, steps) => {
      const { state, log } = play(p, input, seed, steps);
      // Replay: the same seed and accepted moves give the identical state.
      let replayed = startGame(p.def, input, seed);
      for (const request of log) {
        const result = applyMove(p.def, replayed, request);
        if (!result.ok) throw new Error(`replay refused ${result.code}`);
        replayed = result.state;
      }
      expect(replayed).toEqual(state);
    }),
    { numRuns: p.runs ?? 150, seed: 20261125 },
  );
  // A group that keeps playing reaches the end, and 'Jogar de novo' starts over.
  fc.assert(
    fc.property(p.setups, fc.nat(), (input, seed) => {
      let state = startGame(p.def, input, seed);
      let at = 1_700_000_000_000;
      for (let i = 0; i < p.maxProgressMoves && p.def.status(state.data).kind === "playing"; i++) {
        at += 2_000;
        const result = applyMove(p.def, state, {
          version: state.version,
          move: p.progress(state.data),
          at,
        });
        if (!result.ok) throw new Error(`progress move refused: ${result.code}`);
        state = result.state;
        const broken = p.invariant(state.data);
        if (broken) throw new Error(`invariant broken: ${broken}`);
      }
      const status = p.def.status(state.data);
      expect(status.kind).toBe("over");
      const again = playAgain(p.def, state);
      expect(p.def.status(again.data).kind).toBe("playing");
      expect(again.version).toBeGreaterThan(state.version);
      expect(p.def.players(again.data).map((x) => x.id)).toEqual(
        p.def.players(state.data).map((x) => x.id),
      );
    }),
    { numRuns: Math.ceil((p.runs ?? 150) / 3), seed: 20261126 },
  );
}
