import { z } from "zod";
import type { QmnState } from "./logic";
import { LIST_COUNTS, NAMES_PER_PERSON, POOL_SOURCES, TURN_SECONDS } from "./options";
import { ROUNDS } from "./rounds";

/** A stored game's shape, checked before it is resumed (a corrupt one is simply not resumed). */

const count = z.number().int().min(0);
const text = z.string().min(1);
const oneOf = <T extends number | string>(options: readonly T[]) =>
  z.custom<T>((v) => options.includes(v as T));

const settings = z.object({
  teams: z.array(z.object({ id: text, name: text, members: z.array(text).min(1) })).min(2),
  source: oneOf(POOL_SOURCES),
  perPerson: oneOf(NAMES_PER_PERSON),
  listCount: oneOf(LIST_COUNTS),
  turnSeconds: oneOf(TURN_SECONDS),
});

const game = z.object({
  teams: z.array(z.object({ name: text, members: z.array(text).min(1) })).min(2),
  names: z.array(text).min(1),
  round: count.max(ROUNDS.length - 1),
  pool: z.array(text),
  current: text.nullable(),
  team: count,
  explainers: z.array(count),
  scores: z.array(z.array(count)).length(ROUNDS.length),
  turnMs: count,
  clock: z.object({
    durationMs: count,
    elapsedMs: z.number().min(0),
    runningSince: z.number().nullable(),
  }),
  carried: z.boolean(),
  turnGuessed: z.array(text),
  phase: z.enum(["round-intro", "ready", "turn", "turn-over", "round-over", "game-over"]),
});

const schema = z.object({
  settings,
  bag: z.object({ seen: z.array(z.string()), last: z.string().nullable() }),
  writing: z
    .object({
      writer: count,
      written: z.array(z.array(z.string())).min(1),
      ready: z.array(z.boolean()).optional(),
    })
    .nullable(),
  game: game.nullable(),
  // A room's teams as seat ids; optional, so games saved before rooms still load.
  seats: z.array(z.array(text)).optional(),
});

export function isQmnState(value: unknown): value is QmnState {
  const parsed = schema.safeParse(value);
  if (!parsed.success) return false;
  const { writing, game: g } = parsed.data;
  // Indexes must point inside their lists, or a move would read past them.
  if (writing && writing.writer >= writing.written.length) return false;
  if (g && (g.team >= g.teams.length || g.explainers.length !== g.teams.length)) return false;
  if (writing?.ready && writing.ready.length !== writing.written.length) return false;
  return writing !== null || g !== null;
}
