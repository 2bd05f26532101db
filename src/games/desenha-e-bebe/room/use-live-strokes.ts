import { useEffect, useRef } from "react";
import type { RoomLive } from "../../../client/rooms/use-room";
import type { DesenhaRoomView } from "../room-logic";
import { applyBatch, type LiveStroke, pruneLive } from "./sheet-strokes";

/**
 * The strokes being drawn right now, from the drawer's relayed batches: only of this turn, and
 * only those the stored drawing does not hold yet (a stored stroke replaces its live copy).
 */
export function useLiveStrokes(live: RoomLive | undefined, view: DesenhaRoomView) {
  const strokes = useRef(new Map<number, LiveStroke>());
  const repaint = useRef<() => void>(() => {});
  const at = useRef({ turn: view.turn, nextId: view.drawing.nextId });
  at.current = { turn: view.turn, nextId: view.drawing.nextId };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new turn starts a blank sheet
  useEffect(() => strokes.current.clear(), [view.turn]);
  useEffect(() => pruneLive(strokes.current, view.drawing.nextId), [view.drawing.nextId]);
  useEffect(
    () =>
      live?.subscribe((batch) => {
        if (batch.turn !== at.current.turn || batch.id < at.current.nextId) return;
        applyBatch(strokes.current, batch);
        repaint.current();
      }),
    [live],
  );
  /** Stored strokes first, then the ones under way (in the order they were started). */
  const all = () => [
    ...view.drawing.strokes,
    ...[...strokes.current.values()]
      .filter((s) => s.id >= at.current.nextId)
      .sort((a, b) => a.id - b.id),
  ];
  return { all, repaint };
}
