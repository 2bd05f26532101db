import { loadSettings, saveSettings } from "../../client/players-store";
import { type CardsSettings, defaultCardsSettings, isCardCount } from "./logic";
import { manifest } from "./manifest";

const isSettings = (v: unknown): v is CardsSettings =>
  typeof v === "object" && v !== null && isCardCount((v as { cardCount?: unknown }).cardCount);

/** Saved settings from before the +18 opt-in lack it: off until the group says yes. */
export function loadCardsSettings(): CardsSettings {
  const s = loadSettings(manifest.id, defaultCardsSettings, isSettings);
  return { cardCount: s.cardCount, adult: s.adult === true };
}

export function saveCardsSettings(settings: CardsSettings): void {
  saveSettings(settings, manifest.id);
}
