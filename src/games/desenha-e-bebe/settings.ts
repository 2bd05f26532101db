import { loadSettings, saveSettings } from "../../client/players-store";
import { manifest } from "./manifest";
import {
  type DesenhaSettings,
  defaultSettings,
  isDesenhaSettings,
  normaliseSettings,
} from "./options";
import type { TeamSetup } from "./teams";

export * from "./options";

/** The group's last choices and teams on this device; anything unreadable gives the defaults. */
export function loadDesenhaSettings(fallbackTeams: () => TeamSetup[]): DesenhaSettings {
  const stored = loadSettings<DesenhaSettings | null>(
    manifest.id,
    null,
    (v): v is DesenhaSettings => isDesenhaSettings(v),
  );
  return normaliseSettings(stored ?? defaultSettings(fallbackTeams()));
}

export function saveDesenhaSettings(s: DesenhaSettings): boolean {
  return saveSettings(normaliseSettings(s), manifest.id);
}
