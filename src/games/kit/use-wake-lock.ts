import { useEffect } from "react";

/** Keeps the screen on while a game is being played (Screen Wake Lock, where supported). */
export function useWakeLock(active = true): void {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      try {
        lock = await navigator.wakeLock.request("screen");
        if (cancelled) await lock.release();
      } catch {
        /* denied (battery saver, hidden tab): the game still works */
      }
    };
    const onVisible = () => {
      // The browser releases the lock when the tab is hidden; take it again on return.
      if (document.visibilityState === "visible" && (!lock || lock.released)) void acquire();
    };
    void acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
