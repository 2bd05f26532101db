import { z } from "./zod-pt";

/**
 * Drawing in a room (docs/decisions/038-drawing-in-rooms.md): a square sheet of DRAW_SPACE x
 * DRAW_SPACE units (whole numbers, so a point is two small integers on the wire), points as a
 * flat [x0, y0, x1, y1, …] list. The drawer's phone streams a stroke in batches (`draw`, relayed
 * to the room's other sockets without a database write) and stores each finished stroke as a game
 * move; both are checked here, before anything else reads them.
 */

export const DRAW_SPACE = 1000;
/** Points in one live batch (about 100 ms of a finger: far fewer in practice). */
export const DRAW_BATCH_MAX_POINTS = 128;
/** Points in one stored stroke: a longer line is stored as several strokes, end to end. */
export const DRAW_STROKE_MAX_POINTS = 400;
/** Bounds on the drawing stored with a turn (the state and every `room` message carry it). */
export const DRAW_MAX_STROKES = 200;
export const DRAW_MAX_POINTS = 6_000;
/** Stroke ids grow within a turn; past this the drawing is full anyway. */
export const DRAW_MAX_ID = 100_000;
/** Line widths in sheet units (thin, medium, thick). */
export const DRAW_WIDTHS = [8, 20, 45] as const;

const coord = z.number().int().min(0).max(DRAW_SPACE);
const pointList = (max: number) =>
  z
    .array(coord)
    .min(2)
    .max(2 * max)
    .refine((a) => a.length % 2 === 0, "Pontos incompletos");
export const drawColourSchema = z.string().regex(/^#[0-9a-f]{6}$/);
const drawWidthSchema = z.number().int().min(1).max(100);
const strokeIdSchema = z.number().int().min(0).max(DRAW_MAX_ID);

/** A finished stroke, as stored in the game's state. */
export const roomStrokeSchema = z
  .object({
    id: strokeIdSchema,
    color: drawColourSchema,
    width: drawWidthSchema,
    points: pointList(DRAW_STROKE_MAX_POINTS),
  })
  .strict();
export type RoomStroke = z.infer<typeof roomStrokeSchema>;

/**
 * Client -> server: the next points of stroke `id` (from point index `from` on) of the turn
 * `turn`. Only the current drawer's seat may send it; the server relays it as `DrawRelay`.
 */
export const drawMessageSchema = z
  .object({
    type: z.literal("draw"),
    turn: z.number().int().min(0).max(1_000_000),
    id: strokeIdSchema,
    color: drawColourSchema,
    width: drawWidthSchema,
    from: z.number().int().min(0).max(DRAW_STROKE_MAX_POINTS),
    points: pointList(DRAW_BATCH_MAX_POINTS),
  })
  .strict();
export type DrawMessage = z.infer<typeof drawMessageSchema>;

/** Server -> the room's other sockets: a checked batch and who drew it. */
export type DrawRelay = DrawMessage & { seatId: string };
