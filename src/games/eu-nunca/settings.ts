import { loadSettings, saveSettings } from "../../client/players-store";
import { CATEGORY_IDS, type CategoryId, isCategoryId } from "./deck";
import { clampLives, LIVES } from "./logic";
import { manifest } from "./manifest";

export interface EuNuncaSettings {
  categories: CategoryId[];
  lives: number;
}

export const defaultEuNuncaSettings: EuNuncaSettings = {
  categories: ["classico", "festa"],
  lives: LIVES.default,
};

const isSettings = (v: unknown): v is EuNuncaSettings => {
  const s = v as EuNuncaSettings | null;
  return (
    typeof s === "object" &&
    s !== null &&
    Array.isArray(s.categories) &&
    s.categories.every(isCategoryId) &&
    typeof s.lives === "number"
  );
};

/** Categories without repeats in catalogue order (none falls back to the defaults), lives clamped. */
function normalise(s: EuNuncaSettings): EuNuncaSettings {
  const categories = CATEGORY_IDS.filter((c) => s.categories.includes(c));
  return {
    categories: categories.length ? categories : [...defaultEuNuncaSettings.categories],
    lives: clampLives(s.lives),
  };
}

/** The group's last choices on this device; anything unreadable gives the defaults. */
export function loadEuNuncaSettings(): EuNuncaSettings {
  return normalise(loadSettings(manifest.id, defaultEuNuncaSettings, isSettings));
}

export function saveEuNuncaSettings(s: EuNuncaSettings): boolean {
  return saveSettings(normalise(s), manifest.id);
}

/** What the group agrees to before the +18 category joins (alone or in a room). */
export const ADULT_WARNING =
  "São cartas de flerte e beijos para maiores de 18, sem nada explícito. Só vale se todo mundo da roda topar, e qualquer um pode pular uma carta.";
