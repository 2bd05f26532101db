import { clampMaxPoints } from "../../shared/constants";
import { currentPlayer } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { type GameDefinition, isRefusal, refuse } from "../kit/engine/engine";
import {
  isRosterMove,
  listFromSetup,
  passTurn,
  type RosterMove,
  setupPlayersOf,
  standingsOf,
  tryJoin,
  tryLeave,
} from "../kit/engine/turns";
import { pickOther } from "../kit/prompt";
import { type RoulettePrompt, type WheelSlot, wheelSlots } from "./content";
import { manifest } from "./manifest";
import {
  type ActiveRule,
  allPromptIds,
  chooseSlot,
  DRINK_UNITS,
  type DrinkUnit,
  type Outcome,
  planSpin,
  promptById,
  promptIds,
  type Refusals,
  ruleAfterTurn,
  scoreAnswer,
} from "./rules";

/** What a game is started with: the target, goles or doses, and whether +18 prompts are in play. */
export interface SaideiraSettings {
  maxPoints: number;
  drinkUnit: DrinkUnit;
  /** The group opted in AND the profile shows 18+ (decided when the game starts). */
  adult: boolean;
}

/** What the wheel decided for the current player, waiting for their answer. */
export interface SpinResult {
  slot: number;
  promptId: string | null;
  otherId: string | null;
}

export interface SaideiraState {
  list: PlayerList;
  settings: SaideiraSettings;
  bag: BagMemory;
  /** The wheel's total turn in degrees: the screen animates toward it, a reload shows it. */
  rotation: number;
  /** The result on the table; null while the wheel waits for a spin. */
  spin: SpinResult | null;
  rule: ActiveRule | null;
  refusals: Refusals;
  /** Someone reached the target: the round is finished so everyone has had as many turns. */
  finalRound: boolean;
  over: boolean;
}

export type SaideiraMove =
  | { type: "spin" }
  /** `drinkerId`: on 'Escolha alguém', who the spinner chose (the wheel's suggestion if absent). */
  | { type: "answer"; outcome: Outcome; drinkerId?: string }
  | RosterMove;

export interface SaideiraView {
  list: PlayerList;
  current: Player | null;
  rotation: number;
  spin: {
    slot: WheelSlot;
    prompt: RoulettePrompt | null;
    other: Player | null;
    /** The current player's refusals so far: the next one costs one drink more. */
    refusals: number;
  } | null;
  rule: { prompt: RoulettePrompt; names: ActiveRule["names"]; turnsLeft: number } | null;
  settings: SaideiraSettings;
  finalRound: boolean;
  over: boolean;
}

const findPlayer = (list: PlayerList, id: string) => list.players.find((p) => p.id === id);

const MIN_PLAYERS = manifest.minPlayers;
const MAX_PLAYERS = manifest.maxPlayers;

/** Spins the wheel: the slot, where it stops, the prompt and {outro} all come from the rng. */
function spinWheel(state: SaideiraState, rng: Rng): SaideiraState {
  const choice = chooseSlot(rng);
  const kind = wheelSlots[choice.slot]?.kind;
  const current = currentPlayer(state.list);
  const other = pickOther(state.list.players, current?.id ?? null, rng);
  let bag = state.bag;
  let promptId: string | null = null;
  if (kind === "desafio" || kind === "verdade" || kind === "regra") {
    const ids = promptIds(kind, state.settings.adult);
    if (ids.length) {
      const drawn = drawFromBag(state.bag, ids, rng, allPromptIds);
      bag = drawn.memory;
      promptId = drawn.id;
    }
  }
  return {
    ...state,
    bag,
    rotation: planSpin(state.rotation, choice.slot, choice.offset01, choice.extraTurns),
    spin: { slot: choice.slot, promptId, otherId: other?.id ?? null },
  };
}

function answer(
  state: SaideiraState,
  spin: SpinResult,
  outcome: Outcome,
  at: number,
  chosenId: string | undefined,
) {
  const current = currentPlayer(state.list);
  if (!current) return refuse("NOT_NOW");
  const drinkerId = chosenId ?? spin.otherId;
  if (chosenId !== undefined && (chosenId === current.id || !findPlayer(state.list, chosenId)))
    return refuse("INVALID_MOVE");
  const scored = scoreAnswer(state.list, state.refusals, spin.slot, outcome, at, drinkerId);
  const isRule = wheelSlots[spin.slot]?.kind === "regra";
  const other = state.list.players.find((p) => p.id === spin.otherId);
  const drawn =
    isRule && spin.promptId
      ? { promptId: spin.promptId, names: { jogador: current.name, outro: other?.name ?? null } }
      : null;
  const rule = ruleAfterTurn(state.rule, drawn, state.list.players.length);
  const finalRound =
    state.finalRound || scored.list.players.some((p) => p.points >= state.settings.maxPoints);
  const { list, roundClosed } = passTurn(scored.list, at);
  const over = finalRound && roundClosed;
  return { ...state, list, refusals: scored.refusals, rule, finalRound, over, spin: null };
}

