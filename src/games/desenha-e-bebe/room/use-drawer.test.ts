// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RoomStroke } from "../../../shared/schemas/live-drawing";
import type { DesenhaRoomView } from "../room-logic";
import { drawnAfter, useDrawer } from "./use-drawer";

type Drawing = DesenhaRoomView["drawing"];
const stroke = (id: number): RoomStroke => ({
  id,
  color: "#000",
  width: 4,
  points: [0, 0, 50, 50],
});

/** The server as the drawer's phone meets it: moves on a version, views pushed back. */
function table(first: Drawing) {
  let drawing = first;
  let version = 1;
  const sent: { version: number; move: { type: string } }[] = [];
  const view = () => ({ turn: 1, drawing }) as unknown as DesenhaRoomView;
  const move = (m: unknown) => sent.push({ version: props.version, move: m as { type: string } });
  const props = {
    view: view(),
    version,
    move,
    live: undefined,
    brush: { color: "#000", width: 4 },
  };
  const hook = renderHook((p: typeof props) => useDrawer(p), { initialProps: props });
  const push = () => {
    version += 1;
    Object.assign(props, { view: view(), version });
    act(() => hook.rerender({ ...props }));
  };
  /** The oldest move not answered yet, applied as the rules would (a stale one refused). */
  const answer = (at: number) => {
    const { version: on, move: m } = sent[at] ?? { version: -1, move: { type: "" } };
    if (on !== version) return "STALE_MOVE";
    if (m.type === "stroke") {
      const s = (m as unknown as { stroke: RoomStroke }).stroke;
      drawing = { strokes: [...drawing.strokes, s], nextId: s.id + 1 };
    } else if (m.type === "undo") drawing = { ...drawing, strokes: drawing.strokes.slice(0, -1) };
    else if (m.type === "clear") drawing = { ...drawing, strokes: [] };
    push();
    return "ok";
  };
  /** A guess from another phone: a new version, the same drawing. */
  const guess = () => push();
  const draw = () =>
    act(() => {
      const target = {
        setPointerCapture() {},
        getBoundingClientRect: () => ({ left: 0, top: 0, width: 100, height: 100 }),
      };
      const at = (x: number, type: string) =>
        ({
          type,
          pointerId: 1,
          pointerType: "mouse",
          button: 0,
          clientX: x,
          clientY: x,
          preventDefault() {},
          currentTarget: target,
          nativeEvent: { clientX: x, clientY: x },
        }) as never;
      hook.result.current.pointer.onPointerDown(at(10, "pointerdown"));
      hook.result.current.pointer.onPointerMove(at(60, "pointermove"));
      hook.result.current.pointer.onPointerUp(at(90, "pointerup"));
    });
  return { hook, sent, answer, guess, draw, drawing: () => drawing };
}

describe("the drawer's undo and clear in a room", () => {
  it("'Desfazer' tapped before the stroke is stored undoes that stroke: at once on the phone, then in the game", () => {
    const t = table({ strokes: [stroke(0)], nextId: 1 });
    t.draw();
    expect(t.hook.result.current.strokes()).toHaveLength(2);
    expect(t.hook.result.current.canEdit()).toBe(true);
    act(() => t.hook.result.current.undo());
    expect(t.hook.result.current.strokes()).toHaveLength(1);
    // The undo waits for the stroke: sent on the same version, it would be refused as stale.
    expect(t.sent.map((s) => s.move.type)).toEqual(["stroke"]);
    expect(t.answer(0)).toBe("ok");
    expect(t.sent.map((s) => s.move.type)).toEqual(["stroke", "undo"]);
    expect(t.answer(1)).toBe("ok");
    expect(t.drawing().strokes.map((s) => s.id)).toEqual([0]);
    expect(t.sent).toHaveLength(2);
    expect(t.hook.result.current.strokes()).toHaveLength(1);
  });

  it("an undo that a guess beat to the server goes again on the new version, once", () => {
    const t = table({ strokes: [stroke(0), stroke(1)], nextId: 2 });
    act(() => t.hook.result.current.undo());
    t.guess();
    expect(t.answer(0)).toBe("STALE_MOVE");
    expect(t.sent.map((s) => s.move.type)).toEqual(["undo", "undo"]);
    expect(t.answer(1)).toBe("ok");
    t.guess();
    expect(t.drawing().strokes).toHaveLength(1);
    expect(t.sent).toHaveLength(2);
  });

  it("'Limpar' behind two strokes on their way clears everything, then nothing is left to undo", () => {
    const t = table({ strokes: [], nextId: 0 });
    expect(t.hook.result.current.canEdit()).toBe(false);
    act(() => t.hook.result.current.undo());
    expect(t.sent).toHaveLength(0);
    t.draw();
    t.draw();
    act(() => t.hook.result.current.clear());
    expect(t.hook.result.current.strokes()).toHaveLength(0);
    expect(t.hook.result.current.canEdit()).toBe(false);
    t.answer(0);
    t.answer(1);
    t.answer(2);
    expect(t.sent.map((s) => s.move.type)).toEqual(["stroke", "stroke", "clear"]);
    expect(t.drawing()).toEqual({ strokes: [], nextId: 2 });
  });

  it("a step the stored drawing shows is not drawn twice", () => {
    const stored = { strokes: [stroke(0), stroke(1)], nextId: 2 };
    const steps = [
      { kind: "stroke" as const, stroke: stroke(1) },
      { kind: "undo" as const, sentWith: null },
      { kind: "stroke" as const, stroke: stroke(2) },
    ];
    expect(drawnAfter(stored, steps).map((s) => s.id)).toEqual([0, 2]);
  });
});
