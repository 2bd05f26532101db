import { detectEnvironment, isMobileUserAgent } from "./environment";
import { readString, removeKey, writeString } from "./safe-storage";

/** Local storage keys of spec section 3. */
export const SESSION_ID_KEY = "saideira_session_id";
export const DEV_SESSION_KEY = "dev_session";
export const AUTH_TIMESTAMP_KEY = "saideira_auth_timestamp";
export const GAME_ICONS_KEY = "gameIcons";

/** A random id per browser: a correlation id for logs (x-user-id), never an identity. */
export function deviceSessionId(): string {
  const existing = readString(SESSION_ID_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeString(SESSION_ID_KEY, id);
  if (detectEnvironment(window.location.host) === "development") {
    writeString(DEV_SESSION_KEY, `dev-user-${id.slice(0, 8)}`);
  }
  return id;
}

export function rememberSignIn(): void {
  if (isMobileUserAgent(navigator.userAgent)) writeString(AUTH_TIMESTAMP_KEY, String(Date.now()));
}

export function forgetSignIn(): void {
  removeKey(AUTH_TIMESTAMP_KEY);
}
