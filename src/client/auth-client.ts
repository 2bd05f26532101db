import { AUTH_REQUEST_TIMEOUT_MS, SW_API_CACHE } from "../shared/constants";
import { isApiErrorBody } from "../shared/errors";
import { catalogueCodeFor } from "./auth-errors";
import { LAST_SESSION_KEY } from "./device-keys";
import { clearOutbox } from "./outbox";
import { finishPendingSignOut } from "./pending-sign-out";
import { readString, removeKey, writeString } from "./safe-storage";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  image?: string | null;
}

/** A sign-in failure carrying a catalogue code (see auth-errors.ts), or the server's own words. */
export class AuthError extends Error {
  constructor(
    readonly code: string,
    /** Set when the server answered the house error shape with a Portuguese message. */
    readonly serverMessage?: string,
  ) {
    super(code);
  }
}

async function send(path: string, body: unknown): Promise<Response> {
  // A new sign-in replaces the cookie: the previous user's owed sign-out must end their session first.
  await finishPendingSignOut();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUTH_REQUEST_TIMEOUT_MS);
  try {
    return await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
      signal: controller.signal,
    });
  } catch {
    throw new AuthError(controller.signal.aborted ? "auth/timeout" : "auth/network-request-failed");
  } finally {
    clearTimeout(timer);
  }
}

/** Sign-in routes answer errors in the house shape {"error":{code,message}}: code picks the catalogue's text. */
async function authPost(path: string, body: unknown): Promise<unknown> {
  const res = await send(path, body);
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // routes/auth.ts answers every /api/auth failure in the house shape (inHouseShape).
    const error = isApiErrorBody(data) ? data.error : undefined;
    const code = catalogueCodeFor(res.status, error?.code, error?.message);
    // The server knows its PUBLIC_URL (a prerendered page does not): its words name the address.
    throw new AuthError(code, code === "auth/invalid-origin" ? error?.message : undefined);
  }
  return data;
}

/** 'Esqueci minha senha' routes answer {"error":{code,message}} with a message ready to show. */
async function resetPost(path: string, body: unknown): Promise<void> {
  const res = await send(path, body);
  if (res.ok) return;
  const data: unknown = await res.json().catch(() => null);
  if (isApiErrorBody(data)) throw new AuthError(data.error.code, data.error.message);
  throw new AuthError(catalogueCodeFor(res.status, undefined));
}

export const requestPasswordReset = (email: string) =>
  resetPost("/request-password-reset", { email });

export const resetPassword = (token: string, newPassword: string) =>
  resetPost("/reset-password", { token, newPassword });

export const signInWithEmail = (email: string, password: string) =>
  authPost("/sign-in/email", { email, password, rememberMe: true });

export const signUpWithEmail = (email: string, password: string) =>
  authPost("/sign-up/email", { email, password, name: nameFromEmail(email) });

/** The server holds names to the profile's rules (trimmed, 1 to 40 characters). */
function nameFromEmail(email: string): string {
  return (email.split("@")[0] ?? "").trim().slice(0, 40).trim() || "Jogador";
}

export async function fetchSession(): Promise<SessionUser | null> {
  // With a sign-out owed, the cookie still names the previous user: nobody until it went out.
  if (!(await finishPendingSignOut())) return null;
  // better-auth's own endpoint: outside the typed routes (routes/auth.ts hands it all of /api/auth).
  const res = await offlineAware(
    () => fetch("/api/auth/get-session", { credentials: "include" }),
    LAST_SESSION_KEY,
    isSessionBody,
  );
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const data = (await res.json()) as { user?: SessionUser } | null;
  return data?.user ?? null;
}

export { LAST_SESSION_KEY };
export const LAST_PROFILE_KEY = "saideira_last_profile";

/**
 * GET that remembers its last answer on the device, and serves it when the network is down,
 * so a reload at a party without signal keeps the user signed in and the games playable.
 * A stored copy that `isValid` refuses (garbage on the device) counts as none.
 */
export async function offlineAware<R extends Pick<Response, "ok" | "status" | "clone">>(
  request: () => Promise<R>,
  key: string,
  isValid: (body: unknown) => boolean,
): Promise<R> {
  try {
    const res = await request();
    if (res.ok || res.status === 401 || res.status === 404) {
      const text = await res.clone().text();
      if (res.ok) writeString(key, text);
      else removeKey(key);
    }
    return res;
  } catch (err) {
    const last = readString(key);
    if (last === null || !isValid(parseOrUndefined(last))) throw err;
    const copy = new Response(last, {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    // The stored copy is this request's own earlier 200 answer, checked again by isValid.
    return copy as unknown as R;
  }
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** What get-session answers: null, or a user with an id (a stored copy may be anything). */
export function isSessionBody(v: unknown): boolean {
  return v === null || (isRecord(v) && isRecord(v.user) && typeof v.user.id === "string");
}

/**
 * Forgets the signed-in user's copies on this device, the service worker's included: after a
 * sign-out, an offline reload on a shared phone must not bring the last user back.
 */
export async function forgetOfflineCopies(): Promise<void> {
  removeKey(LAST_SESSION_KEY);
  removeKey(LAST_PROFILE_KEY);
  clearOutbox();
  try {
    if (typeof caches !== "undefined") await caches.delete(SW_API_CACHE);
  } catch {
    /* no Cache API (old browser, private mode): nothing was cached there */
  }
}
