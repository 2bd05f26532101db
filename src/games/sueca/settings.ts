import { loadSettings, saveSettings } from "../../client/players-store";
import { manifest } from "./manifest";
import { defaultSuecaSettings, isSuecaSettings, type SuecaSettings } from "./rule-settings";

export function loadSuecaSettings(): SuecaSettings {
  return loadSettings(manifest.id, defaultSuecaSettings, isSuecaSettings);
}

export function saveSuecaSettings(settings: SuecaSettings): void {
  saveSettings(settings, manifest.id);
}
