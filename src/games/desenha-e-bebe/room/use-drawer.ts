import { type PointerEvent, useEffect, useRef } from "react";
import type { RoomLive } from "../../../client/rooms/use-room";
import { DRAW_BATCH_MAX_POINTS, type RoomStroke } from "../../../shared/schemas/live-drawing";
import type { DesenhaRoomView } from "../room-logic";
import { capture } from "../screens/pointer";
import { addSheetPoint, isFull, type LiveStroke, toSheet } from "./sheet-strokes";

/** How often the stroke under the finger goes out to the other screens. */
export const BATCH_MS = 80;

interface Current extends LiveStroke {
  pointerId: number;
  rect: DOMRect;
  /** Points already sent live. */
  sent: number;
}

/**
 * The drawer's side: the stroke under the finger streams out every BATCH_MS (live, not stored);
 * once lifted it joins a queue of finished strokes that are stored one move at a time, the next
 * sent when the last one is in the game's drawing (or sent again when another move got in first).
 */
export function useDrawer({
  view,
  version,
  move,
  live,
  brush,
}: {
  view: DesenhaRoomView;
  version: number;
  move(move: unknown): void;
  live: RoomLive | undefined;
  brush: { color: string; width: number };
}) {
  const pending = useRef<RoomStroke[]>([]);
  const current = useRef<Current | null>(null);
  const lastId = useRef(-1);
  const sentOn = useRef(-1);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const repaint = useRef<() => void>(() => {});
  const state = useRef({ view, version, move, live });
  state.current = { view, version, move, live };

  const commit = () => {
    const { view, version, move } = state.current;
    pending.current = pending.current.filter((s) => s.id >= view.drawing.nextId);
    const head = pending.current[0];
    if (!head || sentOn.current === version) return;
    sentOn.current = version;
    move({ type: "stroke", stroke: head });
  };

  const flush = () => {
    const c = current.current;
    const { view, live } = state.current;
    while (c && live && c.points.length / 2 > c.sent) {
      const points = c.points.slice(c.sent * 2, (c.sent + DRAW_BATCH_MAX_POINTS) * 2);
      live.send({
        type: "draw",
        turn: view.turn,
        id: c.id,
        color: c.color,
        width: c.width,
        from: c.sent,
        points,
      });
      c.sent += points.length / 2;
    }
  };

  const begin = (pointerId: number, rect: DOMRect, x: number, y: number) => {
    const { view } = state.current;
    const id = Math.max(lastId.current + 1, view.drawing.nextId);
    lastId.current = id;
    current.current = { id, pointerId, rect, sent: 0, points: [x, y], ...brush };
  };

  const finish = () => {
    const c = current.current;
    if (!c) return;
    flush();
    current.current = null;
    pending.current.push({ id: c.id, color: c.color, width: c.width, points: c.points });
    commit();
  };

  // A new turn (or the end of drawing) forgets everything of the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the turn is what resets
  useEffect(() => {
    pending.current = [];
    current.current = null;
    lastId.current = -1;
    sentOn.current = -1;
  }, [view.turn]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new version may let the next stroke go
  useEffect(() => {
    commit();
    repaint.current();
  }, [version]);
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const stopTimer = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };

  const pointer = {
    onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
      if (current.current || (e.pointerType === "mouse" && e.button !== 0)) return;
      e.preventDefault();
      capture(e.currentTarget, e.pointerId);
      const rect = e.currentTarget.getBoundingClientRect();
      const [x, y] = toSheet(e, rect);
      begin(e.pointerId, rect, x, y);
      stopTimer();
      timer.current = setInterval(flush, BATCH_MS);
      repaint.current();
    },
    onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
      const c = current.current;
      if (!c || c.pointerId !== e.pointerId) return;
      const native = e.nativeEvent;
      const samples =
        typeof native.getCoalescedEvents === "function" ? native.getCoalescedEvents() : [];
      for (const s of samples.length ? samples : [native]) {
        const now = current.current;
        if (!now) break;
        const [x, y] = toSheet(s, now.rect);
        addSheetPoint(now.points, x, y);
        // A long line is stored as several strokes, end to end.
        if (isFull(now.points)) {
          finish();
          begin(e.pointerId, now.rect, x, y);
        }
      }
      repaint.current();
    },
    onPointerUp(e: PointerEvent<HTMLCanvasElement>) {
      const c = current.current;
      if (!c || c.pointerId !== e.pointerId) return;
      stopTimer();
      if (e.type === "pointerup") {
        const [x, y] = toSheet(e, c.rect);
        addSheetPoint(c.points, x, y);
      }
      finish();
      repaint.current();
    },
  };

  /** What the drawer's own sheet shows: stored, then waiting to be stored, then under the finger. */
  const strokes = () => {
    const stored = state.current.view.drawing;
    const waiting = pending.current.filter((s) => s.id >= stored.nextId);
    return current.current
      ? [...stored.strokes, ...waiting, current.current]
      : [...stored.strokes, ...waiting];
  };
  /** Undo and clear wait until every finished stroke is stored (they act on the stored drawing). */
  // Read at render, before the effect that drops stored strokes from the queue has run: a stroke
  // the view already holds is settled (else 'Desfazer' stayed off until the next version).
  const settled = () =>
    current.current === null &&
    pending.current.every((s) => s.id < state.current.view.drawing.nextId);
  return { pointer, strokes, repaint, settled };
}
