import { loadSettings, saveSettings } from "../../client/players-store";
import { type Mode, normaliseMode } from "./logic";
import { manifest } from "./manifest";

export interface TouchGameSettings {
  mode: Mode;
  /** 'Modo pelos nomes': draw from a list of names instead of fingers. */
  byNames: boolean;
}

export const defaultTouchGameSettings: TouchGameSettings = {
  mode: { kind: "one" },
  byNames: false,
};

export function isMode(v: unknown): v is Mode {
  const m = v as { kind?: unknown; count?: unknown; teams?: unknown } | null;
  if (typeof m !== "object" || m === null) return false;
  if (m.kind === "one") return true;
  if (m.kind === "many") return typeof m.count === "number" && Number.isFinite(m.count);
  if (m.kind === "teams") return typeof m.teams === "number" && Number.isFinite(m.teams);
  return false;
}

const isSettings = (v: unknown): v is TouchGameSettings => {
  const s = v as { mode?: unknown; byNames?: unknown } | null;
  return typeof s === "object" && s !== null && isMode(s.mode) && typeof s.byNames === "boolean";
};

/** The group's last mode on this device; anything unreadable gives the defaults. */
export function loadTouchGameSettings(): TouchGameSettings {
  const s = loadSettings(manifest.id, defaultTouchGameSettings, isSettings);
  return { mode: normaliseMode(s.mode), byNames: s.byNames };
}

export function saveTouchGameSettings(s: TouchGameSettings): boolean {
  return saveSettings({ mode: normaliseMode(s.mode), byNames: s.byNames }, manifest.id);
}
