import { loadSettings, saveSettings } from "../../client/players-store";
import { normaliseThemes } from "./deck";
import { defaultGuessWhoSettings, type GuessWhoSettings } from "./logic";
import { manifest } from "./manifest";
import { isGuessWhoSettings } from "./state";

export { isGuessWhoSettings } from "./state";

/** Known themes in the picker's order; none at all falls back to the defaults. */
export function normaliseSettings(s: GuessWhoSettings): GuessWhoSettings {
  const themes = normaliseThemes(s.themes);
  return { ...s, themes: themes.length ? themes : [...defaultGuessWhoSettings.themes] };
}

/** The group's last choices on this device; anything unreadable gives the defaults. */
export function loadGuessWhoSettings(): GuessWhoSettings {
  return normaliseSettings(loadSettings(manifest.id, defaultGuessWhoSettings, isGuessWhoSettings));
}

export function saveGuessWhoSettings(s: GuessWhoSettings): boolean {
  return saveSettings(normaliseSettings(s), manifest.id);
}
