import { loadSettings, saveSettings } from "../../client/players-store";
import { manifest } from "./manifest";
import {
  allowedLevels,
  clampTarget,
  defaultTruthOrDareSettings,
  isLevel,
  LEVELS,
  type TruthOrDareSettings,
} from "./options";

const isSettings = (v: unknown): v is TruthOrDareSettings => {
  const s = v as TruthOrDareSettings | null;
  return (
    typeof s === "object" &&
    s !== null &&
    Array.isArray(s.levels) &&
    s.levels.every(isLevel) &&
    typeof s.maxPoints === "number"
  );
};

/** Levels without repeats in their canonical order; none at all falls back to the defaults. */
function normalise(s: TruthOrDareSettings): TruthOrDareSettings {
  const levels = LEVELS.filter((l) => s.levels.includes(l));
  return {
    levels: levels.length ? levels : [...defaultTruthOrDareSettings.levels],
    maxPoints: clampTarget(s.maxPoints),
  };
}

/** The group's last choices on this device; anything unreadable gives the defaults. */
export function loadTruthOrDareSettings(): TruthOrDareSettings {
  return normalise(loadSettings(manifest.id, defaultTruthOrDareSettings, isSettings));
}

export function saveTruthOrDareSettings(s: TruthOrDareSettings): boolean {
  return saveSettings(normalise(s), manifest.id);
}

/** What a new game starts with: the setup's choice, kept for next time; Picante only while allowed. */
export function truthOrDareStartSettings(
  settings: TruthOrDareSettings,
  showAdult: boolean,
): TruthOrDareSettings {
  const next = { ...settings, levels: allowedLevels(settings.levels, showAdult) };
  saveTruthOrDareSettings(next);
  return next;
}

/** What the group agrees to before the +18 level joins (alone or in a room). */
export const ADULT_WARNING =
  "São verdades e desafios de flerte e relacionamento, para maiores de 18. Só vale se todo mundo da roda topar, e qualquer um pode pular qualquer carta.";
