import { SW_API_CACHE } from "../shared/constants";
import { ACCOUNT_DECKS_KEY } from "./decks/keys";
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
  removeKey(ACCOUNT_DECKS_KEY);
  try {
    if (typeof caches !== "undefined") await caches.delete(SW_API_CACHE);
  } catch {
    /* no Cache API (old browser, private mode): nothing was cached there */
  }
}
