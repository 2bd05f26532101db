import { AUTH_REQUEST_TIMEOUT_MS } from "../shared/constants";
import { isApiErrorBody } from "../shared/errors";
import { catalogueCodeFor } from "./auth-errors";
import { finishPendingSignOut } from "./pending-sign-out";

/*
 * Signing in, up, and resetting a password: only the sign-in screens import this, so the error
 * catalogue and these requests stay out of the chunk every page loads (auth-client.ts keeps what
 * reading the session needs).
 */

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
