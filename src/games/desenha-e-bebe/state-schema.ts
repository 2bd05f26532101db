// zod/mini: the checks a game needs in about 6 KB gzip, not the full zod (25 KB) with its locale.
import * as z from "zod/mini";
import type { DesenhaState } from "./logic";
import { isDesenhaSettings } from "./options";

/** A stored game's shape, checked before it is resumed (a corrupt one is simply not resumed). */

const atLeast = (n: number) => z.int().check(z.minimum(n));
const count = atLeast(0);
const text = z.string().check(z.minLength(1));
const point = z.object({ x: z.number(), y: z.number() });
const stroke = z.object({
  tool: z.enum(["pen", "eraser"]),
  color: z.string(),
  width: z.number(),
  points: z.array(point),
});

const team = z.object({
  id: text,
  name: text,
  color: z.enum(["amarelo", "rosa", "azul", "verde"]),
  members: z.array(text).check(z.minLength(1)),
  points: count,
  sips: count,
  drawer: count,
});

const game = z.object({
  teams: z.array(team).check(z.minLength(2)),
  turn: count,
  target: atLeast(1),
  round: count,
  finalRound: z.boolean(),
  winnerId: z.nullable(text),
  last: z.nullable(
    z.object({
      teamId: text,
      drawer: text,
      wordId: text,
      outcome: z.enum(["acertaram", "nao-acertaram", "tempo"]),
      points: count,
      sips: count,
    }),
  ),
});

const schema = z.object({
  settings: z.custom((v) => isDesenhaSettings(v)),
  bag: z.object({ seen: z.array(z.string()), last: z.nullable(z.string()) }),
  game,
  phase: z.enum(["handoff", "reveal", "play", "outcome", "over"]),
  wordId: z.nullable(text),
  swapsLeft: count,
  countdown: z.nullable(
    z.object({
      durationMs: count,
      startedAt: z.number(),
      pausedAt: z.nullable(z.number()),
      pausedMs: z.number().check(z.minimum(0)),
    }),
  ),
  drawing: z.object({
    strokes: z.array(stroke),
    history: z.array(
      z.union([
        z.object({ kind: z.literal("add") }),
        z.object({ kind: z.literal("clear"), strokes: z.array(stroke) }),
      ]),
    ),
  }),
});

export function isDesenhaState(value: unknown): value is DesenhaState {
  const parsed = schema.safeParse(value);
  // The turn must point at a team, or a move would read past the list.
  return parsed.success && parsed.data.game.turn < parsed.data.game.teams.length;
}
