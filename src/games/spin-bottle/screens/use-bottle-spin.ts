import { type PointerEvent, useEffect, useRef } from "react";
import {
  advanceSpin,
  angleDelta,
  DEFAULT_FRICTION,
  flickVelocity,
  normalizeAngle,
  type PointerSample,
  pointerAngle,
  type SpinState,
  STEP_MS,
  seatCrossings,
  TICK_GAP_STEPS,
  velocityForTravel,
} from "../physics";

/** Closer than this to the centre (px) the pointer's angle is too jumpy to follow. */
const DEAD_ZONE_PX = 16;
/** A release that moved less than this (px) and turned less than TAP_TURN_DEG is a tap. */
const TAP_MOVE_PX = 10;
const TAP_TURN_DEG = 6;
/** Samples older than this are never needed for the flick. */
const KEEP_MS = 250;

/** Where the game says the bottle rests, and how the last spin got there. */
export interface BottleRest {
  angle: number;
  direction: 1 | -1;
  turns: number;
}

export interface SpinCallbacks {
  seats: number;
  enabled: boolean;
  reducedMotion: boolean;
  rest: BottleRest;
  /** A spin of ours was accepted: turn toward `rest` (else it is shown as it is). */
  animate: boolean;
  /** The bottle left the hand this way; false when the game did not take the spin. */
  onRelease(direction: 1 | -1): boolean;
  /** The bottle passed from one seat's sector into another's. */
  onTick(): void;
  onLanded(): void;
}

interface Drag {
  pointerId: number;
  cx: number;
  cy: number;
  samples: PointerSample[];
  startAngle: number;
  turn: number;
  moved: number;
}

/**
 * Flick and tap handling plus the requestAnimationFrame loop. The game decided where the bottle
 * stops before it moves; a release only says which way it turns. The loop runs the physics'
 * fixed steps at the speed that travels to the result, then rests exactly on it. The transform
 * is written straight to the element (no React render per frame).
 */
export function useBottleSpin(options: SpinCallbacks) {
  const bottle = useRef<HTMLDivElement>(null);
  const shadow = useRef<HTMLDivElement>(null);
  const angle = useRef(0);
  const drag = useRef<Drag | null>(null);
  const frame = useRef<number | null>(null);
  const latest = useRef(options);
  latest.current = options;

  function paint(a: number) {
    angle.current = a;
    const el = bottle.current;
    if (!el) return;
    el.style.transform = `rotate(${a}deg)`;
    el.dataset.angle = String(a);
    if (shadow.current) shadow.current.style.transform = `translate(3px, 4px) rotate(${a}deg)`;
  }

  function turnTo({ angle: target, direction, turns }: BottleRest) {
    const start = angle.current;
    const travel = turns * 360 + normalizeAngle(direction * (target - start));
    const final = start + direction * travel;
    const velocity = direction * velocityForTravel(travel, DEFAULT_FRICTION);
    const el = bottle.current;
    if (el) {
      // Read by the e2e tests: which spin this is and how fast it left the hand.
      el.dataset.launches = String(Number(el.dataset.launches ?? 0) + 1);
      el.dataset.velocity = String(Math.round(velocity));
    }
    if (latest.current.reducedMotion) {
      paint(final);
      frame.current = requestAnimationFrame(() => latest.current.onLanded());
      return;
    }
    let state: SpinState = { angle: start, velocity };
    // The ticks are known before the bottle moves: a pure function of the launch (tested).
    const ticks = seatCrossings(state, latest.current.seats, TICK_GAP_STEPS);
    let nextTick = 0;
    let t0: number | null = null;
    let done = 0;
    const tick = (now: number) => {
      t0 ??= now;
      const target = Math.floor((now - t0) / STEP_MS);
      state = advanceSpin(state, target - done, DEFAULT_FRICTION);
      done = target;
      paint(state.angle);
      let passed = false;
      while (nextTick < ticks.length && (ticks[nextTick] as number) <= done) {
        nextTick += 1;
        passed = true;
      }
      // A slow frame that skipped over several edges sounds one tick, not a burst.
      if (passed) latest.current.onTick();
      if (state.velocity !== 0) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      frame.current = null;
      paint(final);
      latest.current.onLanded();
    };
    frame.current = requestAnimationFrame(tick);
  }

  // A new result of our spin turns the bottle toward it; otherwise (a reload) it just rests there.
  const { animate } = options;
  const { angle: restAngle, direction, turns } = options.rest;
  // biome-ignore lint/correctness/useExhaustiveDependencies: paint and turnTo only touch refs
  useEffect(() => {
    if (animate) turnTo({ angle: restAngle, direction, turns });
    // Already resting there after its own spin: keep the turned angle (no jump back a few turns).
    else if (frame.current === null && Math.abs(angleDelta(angle.current, restAngle)) > 1e-6)
      paint(restAngle);
  }, [restAngle, direction, turns, animate]);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const release = (direction: 1 | -1, from: number) => {
    if (!latest.current.onRelease(direction)) paint(from);
  };

  const spinRandom = () => {
    if (latest.current.enabled && !drag.current) release(1, angle.current);
  };

  const sample = (e: PointerEvent, d: Pick<Drag, "cx" | "cy">): PointerSample => ({
    x: e.clientX - d.cx,
    y: e.clientY - d.cy,
    t: e.timeStamp,
  });

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (!latest.current.enabled || drag.current) return;
      if (e.pointerType === "mouse" && e.button !== 0) return;
      const r = e.currentTarget.getBoundingClientRect();
      const centre = { cx: r.left + r.width / 2, cy: r.top + r.height / 2 };
      const first = sample(e, centre);
      const far = Math.hypot(first.x, first.y) >= DEAD_ZONE_PX;
      drag.current = {
        pointerId: e.pointerId,
        ...centre,
        samples: far ? [first] : [],
        startAngle: angle.current,
        turn: 0,
        moved: 0,
      };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (d?.pointerId !== e.pointerId) return;
      const s = sample(e, d);
      const origin = d.samples[0];
      if (origin) d.moved = Math.max(d.moved, Math.hypot(s.x - origin.x, s.y - origin.y));
      if (Math.hypot(s.x, s.y) < DEAD_ZONE_PX) return;
      const prev = d.samples[d.samples.length - 1];
      if (prev) d.turn += angleDelta(pointerAngle(prev.x, prev.y), pointerAngle(s.x, s.y));
      d.samples.push(s);
      while ((d.samples[0]?.t ?? s.t) < s.t - KEEP_MS) d.samples.shift();
      // The bottle follows the finger while it is held.
      paint(d.startAngle + d.turn);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (d?.pointerId !== e.pointerId) return;
      drag.current = null;
      if (d.moved < TAP_MOVE_PX && Math.abs(d.turn) < TAP_TURN_DEG) {
        paint(d.startAngle);
        return release(1, d.startAngle);
      }
      // The flick only says which way the bottle turns: where it stops is the game's draw.
      const measured = flickVelocity(d.samples, e.timeStamp);
      release((measured !== 0 ? measured : d.turn) < 0 ? -1 : 1, d.startAngle);
    },
    onPointerCancel(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (d?.pointerId !== e.pointerId) return;
      drag.current = null;
      paint(d.startAngle);
    },
  };

  return { bottle, shadow, handlers, spinRandom };
}
