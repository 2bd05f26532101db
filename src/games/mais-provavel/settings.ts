import { loadSettings, saveSettings } from "../../client/players-store";
import type { LevelId } from "./content";
import { clampRounds, DEFAULT_ROUNDS, FALLBACK_LEVELS, isLevelId, LEVEL_IDS } from "./logic";
import { manifest } from "./manifest";

/** The group's choices on this device: which levels, how many rounds. */
export interface MaisProvavelChoices {
  levels: LevelId[];
  rounds: number;
}

export const defaultChoices: MaisProvavelChoices = {
  levels: [...FALLBACK_LEVELS],
  rounds: DEFAULT_ROUNDS,
};

const isChoices = (v: unknown): v is MaisProvavelChoices => {
  const s = v as MaisProvavelChoices | null;
  return (
    typeof s === "object" &&
    s !== null &&
    Array.isArray(s.levels) &&
    s.levels.every(isLevelId) &&
    typeof s.rounds === "number"
  );
};

/** Levels without repeats in their order (none gives the defaults), rounds clamped. */
function normalise(s: MaisProvavelChoices): MaisProvavelChoices {
  const levels = LEVEL_IDS.filter((id) => s.levels.includes(id));
  return {
    levels: levels.length ? levels : [...defaultChoices.levels],
    rounds: clampRounds(s.rounds),
  };
}

export function loadChoices(): MaisProvavelChoices {
  return normalise(loadSettings(manifest.id, defaultChoices, isChoices));
}

export function saveChoices(s: MaisProvavelChoices): boolean {
  return saveSettings(normalise(s), manifest.id);
}

/** What the group agrees to before the +18 level joins (alone or in a room). */
export const ADULT_WARNING =
  "São perguntas sobre crush, contatinhos e encontros, para maiores de 18 e sem nada explícito. Só vale se todo mundo da roda topar.";
