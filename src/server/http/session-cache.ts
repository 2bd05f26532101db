import type { SessionUser } from "./context";

/**
 * How long this process trusts a session it has checked in the database without checking again
 * (docs/decisions/026). Revocations made through this process (sign-out, password reset, admin
 * disable, role change, ADMIN_EMAILS verification, account deletion) take effect at once; ones made
 * by another instance or process (several servers on one PostgreSQL, `npm run admin`) within this.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** Sessions remembered at most; past it the oldest go (they are read from the database again). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  /** Date.now() after which the entry is checked in the database again. */
  until: number;
}

/**
 * Who a session cookie belongs to, remembered for a few seconds so that an authenticated request
 * costs no database round trip. Keyed by the signed cookie value exactly as better-auth verified
 * it. Only sessions that were valid are remembered (an invalid cookie is never stored), so the map
 * cannot be filled by strangers.
 *
 * A lookup that started before an invalidation is not stored when it ends (`ticket`): a request
 * that read a session just before sign-out cannot put it back after the sign-out emptied the cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): SessionUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  /** Taken before reading the session from the database; hand it to `set` afterwards. */
  ticket(): number {
    return this.generation;
  }

  set(token: string, user: SessionUser, sessionExpiresAt: Date, ticket: number): void {
    if (ticket !== this.generation || this.ttlMs <= 0) return;
    const until = Math.min(this.now() + this.ttlMs, sessionExpiresAt.getTime());
    if (until <= this.now()) return;
    this.entries.delete(token);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { user, until });
  }

  /** After a change to this user's sessions or account (role, ban, name, deletion). */
  forgetUser(userId: string): void {
    this.generation++;
    for (const [token, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(token);
  }

  /** After anything through better-auth that may end sessions: every session is checked again. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
