import { detectEnvironment, isMobileUserAgent } from "./environment";
import { readString, removeKey, writeString } from "./safe-storage";

/** Local storage keys of spec section 3. */
export const SESSION_ID_KEY = "saideira_session_id";
export const DEV_SESSION_KEY = "dev_session";
export const AUTH_TIMESTAMP_KEY = "saideira_auth_timestamp";
export const GAME_ICONS_KEY = "gameIcons";
/** The last session answer (auth-client.ts); the landing reads it without the auth client. */
export const LAST_SESSION_KEY = "saideira_last_session";

/** A random id per browser: a correlation id for logs (x-user-id), never an identity. */
export function deviceSessionId(): string {
  const existing = readString(SESSION_ID_KEY);
  if (existing) return existing;
  const id = randomUuid();
  writeString(SESSION_ID_KEY, id);
  if (detectEnvironment(window.location.host) === "development") {
    writeString(DEV_SESSION_KEY, `dev-user-${id.slice(0, 8)}`);
  }
  return id;
}

/**
 * A version 4 UUID. `crypto.randomUUID` exists only on secure pages (https, localhost); a phone
 * opening the app over the party's wifi by IP (http://192.168.x.y:3000) has getRandomValues only.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext !== false)
    return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function rememberSignIn(): void {
  if (isMobileUserAgent(navigator.userAgent)) writeString(AUTH_TIMESTAMP_KEY, String(Date.now()));
}

export function forgetSignIn(): void {
  removeKey(AUTH_TIMESTAMP_KEY);
}
