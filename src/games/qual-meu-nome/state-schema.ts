// zod/mini: the checks a game needs in about 6 KB gzip, not the full zod (25 KB) with its locale.
import * as z from "zod/mini";
import type { QmnState } from "./logic";
import { LIST_COUNTS, NAMES_PER_PERSON, POOL_SOURCES, TURN_SECONDS } from "./options";
import { ROUNDS } from "./rounds";

/** A stored game's shape, checked before it is resumed (a corrupt one is simply not resumed). */

const atLeast = (n: number) => z.int().check(z.minimum(n));
const count = atLeast(0);
const text = z.string().check(z.minLength(1));
const oneOf = <T extends number | string>(options: readonly T[]) =>
  z.custom<T>((v) => options.includes(v as T));

const settings = z.object({
  teams: z
    .array(z.object({ id: text, name: text, members: z.array(text).check(z.minLength(1)) }))
    .check(z.minLength(2)),
  source: oneOf(POOL_SOURCES),
  perPerson: oneOf(NAMES_PER_PERSON),
  listCount: oneOf(LIST_COUNTS),
  turnSeconds: oneOf(TURN_SECONDS),
});

const game = z.object({
  teams: z
    .array(z.object({ name: text, members: z.array(text).check(z.minLength(1)) }))
    .check(z.minLength(2)),
  names: z.array(text).check(z.minLength(1)),
  round: z.int().check(z.minimum(0), z.maximum(ROUNDS.length - 1)),
  pool: z.array(text),
  current: z.nullable(text),
  team: count,
  explainers: z.array(count),
  scores: z.array(z.array(count)).check(z.length(ROUNDS.length)),
  turnMs: count,
  clock: z.object({
    durationMs: count,
    elapsedMs: z.number().check(z.minimum(0)),
    runningSince: z.nullable(z.number()),
  }),
  carried: z.boolean(),
  turnGuessed: z.array(text),
  phase: z.enum(["round-intro", "ready", "turn", "turn-over", "round-over", "game-over"]),
});

const schema = z.object({
  settings,
  bag: z.object({ seen: z.array(z.string()), last: z.nullable(z.string()) }),
  writing: z.nullable(
    z.object({
      writer: count,
      written: z.array(z.array(z.string())).check(z.minLength(1)),
      ready: z.optional(z.array(z.boolean())),
    }),
  ),
  game: z.nullable(game),
  // A room's teams as seat ids; optional, so games saved before rooms still load.
  seats: z.optional(z.array(z.array(text))),
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
