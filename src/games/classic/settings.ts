import { loadSettings, saveSettings } from "../../client/players-store";
import { clampMaxPoints } from "../../shared/constants";
import { type CategoryId, type ClassicSettings, defaultClassicSettings } from "./options";

const ids: readonly CategoryId[] = ["classic", "drinking", "family", "spicy"];
const isSettings = (v: unknown): v is ClassicSettings => {
  const s = v as ClassicSettings | null;
  return (
    !!s &&
    Array.isArray(s.categories) &&
    s.categories.every((c) => ids.includes(c)) &&
    typeof s.maxPoints === "number"
  );
};

export function loadClassicSettings(): ClassicSettings {
  const s = loadSettings("classic", defaultClassicSettings, isSettings);
  return {
    categories: s.categories.length ? s.categories : defaultClassicSettings.categories,
    maxPoints: clampMaxPoints(s.maxPoints),
  };
}

export function saveClassicSettings(s: ClassicSettings): void {
  saveSettings({ ...s, maxPoints: clampMaxPoints(s.maxPoints) }, "classic");
}

/** What the group agrees to before the +18 category joins (alone or in a room). */
export const ADULT_WARNING =
  "São desafios de flerte para maiores de 18. Só vale se todo mundo da roda topar, e qualquer um pode pular.";
