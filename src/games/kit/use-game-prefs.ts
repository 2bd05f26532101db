import { useCallback, useEffect, useSyncExternalStore } from "react";
import { rememberGuestPrefs } from "../../client/device-prefs";
import { useUpdateProfile } from "../../client/profile-api";
import { readJson, writeJson } from "../../client/safe-storage";
import { useSession } from "../../client/session";
import {
  type DrinkMode,
  defaultPreferences,
  drinkModes,
  type Preferences,
} from "../../shared/profile-values";

export interface GamePrefs extends Preferences {
  drinkMode: DrinkMode;
}

const KEY = "saideira_game_prefs";
const CHANGED = "saideira-prefs-changed";
const isPrefs = (v: unknown): v is GamePrefs => {
  const p = v as Record<string, unknown> | null;
  return (
    typeof p === "object" &&
    p !== null &&
    drinkModes.includes(p.drinkMode as DrinkMode) &&
    (Object.keys(defaultPreferences) as (keyof Preferences)[]).every(
      (k) => typeof p[k] === "boolean",
    )
  );
};
const guestDefaults: GamePrefs = { ...defaultPreferences, drinkMode: "alcool" };

// The stored copy as a string, so useSyncExternalStore sees a stable value between changes.
const snapshot = () => JSON.stringify(readJson(KEY, isPrefs) ?? guestDefaults);
function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => e.key === KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function storeOnDevice(prefs: GamePrefs): void {
  writeJson(KEY, prefs);
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The game preferences: the profile's when signed in (remembered on the device so games keep
 * them offline), the device's for a guest.
 */
export function useGamePrefs(): GamePrefs {
  const { profile } = useSession();
  const device = useSyncExternalStore(subscribe, snapshot, () => JSON.stringify(guestDefaults));
  const prefs: GamePrefs = profile
    ? { ...profile.preferences, drinkMode: profile.drinkMode }
    : (JSON.parse(device) as GamePrefs);
  const serialised = JSON.stringify(prefs);
  useEffect(() => {
    if (profile && serialised !== snapshot()) storeOnDevice(JSON.parse(serialised));
  }, [profile, serialised]);
  return prefs;
}

/** Changes preferences from inside a game: on the device, and on the profile when signed in. */
export function useSetGamePrefs(): (patch: Partial<GamePrefs>) => void {
  const { profile } = useSession();
  const update = useUpdateProfile();
  return useCallback(
    (patch) => {
      const current = profile
        ? { ...profile.preferences, drinkMode: profile.drinkMode }
        : (JSON.parse(snapshot()) as GamePrefs);
      const next = { ...current, ...patch };
      storeOnDevice(next);
      // A guest's choice waits apart to move into the first account signed in here.
      if (!profile) return rememberGuestPrefs(next);
      const { drinkMode, ...preferences } = next;
      update.mutate({ drinkMode, preferences });
    },
    [profile, update],
  );
}
