import { useEffect } from "react";
import { readJson, writeJson } from "../../client/safe-storage";
import { useSession } from "../../client/session";
import {
  type DrinkMode,
  defaultPreferences,
  drinkModes,
  type Preferences,
} from "../../shared/schemas/profile";

export interface GamePrefs extends Preferences {
  drinkMode: DrinkMode;
}

const KEY = "saideira_game_prefs";
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

/** The profile's game preferences, remembered on the device so games keep them offline. */
export function useGamePrefs(): GamePrefs {
  const { profile } = useSession();
  const prefs: GamePrefs = profile
    ? { ...profile.preferences, drinkMode: profile.drinkMode }
    : (readJson(KEY, isPrefs) ?? { ...defaultPreferences, drinkMode: "alcool" });
  const serialised = JSON.stringify(prefs);
  useEffect(() => {
    if (profile) writeJson(KEY, JSON.parse(serialised));
  }, [profile, serialised]);
  return prefs;
}
