import { type DrinkMode, defaultPreferences, drinkModes } from "../shared/profile-values";
import type { Profile, ProfilePatch } from "../shared/schemas/profile";
import { api, HttpError, ok } from "./api";
import { storedValue } from "./stored-value";

/**
 * What a guest set in a game's gear (sound, vibration, sem álcool, 18+), kept apart from the copy
 * games read so the profile mirrored there on sign-in cannot overwrite it before it moves. It moves
 * once, into the first account signed in here, and only over a profile still at the defaults.
 */
const KEY = "saideira_guest_prefs";
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface GuestPrefs {
  sound: boolean;
  vibration: boolean;
  showAdult: boolean;
  drinkMode: DrinkMode;
}

// By hand, not zod: every game page reads this (issue 18).
function parseGuestPrefs(v: unknown): GuestPrefs | null {
  if (typeof v !== "object" || v === null) return null;
  const { sound, vibration, showAdult, drinkMode } = v as Record<string, unknown>;
  if (typeof sound !== "boolean" || typeof vibration !== "boolean") return null;
  if (typeof showAdult !== "boolean") return null;
  const mode = drinkModes.find((m) => m === drinkMode);
  return mode ? { sound, vibration, showAdult, drinkMode: mode } : null;
}

const store = storedValue(KEY, parseGuestPrefs, YEAR_MS);

export const pendingGuestPrefs = (): GuestPrefs | null => store.read();

export function rememberGuestPrefs(prefs: GuestPrefs): void {
  const { sound, vibration, showAdult, drinkMode } = prefs;
  store.write({ sound, vibration, showAdult, drinkMode });
}

export const forgetGuestPrefs = (): void => store.clear();

/** The guest's choices as the body a new or untouched profile takes. */
export function guestPrefsPatch(prefs: GuestPrefs): Required<Pick<ProfilePatch, "drinkMode">> & {
  preferences: Omit<GuestPrefs, "drinkMode">;
} {
  const { drinkMode, ...preferences } = prefs;
  return { drinkMode, preferences };
}

/** Nobody has touched these settings: the account has nothing to lose by taking the guest's. */
export const hasDefaultPrefs = (p: Profile): boolean =>
  p.drinkMode === "alcool" &&
  p.preferences.sound === defaultPreferences.sound &&
  p.preferences.vibration === defaultPreferences.vibration &&
  p.preferences.showAdult === defaultPreferences.showAdult;

/**
 * Moves the guest's settings into the signed-in profile once. Returns the updated profile, or null
 * when nothing moved (none pending, the profile already has its own, or offline: kept for later).
 */
export async function syncPrefs(profile: Profile): Promise<Profile | null> {
  const pending = pendingGuestPrefs();
  if (!pending) return null;
  if (!hasDefaultPrefs(profile)) {
    forgetGuestPrefs();
    return null;
  }
  try {
    const res = await ok(api.profile.$patch({ json: guestPrefsPatch(pending) }));
    forgetGuestPrefs();
    return res.profile;
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) forgetGuestPrefs();
    return null;
  }
}
