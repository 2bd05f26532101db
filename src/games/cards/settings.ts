import { loadSettings, saveSettings } from "../../client/players-store";
import { adultInPlay } from "../kit/category-choice";
import { manifest } from "./manifest";
import { type CardsSettings, defaultCardsSettings, isCardCount } from "./options";

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

/** What a new game starts with: the setup's choice, kept for next time; 18+ only while allowed. */
export function cardsStartSettings(settings: CardsSettings, showAdult: boolean): CardsSettings {
  saveCardsSettings(settings);
  return { ...settings, adult: adultInPlay(settings.adult, showAdult) };
}
