import { loadSettings, saveSettings } from "../../client/players-store";
import { manifest } from "./manifest";
import { clampRounds, defaultSpinBottleSettings, type SpinBottleSettings } from "./options";

const isSettings = (v: unknown): v is SpinBottleSettings => {
  const s = v as SpinBottleSettings | null;
  return (
    typeof s === "object" &&
    s !== null &&
    (s.kindMode === "sorteio" || s.kindMode === "escolha") &&
    typeof s.rounds === "number" &&
    typeof s.adult === "boolean"
  );
};

/** The group's last choices on this device; anything unreadable gives the defaults. */
export function loadSpinBottleSettings(): SpinBottleSettings {
  const s = loadSettings(manifest.id, defaultSpinBottleSettings, isSettings);
  return { ...s, rounds: clampRounds(s.rounds) };
}

export function saveSpinBottleSettings(s: SpinBottleSettings): boolean {
  return saveSettings({ ...s, rounds: clampRounds(s.rounds) }, manifest.id);
}

/** What a new game starts with: the setup's choice, kept for next time; 18+ only while allowed. */
export function spinBottleStartSettings(
  settings: SpinBottleSettings,
  showAdult: boolean,
): SpinBottleSettings {
  saveSpinBottleSettings(settings);
  return { ...settings, adult: settings.adult && showAdult };
}
