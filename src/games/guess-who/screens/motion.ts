import { useEffect, useRef, useState } from "react";
import { detectTilt, initialTilt, type TiltEvent } from "../tilt";

type PermissionState = "granted" | "denied";
type OrientationCtor = { requestPermission?: () => Promise<PermissionState> };

/**
 * iOS 13+ sends orientation events only after asking, and only when asked from a tap: call this
 * first thing in the tap handler. Other browsers need no permission.
 */
export function requestMotionPermission(): Promise<PermissionState | "not-needed"> {
  if (typeof window === "undefined" || !("DeviceOrientationEvent" in window)) {
    return Promise.resolve("not-needed");
  }
  const ctor = window.DeviceOrientationEvent as unknown as OrientationCtor;
  if (typeof ctor.requestPermission !== "function") return Promise.resolve("not-needed");
  return ctor.requestPermission().catch((): PermissionState => "denied");
}

/**
 * While active, turns orientation samples into tilt gestures. Each activation starts disarmed, so
 * the phone has to reach the forehead first. Returns whether the sensor has sent real data.
 */
export function useTilt(active: boolean, onTilt: (event: TiltEvent) => void): boolean {
  const callback = useRef(onTilt);
  const [live, setLive] = useState(false);
  useEffect(() => {
    callback.current = onTilt;
  });
  useEffect(() => {
    if (!active || typeof window === "undefined") return;
    let state = initialTilt;
    const onOrientation = (e: DeviceOrientationEvent) => {
      if (e.beta !== null && e.gamma !== null) setLive(true);
      const result = detectTilt(state, { beta: e.beta, gamma: e.gamma });
      state = result.state;
      if (result.event) callback.current(result.event);
    };
    window.addEventListener("deviceorientation", onOrientation);
    return () => window.removeEventListener("deviceorientation", onOrientation);
  }, [active]);
  return live;
}

/** While active, reads the clock every `intervalMs` and hands the time to `onTick`; returns it. */
export function useClock(active: boolean, onTick: (now: number) => void, intervalMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const run = () => {
      const t = Date.now();
      setNow(t);
      onTick(t);
    };
    run();
    const id = setInterval(run, intervalMs);
    return () => clearInterval(id);
  }, [active, onTick, intervalMs]);
  return now;
}

/** While active, ArrowDown answers 'acertou' and ArrowUp 'passou' (desktop and keyboards). */
export function useArrowKeys(active: boolean, onAnswer: (answer: TiltEvent) => void): void {
  const callback = useRef(onAnswer);
  useEffect(() => {
    callback.current = onAnswer;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
      e.preventDefault();
      callback.current(e.key === "ArrowDown" ? "acertou" : "passou");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [active]);
}
