import { parseCustomDeck } from "../../shared/custom-deck";
import { parsePlayerList } from "../../shared/players";
import { parseBagMemory } from "../../shared/shuffle-bag";
import { isThemeId } from "./content";
import { type GuessWhoSettings, type GuessWhoState, isRounds } from "./logic";
import { isTurnSeconds, type TurnState } from "./turn";

export function isGuessWhoSettings(v: unknown): v is GuessWhoSettings {
  const s = v as Partial<Record<keyof GuessWhoSettings, unknown>> | null;
  return (
    typeof s === "object" &&
    s !== null &&
    Array.isArray(s.themes) &&
    s.themes.every(isThemeId) &&
    isTurnSeconds(s.seconds) &&
    typeof s.tilt === "boolean" &&
    // Settings saved before rounds existed lack them (normalised to one round).
    (s.rounds === undefined || isRounds(s.rounds)) &&
    // Absent before custom decks (issue 27).
    (s.showAdult === undefined || typeof s.showAdult === "boolean") &&
    (s.customDeck === undefined ||
      s.customDeck === null ||
      parseCustomDeck(s.customDeck, "guess-who") !== null)
  );
}

const PHASES: readonly unknown[] = ["handoff", "turn", "summary", "results"];
const STATUSES: readonly unknown[] = ["countdown", "playing", "over"];
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const isIds = (v: unknown): v is string[] => Array.isArray(v) && v.every(isId);

function isTurn(v: unknown): v is TurnState {
  const t = v as Partial<Record<keyof TurnState, unknown>> | null;
  return (
    typeof t === "object" &&
    t !== null &&
    STATUSES.includes(t.status) &&
    Number.isFinite(t.startedAt) &&
    Number.isFinite(t.durationMs) &&
    isId(t.word) &&
    isIds(t.guessed) &&
    isIds(t.passed)
  );
}

/** A stored game this version of the rules can resume. */
export function isGuessWhoState(v: unknown): v is GuessWhoState {
  const s = v as Partial<Record<keyof GuessWhoState, unknown>> | null;
  if (typeof s !== "object" || s === null) return false;
  const list = parsePlayerList(s.list);
  const bag = parseBagMemory(s.bag);
  return (
    list !== null &&
    list.currentPlayerIndex !== null &&
    isGuessWhoSettings(s.settings) &&
    JSON.stringify(bag) === JSON.stringify(s.bag) &&
    PHASES.includes(s.phase) &&
    isRounds((s.settings as GuessWhoSettings).rounds) &&
    Number.isInteger(s.round) &&
    typeof s.roundScores === "object" &&
    s.roundScores !== null &&
    (s.roundDrinkers === null || isIds(s.roundDrinkers)) &&
    isIds(s.played) &&
    (s.turn === null || isTurn(s.turn)) &&
    (s.phase === "turn" || s.phase === "summary" ? s.turn !== null : true)
  );
}
