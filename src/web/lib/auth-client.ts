import { AUTH_REQUEST_TIMEOUT_MS } from "../../shared/constants";
import { catalogueCodeFor } from "./auth-errors";
import { readString, removeKey, writeString } from "./safe-storage";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  image?: string | null;
}

/** A sign-in failure carrying a catalogue code (see auth-errors.ts). */
export class AuthError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function authPost(path: string, body: unknown): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUTH_REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
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
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!res.ok) throw new AuthError(catalogueCodeFor(res.status, data?.code, data?.message));
  return data;
}

export const signInWithEmail = (email: string, password: string) =>
  authPost("/sign-in/email", { email, password, rememberMe: true });

export const signUpWithEmail = (email: string, password: string) =>
  authPost("/sign-up/email", { email, password, name: email.split("@")[0] ?? "Jogador" });

export const signOutRequest = () => authPost("/sign-out", {});

export async function fetchSession(): Promise<SessionUser | null> {
  const res = await offlineAware("/api/auth/get-session", LAST_SESSION_KEY);
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const data = (await res.json()) as { user?: SessionUser } | null;
  return data?.user ?? null;
}

export const LAST_SESSION_KEY = "saideira_last_session";
export const LAST_PROFILE_KEY = "saideira_last_profile";

/**
 * GET that remembers its last answer on the device, and serves it when the network is down,
 * so a reload at a party without signal keeps the user signed in and the games playable.
 */
export async function offlineAware(url: string, key: string): Promise<Response> {
  try {
    const res = await fetch(url, { credentials: "include" });
    if (res.ok || res.status === 401 || res.status === 404) {
      const text = await res.clone().text();
      if (res.ok) writeString(key, text);
      else removeKey(key);
    }
    return res;
  } catch (err) {
    const last = readString(key);
    if (last === null) throw err;
    return new Response(last, { status: 200, headers: { "content-type": "application/json" } });
  }
}

export function forgetOfflineCopies(): void {
  removeKey(LAST_SESSION_KEY);
  removeKey(LAST_PROFILE_KEY);
}