function removePlayer(state: SaideiraState, playerId: string, at: number, rng: Rng) {
  const before = state.list.currentPlayerIndex ?? 0;
  const wasCurrent = currentPlayer(state.list)?.id === playerId;
  const list = tryLeave(state.list, playerId, MIN_PLAYERS, at);
  if (isRefusal(list)) return list;
  const { [playerId]: _, ...refusals } = state.refusals;
  // The removed player's turn passes on; past the end of the list, the round is closed.
  const wrapped = wasCurrent && (list.currentPlayerIndex ?? 0) < before;
  const next = { ...state, list, refusals };
  if (wasCurrent) return { ...next, spin: null, over: state.finalRound && wrapped };
  if (state.spin?.otherId !== playerId) return next;
  const other = pickOther(list.players, currentPlayer(list)?.id ?? null, rng);
  return { ...next, spin: { ...state.spin, otherId: other?.id ?? null } };
}

const outcomes: readonly string[] = ["cumpriu", "recusou"];

function isSaideiraMove(value: unknown): value is SaideiraMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "spin":
      return true;
    case "answer":
      return (
        typeof m.outcome === "string" &&
        outcomes.includes(m.outcome) &&
        (m.drinkerId === undefined || typeof m.drinkerId === "string")
      );
    default:
      return isRosterMove(m);
  }
}

function isSaideiraState(value: unknown): value is SaideiraState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  const list = s.list as PlayerList | undefined;
  return (
    Array.isArray(list?.players) &&
    typeof s.settings === "object" &&
    typeof s.rotation === "number" &&
    typeof s.refusals === "object" &&
    typeof s.over === "boolean"
  );
}

/**
 * Saideira: the current player spins; the engine's rng picks the slot (the wheel animates to
 * it), the prompt and {outro}. Doing it scores the slot's points, refusing costs 1, 2, then 3
 * drinks. Reaching the target starts the final round: it ends when the turn is back to the first.
 */
export const saideiraGame: GameDefinition<
  SaideiraState,
  SaideiraMove,
  SaideiraView,
  SaideiraSettings
> = {
  id: "saideira",
  stateVersion: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings, bag }) {
    return {
      list: listFromSetup(players.slice(0, MAX_PLAYERS)),
      settings: {
        maxPoints: clampMaxPoints(settings?.maxPoints),
        drinkUnit: DRINK_UNITS.includes(settings?.drinkUnit) ? settings.drinkUnit : "goles",
        adult: settings?.adult === true,
      },
      bag: bag ?? EMPTY_BAG,
      rotation: 0,
      spin: null,
      rule: null,
      refusals: {},
      finalRound: false,
      over: false,
    };
  },
  isState: isSaideiraState,
  isMove: isSaideiraMove,
  move(state, move, { at, rng }) {
    if (state.over) return refuse("GAME_OVER");
    switch (move.type) {
      case "spin":
        if (state.spin) return refuse("NOT_NOW");
        if (!currentPlayer(state.list)) return refuse("NOT_NOW");
        return spinWheel(state, rng);
      case "answer":
        if (!state.spin) return refuse("NOT_NOW");
        return answer(state, state.spin, move.outcome, at, move.drinkerId);
      case "addPlayer": {
        const list = tryJoin(state.list, move.name, MAX_PLAYERS, rng, at);
        return isRefusal(list) ? list : { ...state, list };
      }
      case "removePlayer":
        return removePlayer(state, move.playerId, at, rng);
    }
  },
  view(state) {
    const current = currentPlayer(state.list);
    const slot = state.spin ? wheelSlots[state.spin.slot] : undefined;
    const rulePrompt = state.rule ? promptById(state.rule.promptId) : null;
    return {
      list: state.list,
      current,
      rotation: state.rotation,
      spin:
        state.spin && slot
          ? {
              slot,
              prompt: state.spin.promptId ? promptById(state.spin.promptId) : null,
              other: state.list.players.find((p) => p.id === state.spin?.otherId) ?? null,
              refusals: current ? (state.refusals[current.id] ?? 0) : 0,
            }
          : null,
      rule:
        state.rule && rulePrompt
          ? { prompt: rulePrompt, names: state.rule.names, turnsLeft: state.rule.turnsLeft }
          : null,
      settings: state.settings,
      finalRound: state.finalRound,
      over: state.over,
    };
  },
  status(state) {
    return state.over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
