import { loadSettings, saveSettings } from "../../web/lib/players-store";
import { CARD_COUNTS, type CardCount, type CardsSettings, defaultCardsSettings } from "./logic";
import { manifest } from "./manifest";

export const isCardCount = (v: unknown): v is CardCount => CARD_COUNTS.some((count) => count === v);

const isSettings = (v: unknown): v is CardsSettings =>
  typeof v === "object" && v !== null && isCardCount((v as { cardCount?: unknown }).cardCount);

export function loadCardsSettings(): CardsSettings {
  return loadSettings(manifest.id, defaultCardsSettings, isSettings);
}

export function saveCardsSettings(settings: CardsSettings): void {
  saveSettings(settings, manifest.id);
}
