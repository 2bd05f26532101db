import { loadSettings, saveSettings } from "../../client/players-store";
import { manifest } from "./manifest";
import type { CallMode } from "./rules";

export interface CoinFlipSettings {
  mode: CallMode;
}

export const defaultCoinFlipSettings: CoinFlipSettings = { mode: "todos" };

const isSettings = (v: unknown): v is CoinFlipSettings => {
  const s = v as CoinFlipSettings | null;
  return typeof s === "object" && s !== null && (s.mode === "todos" || s.mode === "duelo");
};

/** The group's last choice on this device; anything unreadable gives the default. */
export function loadCoinFlipSettings(): CoinFlipSettings {
  return loadSettings(manifest.id, defaultCoinFlipSettings, isSettings);
}

export function saveCoinFlipSettings(s: CoinFlipSettings): boolean {
  return saveSettings(s, manifest.id);
}
