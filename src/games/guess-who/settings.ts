import { loadSettings, saveSettings } from "../../client/players-store";
import { normaliseThemes } from "./deck";
import { defaultGuessWhoSettings, type GuessWhoSettings, isRounds } from "./logic";
import { manifest } from "./manifest";
import { isGuessWhoSettings } from "./state";

export { isGuessWhoSettings } from "./state";

/** Known themes in the picker's order; none at all falls back to the defaults. */
export function normaliseSettings(
  s: Omit<GuessWhoSettings, "rounds"> & { rounds?: unknown },
): GuessWhoSettings {
  const themes = normaliseThemes(s.themes);
  const rounds = isRounds(s.rounds) ? s.rounds : defaultGuessWhoSettings.rounds;
  return { ...s, themes: themes.length ? themes : [...defaultGuessWhoSettings.themes], rounds };
}

/** The group's last choices on this device; anything unreadable gives the defaults. */
export function loadGuessWhoSettings(): GuessWhoSettings {
  return normaliseSettings(loadSettings(manifest.id, defaultGuessWhoSettings, isGuessWhoSettings));
}

export function saveGuessWhoSettings(s: GuessWhoSettings): boolean {
  return saveSettings(normaliseSettings(s), manifest.id);
}
