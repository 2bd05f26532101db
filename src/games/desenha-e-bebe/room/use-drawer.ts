import { type PointerEvent, useEffect, useReducer, useRef } from "react";
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
 * What the drawer did, in order, until the stored drawing shows it. An undo or a clear records
 * how many strokes were stored when it went out: fewer (or none) means the game applied it.
 */
export type DrawStep =
  | { kind: "stroke"; stroke: RoomStroke }
  | { kind: "undo" | "clear"; sentWith: number | null };

type Stored = DesenhaRoomView["drawing"];

/** Whether the stored drawing already shows the step (a queue's done steps are its head). */
export function isStored(step: DrawStep, stored: Stored): boolean {
  if (step.kind === "stroke") return step.stroke.id < stored.nextId;
  if (step.sentWith === null) return false;
  return step.kind === "undo" ? stored.strokes.length < step.sentWith : stored.strokes.length === 0;
}

/** The drawing as the drawer sees it: the stored one with the steps still on their way. */
export function drawnAfter(stored: Stored, steps: readonly DrawStep[]): RoomStroke[] {
  let strokes: RoomStroke[] = [...stored.strokes];
  for (const step of steps) {
    if (isStored(step, stored)) continue;
    if (step.kind === "stroke") strokes.push(step.stroke);
    else strokes = step.kind === "undo" ? strokes.slice(0, -1) : [];
  }
  return strokes;
}

/**
 * The drawer's side: the stroke under the finger streams out every BATCH_MS (live, not stored);
 * once lifted it joins a queue of steps (strokes, undos, clears) that are stored one move at a
 * time, the next sent when the last one is in the game's drawing (or sent again when another
 * move, say a guess, got in first). So 'Desfazer' tapped right after a stroke undoes that stroke,
 * on screen at once, and is never refused as stale.
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
  const queue = useRef<DrawStep[]>([]);
  // The toolbar's buttons follow the queue, which lives outside React's state.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const current = useRef<Current | null>(null);
  const lastId = useRef(-1);
  const sentOn = useRef(-1);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const repaint = useRef<() => void>(() => {});
  const state = useRef({ view, version, move, live });
  state.current = { view, version, move, live };

  const commit = () => {
    const { view, version, move } = state.current;
    const stored = view.drawing;
    const steps = queue.current;
    while (steps[0] && isStored(steps[0], stored)) steps.shift();
    // An undo or clear behind strokes that were never stored has nothing left to act on.
    while (steps[0] && steps[0].kind !== "stroke" && stored.strokes.length === 0) steps.shift();
    const head = steps[0];
    if (!head || sentOn.current === version) return;
    sentOn.current = version;
    if (head.kind === "stroke") return move({ type: "stroke", stroke: head.stroke });
    head.sentWith = stored.strokes.length;
    move({ type: head.kind });
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
    queue.current.push({
      kind: "stroke",
      stroke: { id: c.id, color: c.color, width: c.width, points: c.points },
    });
    commit();
    rerender();
  };

  /** 'Desfazer' and 'Limpar': queued behind the strokes not stored yet, shown at once. */
  const edit = (kind: "undo" | "clear") => {
    if (current.current || drawnAfter(state.current.view.drawing, queue.current).length === 0)
      return;
    queue.current.push({ kind, sentWith: null });
    commit();
    rerender();
    repaint.current();
  };

  // A new turn (or the end of drawing) forgets everything of the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the turn is what resets
  useEffect(() => {
    queue.current = [];
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

  /** What the drawer's own sheet shows: stored, then the steps on their way, then the finger's. */
  const strokes = (): LiveStroke[] => {
    const drawn = drawnAfter(state.current.view.drawing, queue.current);
    return current.current ? [...drawn, current.current] : drawn;
  };
  /** Something to undo or clear, with no finger on the sheet. */
  const canEdit = () =>
    current.current === null && drawnAfter(state.current.view.drawing, queue.current).length > 0;
  return {
    pointer,
    strokes,
    repaint,
    canEdit,
    undo: () => edit("undo"),
    clear: () => edit("clear"),
  };
}
