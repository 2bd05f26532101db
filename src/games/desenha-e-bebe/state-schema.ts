import { anyOf, array, boolean, int, nullable, number, object, oneOf, string } from "../kit/shape";
import type { DesenhaState } from "./logic";
import { isDesenhaSettings } from "./options";

/** A stored game's shape, checked before it is resumed (a corrupt one is simply not resumed). */

const count = int(0);
const text = string(1);
const point = object({ x: number(), y: number() });
const stroke = object({
  tool: oneOf(["pen", "eraser"]),
  color: string(),
  width: number(),
  points: array(point),
});

const team = object({
  id: text,
  name: text,
  color: oneOf(["amarelo", "rosa", "azul", "verde"]),
  members: array(text, { minLength: 1 }),
  points: count,
  sips: count,
  drawer: count,
});

const game = object({
  teams: array(team, { minLength: 2 }),
  turn: count,
  target: int(1),
  round: count,
  finalRound: boolean,
  winnerId: nullable(text),
  last: nullable(
    object({
      teamId: text,
      drawer: text,
      wordId: text,
      outcome: oneOf(["acertaram", "nao-acertaram", "tempo"]),
      points: count,
      sips: count,
    }),
  ),
});

const isShaped = object({
  settings: isDesenhaSettings,
  bag: object({ seen: array(string()), last: nullable(string()) }),
  game,
  phase: oneOf(["handoff", "reveal", "play", "outcome", "over"]),
  wordId: nullable(text),
  swapsLeft: count,
  countdown: nullable(
    object({
      durationMs: count,
      startedAt: number(),
      pausedAt: nullable(number()),
      pausedMs: number(0),
    }),
  ),
  drawing: object({
    strokes: array(stroke),
    history: array(
      anyOf(
        object({ kind: oneOf(["add"]) }),
        object({ kind: oneOf(["clear"]), strokes: array(stroke) }),
      ),
    ),
  }),
});

export function isDesenhaState(value: unknown): value is DesenhaState {
  // The turn must point at a team, or a move would read past the list.
  return (
    isShaped(value) && (value as DesenhaState).game.turn < (value as DesenhaState).game.teams.length
  );
}
