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

/** The identity always comes from the session cookie, never from a header the browser sets. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get("user");
  if (cached !== undefined) return cached;
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  const user = sessionUserOf(session?.user);
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
