import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type Counted, countHits } from "../db/rate-limits";
import { clientIp } from "../routes/auth";
import { type AppEnv, currentUser } from "./context";
import { errorBody } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Refusals remembered in memory at most; past it the oldest go (the database still counts). */
const REMEMBERED_MAX = 10_000;
/**
 * A refused client with more requests than this in flight at once, or refused on more connections
 * than a browser opens to one site within a second, is hammering: its refusals are held HOLD_MS
 * before they are answered, so a client waiting for answers slows to one request a second per
 * connection instead of costing the server thousands of refusals. One at a time (a phone, a
 * test) is answered at once. In flight alone missed it: a refusal from memory is answered within
 * one turn of the event loop, so fifty connections' requests never overlap there.
 */
const HAMMERING_IN_FLIGHT = 4;
const HAMMERING_CONNECTIONS = 6;
const HOLD_MS = 1000;

/** The connection a request came on (one name for all of them in app.request() tests). */
function connectionOf(c: Context): string {
  try {
    const { address, port } = getConnInfo(c).remote;
    return `${address}:${port}`;
  } catch {
    return "";
  }
}

export const RATE_LIMITED_MESSAGE =
  "Muitas ações em pouco tempo. Espere alguns segundos e tente de novo.";

/** better-auth's session cookie (with or without the __Secure- prefix): its value names the session. */
function sessionToken(c: Context): string | undefined {
  for (const [name, value] of Object.entries(getCookie(c)))
    if (name.endsWith("session_token")) return value;
  return undefined;
}

/** Windows counted in memory, one map per PGlite database (every app on it shares the count). */
const pgliteWindows = new WeakMap<Database, Map<string, { start: number; count: number }>>();

/**
 * The same fixed window, counted in memory: PGlite's data directory opens in one process only, so
 * this process sees every write, and a statement on PGlite runs on the server's own thread (the
 * costliest part of a write under load, docs/decisions/032). Keys whose window ended are dropped
 * once the map is large.
 */
function countWriteInMemory(database: Database, keys: string[], windowMs: number): Counted[] {
  const windows = pgliteWindows.get(database) ?? new Map();
  pgliteWindows.set(database, windows);
  const now = Date.now();
  if (windows.size > 50_000)
    for (const [k, w] of windows) if (w.start <= now - windowMs) windows.delete(k);
  return keys.map((key) => {
    const open = windows.get(key);
    const w = open && open.start > now - windowMs ? open : { start: now, count: 0 };
    windows.set(key, w);
    w.count += 1;
    return { key, count: w.count, resetInMs: Math.max(0, w.start + windowMs - now) };
  });
}

function countWrite(c: Context<AppEnv>, keys: string[], windowMs: number): Promise<Counted[]> {
  const { database } = c.var.deps;
  return database.kind === "pglite"
    ? Promise.resolve(countWriteInMemory(database, keys, windowMs))
    : countHits(database.db, keys, windowMs);
}

/**
 * Per-user and per-address limits on the app's writes (better-auth limits its own endpoints).
 * Over either, 429 with Retry-After until the window ends. The count lives in the database so it
 * holds across instances; each instance also remembers a refusal until its window ends, so a
 * client hammering past the limit is answered from memory, without a database round trip (the
 * count only grows within a window, so the remembered answer cannot be wrong).
 */
export function writeLimit(limit: Config["writeRateLimit"]): MiddlewareHandler<AppEnv> {
  const windowMs = limit.windowSec * 1000;
  /** `ip:…` or `session:…` → local time (ms) until which writes are refused. */
  const refusedUntil = new Map<string, number>();

  const remember = (key: string, until: number) => {
    refusedUntil.delete(key);
    refusedUntil.set(key, until);
    if (refusedUntil.size <= REMEMBERED_MAX) return;
    const now = Date.now();
    for (const [k, t] of refusedUntil) if (t <= now) refusedUntil.delete(k);
    const oldest = refusedUntil.keys().next();
    if (refusedUntil.size > REMEMBERED_MAX && !oldest.done) refusedUntil.delete(oldest.value);
  };

  const refuse = (c: Context<AppEnv>, until: number) => {
    c.header("retry-after", String(Math.max(1, Math.ceil((until - Date.now()) / 1000))));
    return c.json(errorBody("RATE_LIMITED", RATE_LIMITED_MESSAGE), 429);
  };

  /** The connections each refused key was refused on, in the current second. */
  const refusedOn = new Map<string, { second: number; connections: Set<string> }>();
  const onManyConnections = (key: string, connection: string) => {
    const second = Math.floor(Date.now() / 1000);
    let seen = refusedOn.get(key);
    if (seen?.second !== second) {
      if (refusedOn.size >= REMEMBERED_MAX)
        for (const [k, v] of refusedOn) if (v.second !== second) refusedOn.delete(k);
      seen = { second, connections: new Set() };
      refusedOn.set(key, seen);
    }
    seen.connections.add(connection);
    return seen.connections.size > HAMMERING_CONNECTIONS;
  };

  /** Requests of each `ip:…` / `session:…` key being answered right now. */
  const inFlight = new Map<string, number>();
  const enter = (key: string) => inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
  const leave = (key: string) => {
    const n = (inFlight.get(key) ?? 1) - 1;
    if (n > 0) inFlight.set(key, n);
    else inFlight.delete(key);
  };

  const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const ip = clientIp(c);
    const token = sessionToken(c);
    const now = Date.now();
    for (const key of [`ip:${ip}`, token ? `session:${token}` : null]) {
      if (!key) continue;
      const until = refusedUntil.get(key);
      if (until === undefined) continue;
      if (until <= now) {
        refusedUntil.delete(key);
        continue;
      }
      const many = onManyConnections(key, connectionOf(c));
      if (many || (inFlight.get(key) ?? 0) > HAMMERING_IN_FLIGHT)
        await new Promise((r) => setTimeout(r, Math.min(HOLD_MS, until - now)));
      return refuse(c, until);
    }
    const user = await currentUser(c);
    if (!user) return next(); // the route answers 401: nothing to count
    const userKey = `write:user:${user.id}`;
    const ipKey = `write:ip:${ip}`;
    // One upsert counts both (the counter room limits use too, src/server/db/rate-limits.ts).
    const counted = await countWrite(c, [userKey, ipKey], windowMs);
    let until = 0;
    for (const row of counted) {
      const max = row.key === userKey ? limit.userMax : limit.ipMax;
      if (row.count <= max) continue;
      const end = Date.now() + row.resetInMs;
      until = Math.max(until, end);
      remember(row.key === userKey ? `session:${token}` : `ip:${ip}`, end);
    }
    if (until > 0) return refuse(c, until);
    return next();
  };

  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const keys = [`ip:${clientIp(c)}`];
    const token = sessionToken(c);
    if (token) keys.push(`session:${token}`);
    for (const key of keys) enter(key);
    try {
      return await limited(c, next);
    } finally {
      for (const key of keys) leave(key);
    }
  };
}
