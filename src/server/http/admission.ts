/**
 * Admission of requests into the app, a few per turn of the event loop (decision 053).
 *
 * Node accepts one new connection per turn of its event loop (libuv/libuv#3696). When a turn runs
 * every request that arrived on a hundred kept-alive connections, it lasts 100-200 ms, and a
 * burst of new phones waits seconds in the kernel's accept queue before its first byte is read.
 * Here each request waits its turn in a FIFO, and each turn starts only as many as keep the turn
 * near TARGET_TURN_MS (halved after a long turn, one more after a short one), so the loop comes
 * back to accept() often and a new connection queues with everyone else, in order.
 */

/** How long a loop turn may last while requests queue (the accept queue's step). */
export const TARGET_TURN_MS = 8;
const MAX_PER_TURN = 64;

export interface Admission {
  /** Resolves when the request may start. */
  admit(): Promise<void>;
  /** Requests waiting now. */
  waiting(): number;
}

export function createAdmission(now: () => number = () => performance.now()): Admission {
  const queue: (() => void)[] = [];
  let scheduled = false;
  let perTurn = MAX_PER_TURN;
  // When the last drain ran, if it left requests waiting (a drain after idle has no turn to judge).
  let backlogSince: number | null = null;

  const drain = () => {
    scheduled = false;
    const at = now();
    if (backlogSince !== null) {
      const turn = at - backlogSince;
      perTurn =
        turn > TARGET_TURN_MS ? Math.max(1, perTurn >> 1) : Math.min(MAX_PER_TURN, perTurn + 1);
    }
    for (let i = 0; i < perTurn && queue.length > 0; i++) queue.shift()?.();
    if (queue.length === 0) {
      backlogSince = null;
      return;
    }
    backlogSince = at;
    scheduled = true;
    setImmediate(drain);
  };

  return {
    admit() {
      return new Promise<void>((resolve) => {
        queue.push(resolve);
        if (scheduled) return;
        scheduled = true;
        setImmediate(drain);
      });
    },
    waiting: () => queue.length,
  };
}
