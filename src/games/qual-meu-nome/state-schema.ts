import {
  array,
  boolean,
  int,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
} from "../kit/shape";
import type { QmnState } from "./logic";
import { LIST_COUNTS, NAMES_PER_PERSON, POOL_SOURCES, TURN_SECONDS } from "./options";
import { ROUNDS } from "./rounds";

/** A stored game's shape, checked before it is resumed (a corrupt one is simply not resumed). */

const count = int(0);
const text = string(1);
const members = array(text, { minLength: 1 });

const settings = object({
  teams: array(object({ id: text, name: text, members }), { minLength: 2 }),
  source: oneOf(POOL_SOURCES),
  perPerson: oneOf(NAMES_PER_PERSON),
  listCount: oneOf(LIST_COUNTS),
  turnSeconds: oneOf(TURN_SECONDS),
});

const game = object({
  teams: array(object({ name: text, members }), { minLength: 2 }),
  names: array(text, { minLength: 1 }),
  round: int(0, ROUNDS.length - 1),
  pool: array(text),
  current: nullable(text),
  team: count,
  explainers: array(count),
  scores: array(array(count), { length: ROUNDS.length }),
  turnMs: count,
  clock: object({
    durationMs: count,
    elapsedMs: number(0),
    runningSince: nullable(number()),
  }),
  carried: boolean,
  turnGuessed: array(text),
  phase: oneOf(["round-intro", "ready", "turn", "turn-over", "round-over", "game-over"]),
});

const writing = object({
  writer: count,
  written: array(array(string()), { minLength: 1 }),
  ready: optional(array(boolean)),
});

const isShaped = object({
  settings,
  bag: object({ seen: array(string()), last: nullable(string()) }),
  writing: nullable(writing),
  game: nullable(game),
  // A room's teams as seat ids; optional, so games saved before rooms still load.
  seats: optional(array(array(text))),
});

export function isQmnState(value: unknown): value is QmnState {
  if (!isShaped(value)) return false;
  const { writing: w, game: g } = value as QmnState;
  // Indexes must point inside their lists, or a move would read past them.
  if (w && w.writer >= w.written.length) return false;
  if (g && (g.team >= g.teams.length || g.explainers.length !== g.teams.length)) return false;
  if (w?.ready && w.ready.length !== w.written.length) return false;
  return w !== null || g !== null;
}
