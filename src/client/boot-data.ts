import type { Profile } from "../shared/schemas/profile";
import { LAST_PROFILE_KEY, LAST_SESSION_KEY, type SessionUser } from "./auth-client";
import { isSignOutPending } from "./pending-sign-out";
import { writeString } from "./safe-storage";

interface BootData {
  /** null: nobody is signed in (a guest's page: the server saw no session cookie). */
  user: SessionUser | null;
  profile: Profile | null;
}

let boot: Partial<BootData> | null = null;
let read = false;

/** The server's `<script type="application/json" id="boot-data">` on signed-in pages, once. */
function load(): Partial<BootData> {
  if (read) return boot ?? {};
  read = true;
  const el = typeof document === "undefined" ? null : document.getElementById("boot-data");
  if (!el?.textContent) return {};
  // The server still saw the previous user's cookie: their data must not show (pending-sign-out.ts).
  if (isSignOutPending()) {
    el.remove();
    return {};
  }
  try {
    const data = JSON.parse(el.textContent) as BootData;
    if (data?.user === null) {
      // A guest's page (decision 056): the same copy the session's answer would have left.
      boot = { user: null, profile: null };
      writeString(LAST_SESSION_KEY, "null");
    } else if (typeof data?.user?.id === "string") {
      boot = data;
      // The same copies a fetch would have left, for an offline reload later.
      writeString(LAST_SESSION_KEY, JSON.stringify({ user: data.user }));
      if (data.profile) writeString(LAST_PROFILE_KEY, JSON.stringify({ profile: data.profile }));
    }
  } catch {
    console.warn("[saideira] unreadable boot data ignored");
  }
  el.remove();
  return boot ?? {};
}

/**
 * What the page was served with, each part handed out only once: after a sign-out and another
 * sign-in, the queries start again and must ask the server, not reuse the first user's copy.
 */
export function takeBootUser(): SessionUser | null | undefined {
  const data = load();
  const user = data.user;
  delete data.user;
  return user;
}

export function takeBootProfile(): Profile | null | undefined {
  const data = load();
  if (!("profile" in data)) return undefined;
  const profile = data.profile;
  delete data.profile;
  return profile;
}
