import { loadSettings, saveSettings } from "../../client/players-store";
import { manifest } from "./manifest";
import { normaliseSettings, type QualMeuNomeSettings } from "./options";

export * from "./options";

const isObject = (v: unknown): v is object => typeof v === "object" && v !== null;

/** The group's last teams and choices on this device. */
export function loadQualMeuNomeSettings(): QualMeuNomeSettings {
  return normaliseSettings(loadSettings<object | null>(manifest.id, null, isObject));
}

export function saveQualMeuNomeSettings(s: QualMeuNomeSettings): boolean {
  return saveSettings(normaliseSettings(s), manifest.id);
}
