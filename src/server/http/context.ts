import type { Context } from "hono";
import type { Auth } from "../auth";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import type { RoomsService } from "../rooms/service";
import type { FileStorage } from "../storage/file-storage";
import { forbidden, unauthenticated } from "./errors";

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  log: Logger;
  storage: FileStorage;
  /** Rooms of this instance; createApp makes an in-process one when none is given (tests). */
  rooms?: RoomsService;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
}

export type AppEnv = {
  Variables: { deps: AppDeps; requestId: string; user?: SessionUser | null };
};

/**
 * The session cookie's value as sent, or undefined without one. Sent twice, it is not used as a
 * cache key (which of the two better-auth verified would be a guess): "" sends the request to the
 * database without the cache.
 */
export function sessionCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return "";
    found = part.slice(eq + 1).trim();
  }
  return found;
}

/**
 * The identity always comes from the session cookie, never from a header the browser sets. A
 * session checked in the database in the last few seconds is taken from the session cache
 * (docs/decisions/026); without a session cookie there is nobody to look up.
 */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const known = c.get("user");
  if (known !== undefined) return known;
  const { auth } = c.var.deps;
  const token = sessionCookie(
    c.req.header("cookie"),
    (await auth.$context).authCookies.sessionToken.name,
  );
  let user: SessionUser | null = null;
  if (token !== undefined) {
    const cached = token ? auth.sessionCache.get(token) : undefined;
    if (cached) user = cached;
    else {
      const ticket = auth.sessionCache.ticket();
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      user = sessionUserOf(session?.user);
      if (token && user && session)
        auth.sessionCache.set(token, user, session.session.expiresAt, ticket);
    }
  }
  c.set("user", user);
  return user;
}

/** The fields the app uses of better-auth's user; a disabled (banned) user is nobody. */
export function sessionUserOf(value: unknown): SessionUser | null {
  const u = value as
    | { id: string; email: string; name: string; role?: string | null; banned?: boolean | null }
    | null
    | undefined;
  return u && !u.banned
    ? { id: u.id, email: u.email, name: u.name, role: u.role === "admin" ? "admin" : "user" }
    : null;
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw unauthenticated();
  return user;
}

export async function requireAdmin(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.role !== "admin") throw forbidden();
  return user;
}
