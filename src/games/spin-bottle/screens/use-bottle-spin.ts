import { type PointerEvent, useEffect, useRef } from "react";
import type { Rng } from "../../../shared/random";
import {
  advanceSpin,
  angleDelta,
  clampSpinSpeed,
  DEFAULT_FRICTION,
  flickVelocity,
  normalizeAngle,
  type PointerSample,
  playerAtAngle,
  pointerAngle,
  SPIN_SPEED,
  type SpinState,
  STEP_MS,
  simulateSpin,
  tapVelocity,
} from "../logic";

/** Closer than this to the centre (px) the pointer's angle is too jumpy to follow. */
const DEAD_ZONE_PX = 16;
/** A release that moved less than this (px) and turned less than TAP_TURN_DEG is a tap. */
const TAP_MOVE_PX = 10;
const TAP_TURN_DEG = 6;
/** Samples older than this are never needed for the flick. */
const KEEP_MS = 250;

export interface SpinCallbacks {
  seats: number;
  enabled: boolean;
  reducedMotion: boolean;
  rng: Rng;
  /** The result is decided the moment the bottle leaves the hand. */
  onLaunch(finalAngle: number): void;
  /** The bottle passed from one seat's sector into another's. */
  onTick(): void;
  onLanded(finalAngle: number): void;
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
 * Flick and tap handling plus the requestAnimationFrame loop. The bottle's transform is written
 * straight to the element (no React render per frame); the loop runs the logic's fixed steps,
 * so it stops exactly on simulateSpin's angle.
 */
export function useBottleSpin(options: SpinCallbacks) {
  const bottle = useRef<HTMLDivElement>(null);
  const shadow = useRef<HTMLDivElement>(null);
  const angle = useRef(0);
  const drag = useRef<Drag | null>(null);
  const frame = useRef<number | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  function paint(a: number) {
    angle.current = a;
    const el = bottle.current;
    if (!el) return;
    el.style.transform = `rotate(${a}deg)`;
    el.dataset.angle = String(a);
    if (shadow.current) shadow.current.style.transform = `translate(3px, 4px) rotate(${a}deg)`;
  }

  function launch(velocity: number) {
    const o = latest.current;
    const start = normalizeAngle(angle.current);
    const final = simulateSpin(velocity, DEFAULT_FRICTION, start);
    const el = bottle.current;
    if (el) {
      // Read by the e2e tests: which spin this is and how fast it left the hand.
      el.dataset.launches = String(Number(el.dataset.launches ?? 0) + 1);
      el.dataset.velocity = String(Math.round(velocity));
    }
    o.onLaunch(final);
    if (o.reducedMotion) {
      paint(final);
      frame.current = requestAnimationFrame(() => latest.current.onLanded(final));
      return;
    }
    let state: SpinState = { angle: start, velocity };
    let t0: number | null = null;
    let done = 0;
    let seat = playerAtAngle(start, o.seats);
    const tick = (now: number) => {
      t0 ??= now;
      const target = Math.floor((now - t0) / STEP_MS);
      state = advanceSpin(state, target - done, DEFAULT_FRICTION);
      done = target;
      paint(state.angle);
      const s = playerAtAngle(state.angle, latest.current.seats);
      if (s !== seat) {
        seat = s;
        latest.current.onTick();
      }
      if (state.velocity !== 0) {
        frame.current = requestAnimationFrame(tick);
        return;
      }
      frame.current = null;
      paint(final);
      latest.current.onLanded(final);
    };
    frame.current = requestAnimationFrame(tick);
  }

  const spinRandom = () => {
    if (latest.current.enabled && !drag.current) launch(tapVelocity(latest.current.rng));
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
        return launch(tapVelocity(latest.current.rng));
      }
      const measured = flickVelocity(d.samples, e.timeStamp);
      const v = measured !== 0 ? measured : Math.sign(d.turn) * SPIN_SPEED.min;
      launch(clampSpinSpeed(v));
    },
    onPointerCancel(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (d?.pointerId !== e.pointerId) return;
      drag.current = null;
      paint(d.startAngle);
    },
  };

  return { bottle, shadow, angle, handlers, spinRandom, paint };
}
