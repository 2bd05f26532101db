import { isApiErrorBody } from "../shared/errors";
import { readString, removeKey, writeString } from "./safe-storage";

/**
 * A sign-out the server has not confirmed yet (the phone was offline). Until it has, the httpOnly
 * session cookie still signs the previous user in, so nothing of the account may show and nothing
 * may be sent with that cookie before the sign-out itself (docs/decisions/021).
 */
const KEY = "saideira_sign_out_pending";

/** Kept here too when storage refuses the write (private mode, full quota). */
let inMemory = false;
const listeners = new Set<() => void>();
let finishing: Promise<boolean> | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

export function isSignOutPending(): boolean {
  return inMemory || readString(KEY) !== null;
}

/** Set before the request goes out: a reload or a crash meanwhile keeps the sign-out owed. */
export function markSignOutPending(): void {
  inMemory = !writeString(KEY, String(Date.now()));
  if (inMemory) removeKey(KEY);
  notify();
}

function clearSignOutPending(): void {
  inMemory = false;
  removeKey(KEY);
  notify();
}

/** For useSyncExternalStore; other tabs' changes arrive through the storage event. */
export function subscribeSignOutPending(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The server's own answer that no session is left: better-auth's `{ success: true }`, or its
 * refusal in the house shape when the cookie signs nobody in any more (expired, revoked). A 200
 * from anything else (a hotel wifi's login page) proves nothing; 408 and 429 say "try later".
 */
async function sessionEnded(res: Response): Promise<boolean> {
  const body: unknown = await res.json().catch(() => null);
  if (res.ok)
    return typeof body === "object" && body !== null && "success" in body && body.success === true;
  const final = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
  return final && isApiErrorBody(body);
}

/**
 * Sends the owed sign-out; true once the server has ended the session (or none was owed). Any
 * failure (offline, server down) keeps it owed. One request at a time.
 */
export function finishPendingSignOut(): Promise<boolean> {
  if (!isSignOutPending()) return Promise.resolve(true);
  finishing ??= (async () => {
    try {
      const res = await fetch("/api/auth/sign-out", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
        credentials: "include",
      });
      if (!(await sessionEnded(res))) return false;
      clearSignOutPending();
      return true;
    } catch {
      return false;
    } finally {
      finishing = null;
    }
  })();
  return finishing;
}
