import type { Logger } from "../log";
import type { RoomsService } from "../rooms/service";

const TICK_MS = 15_000;

/**
 * The rooms' periodic work (RoomsService.tick): heartbeat, presence sweep, idle rooms closed
 * after 12 hours, closed rooms deleted. Every instance runs it; each change is a versioned write,
 * so two instances sweeping the same room change it once. The timer never keeps the process alive.
 */
export function startRoomsJob(
  rooms: RoomsService,
  log: Logger,
  intervalMs = TICK_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = rooms
      .tick()
      .then(({ swept, closed }) => {
        if (swept || closed) log.debug("rooms swept", { swept, closed });
      })
      .catch((err: unknown) => log.error("rooms job failed", { err: String(err) }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
