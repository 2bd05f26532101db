import { lt } from "drizzle-orm";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import type { Db } from "../db/client";
import { deleteStaleHits } from "../db/rate-limits";
import { readCaches } from "../db/read-cache";
import { gameSessions } from "../db/schema";
import type { Logger } from "../log";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes game sessions idle for more than SESSION_TTL_HOURS (their players go by cascade) in a
 * single DELETE, so several instances may run it at once: each row is removed exactly once.
 * Returns how many sessions this call removed.
 */
export async function cleanupStaleSessions(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_TTL_HOURS * HOUR_MS);
  const deleted = await db
    .delete(gameSessions)
    .where(lt(gameSessions.lastActive, cutoff))
    .returning({ id: gameSessions.id });
  const cache = readCaches(db)?.sessions;
  for (const { id } of deleted) cache?.forget(id);
  return deleted.length;
}

/**
 * Runs the cleanup now and then every hour; the timer never keeps the process alive. The returned
 * function stops the timer and waits for a run in progress, so the database can close after it.
 * It also deletes the app's rate-limit counters (`write:`, `room:`) whose window started more than
 * `rateLimitKeepMs` ago (at least the longest window): one row per address and user otherwise
 * stays forever.
 */
export function startCleanupJob(
  db: Db,
  log: Logger,
  intervalMs = HOUR_MS,
  rateLimitKeepMs = 24 * HOUR_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return; // the previous run is still going: skip this tick
    running = cleanupStaleSessions(db)
      .then(async (removed) => {
        if (removed > 0) log.info("stale game sessions removed", { removed });
        const counters = await deleteStaleHits(db, rateLimitKeepMs);
        if (counters > 0) log.info("stale rate-limit counters removed", { removed: counters });
      })
      .catch((err: unknown) => {
        log.error("game session cleanup failed", { err: String(err) });
      })
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
