import type { Rng } from "../../shared/random";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import {
  type GameDefinition,
  type Refusal,
  rankStandings,
  refuse,
  type Seat,
} from "../kit/engine/engine";
import { manifest } from "./manifest";
import { type QualMeuNomeSettings, usesList, usesSecretNames, writers } from "./options";

export { writers };

import {
  beginRound,
  canPass,
  type GameState,
  guess,
  namesLeft,
  newGame,
  nextRound,
  nextTurn,
  pass,
  pause,
  resume,
  startTurn,
  tick,
  totals,
} from "./play";
import { buildPool, cleanName, entryProblems, listKeys, suggestName } from "./pool";
import {
  endedBeforeRounds,
  joinRounds,
  leaveRounds,
  placeOf,
  smallestTeam,
  teamsLeft,
  withMembers,
  writerIndex,
} from "./room-roster";
import {
  dealTeams,
  explainerSeat,
  isRoomSetup,
  seated,
  submitNames,
  takenByOthers,
} from "./room-rules";
import { isQmnState } from "./state-schema";
import { teamLabel } from "./teams";
import { isRunning, isUp } from "./timer";

/**
 * Qual Meu Nome on the engine. First the secret names, one writer at a time (each name typed is
 * a move, so a reload keeps them), then the three rounds of `play.ts`. The turn's clock is state:
 * it starts at the move's time, and the screen only draws what is left of it.
 */

export interface Writing {
  /** Index in `writers(state)` of whoever holds the phone. */
  writer: number;
  /** Per writer, the names typed so far (one slot per name asked). */
  written: string[][];
  /** In a room everyone writes at once on their own phone: whose names are in and fit. */
  ready?: boolean[];
}

export interface QmnState {
  settings: QualMeuNomeSettings;
  bag: BagMemory;
  /** The secret names being typed; null once the rounds began. */
  writing: Writing | null;
  game: GameState | null;
  /**
   * In a room: each team's members as seat ids, parallel to `settings.teams[t].members`. Absent
   * on one phone (an optional field: games saved before rooms load as they are).
   */
  seats?: string[][];
}

export type QmnMove =
  | { type: "write"; slot: number; name: string }
  | { type: "suggest" }
  | { type: "ready" }
  /** In a room: a phone sends its own names, all at once. */
  | { type: "submit"; names: string[] }
  | {
      type:
        | "beginRound"
        | "startTurn"
        | "guess"
        | "pass"
        | "pause"
        | "resume"
        | "timeUp"
        | "nextTurn"
        | "nextRound"
        /** In a room, before a turn: someone else of the team explains (the explainer is gone). */
        | "nextExplainer";
    }
  /** Room: a phone joins mid-game (its seat's id): the smallest team, describing in turn. */
  | { type: "addPlayer"; id: string; name: string }
  /** Room (the board's seat: the room's sweep or kick): a player left for good. */
  | { type: "removePlayer"; playerId: string };

export interface WritingView {
  writer: string;
  team: string;
  position: number;
  total: number;
  perPerson: number;
  /** The writer's own names; null for a seat that is not the writer. */
  entries: string[] | null;
  /** One problem per entry (never naming whose name a repeat is). */
  problems: (string | null)[];
  /** In a room: who has sent names that fit (never the names); this seat's own among them. */
  done?: string[];
  mineReady?: boolean;
}

/** The rounds as a seat sees them: never the pool; the name on screen only for who explains. */
export interface RoundsView extends Omit<GameState, "pool" | "names"> {
  left: number;
  passable: boolean;
  /** In a room, for a player's seat: its team and whether it explains now. */
  mine?: { team: number; explains: boolean };
}

export interface QmnView {
  writing: WritingView | null;
  game: RoundsView | null;
}

const MAX_RAW_NAME = 200;
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const PLAY_MOVES: readonly string[] = [
  "beginRound",
  "startTurn",
  "guess",
  "pass",
  "pause",
  "resume",
  "timeUp",
  "nextTurn",
  "nextRound",
  "nextExplainer",
];

/** Names the writers before the current one put in the pool. */
const takenBefore = (w: Writing): string[] => w.written.slice(0, w.writer).flat();

function startRounds(state: QmnState, secret: string[], rng: Rng): QmnState {
  if (state.seats) {
    // A room's team everyone left before the rounds is dropped (no points yet to keep).
    const kept = state.seats.map((m) => m.length > 0);
    const settings = { ...state.settings, teams: state.settings.teams.filter((_, t) => kept[t]) };
    const seats = state.seats.filter((_, t) => kept[t]);
    if (seats.length < 2)
      return { ...state, settings, seats, writing: null, game: endedBeforeRounds(settings) };
    state = { ...state, settings, seats };
  }
  let bag = state.bag;
  // The list's names come from the device's bag: the next games bring names not played yet.
  const draw = (keys: readonly string[]) => {
    const next = drawFromBag(bag, keys, rng, listKeys);
    bag = next.memory;
    return next.id;
  };
  const { settings } = state;
  const names = buildPool(secret, usesList(settings) ? settings.listCount : 0, rng, draw);
  const game = newGame({ teams: settings.teams, names, turnSeconds: settings.turnSeconds }, rng);
  return { ...state, bag, writing: null, game };
}

function writeMove(state: QmnState, w: Writing, move: QmnMove, rng: Rng): QmnState | null {
  const mine = w.written[w.writer] ?? [];
  const replace = (entries: string[]): QmnState => ({
    ...state,
    writing: { ...w, written: w.written.map((e, i) => (i === w.writer ? entries : e)) },
  });
  switch (move.type) {
    case "write":
      if (move.slot >= mine.length || mine[move.slot] === move.name) return null;
      return replace(mine.map((e, i) => (i === move.slot ? move.name : e)));
    case "suggest": {
      const empty = mine.findIndex((e) => !e.trim());
      const idea = empty < 0 ? null : suggestName([...w.written.flat()], rng);
      if (idea === null) return null;
      return replace(mine.map((e, i) => (i === empty ? idea : e)));
    }
    case "ready": {
      if (entryProblems(mine, takenBefore(w)).some((p) => p !== null)) return null;
      const written = w.written.map((e, i) => (i === w.writer ? e.map(cleanName) : e));
      if (w.writer + 1 < written.length)
        return { ...state, writing: { writer: w.writer + 1, written } };
      return startRounds(state, written.flat(), rng);
    }
    default:
      return null;
  }
}

/** A room's writing: each seat sends its own names; the rounds start once everyone's fit. */
function roomWriteMove(
  state: QmnState,
  w: Writing,
  seats: string[][],
  move: QmnMove,
  seat: Seat,
  rng: Rng,
): QmnState | Refusal {
  if (move.type !== "submit") return refuse("NOT_NOW");
  if (!seated(seats, seat)) return refuse("NOT_YOUR_TURN");
  const me = writers(state.settings, seats).findIndex((p) => p.id === seat.playerId);
  const ready = w.ready ?? w.written.map(() => false);
  const sent = submitNames(
    move.names,
    state.settings.perPerson,
    takenByOthers(w.written, ready, me),
  );
  if (sent.kind === "invalid") return refuse("INVALID_MOVE");
  const written = w.written.map((e, i) => (i === me ? sent.names : e));
  const nowReady = ready.map((r, i) => (i === me ? sent.kind === "ready" : r));
  if (nowReady.every(Boolean)) return startRounds(state, written.flat(), rng);
  return { ...state, writing: { ...w, written, ready: nowReady } };
}

/** Who may make a move of the rounds in a room: the explainer runs the turn, anyone moves on. */
const EXPLAINER_MOVES: readonly string[] = ["startTurn", "guess", "pass", "pause", "resume"];

function roomSeatRefusal(seats: string[][], game: GameState, move: QmnMove, seat: Seat) {
  if (!seated(seats, seat)) return refuse("NOT_YOUR_TURN");
  if (EXPLAINER_MOVES.includes(move.type) && explainerSeat(seats, game) !== seat.playerId)
    return refuse("NOT_YOUR_TURN");
  return null;
}

/** The team's next member explains this turn (a phone that left must not stop the game). */
function nextExplainer(g: GameState): GameState {
  const size = g.teams[g.team]?.members.length ?? 1;
  return { ...g, explainers: g.explainers.map((e, t) => (t === g.team ? (e + 1) % size : e)) };
}

/** A room's phone joins or leaves mid-game (decision 041; the helpers are in room-roster.ts). */
function rosterMove(
  state: QmnState,
  seats: string[][],
  move: Extract<QmnMove, { type: "addPlayer" | "removePlayer" }>,
  seat: Seat,
  at: number,
  rng: Rng,
): QmnState | Refusal {
  if (state.game?.phase === "game-over") return refuse("GAME_OVER");
  if (move.type === "addPlayer") {
    if (seat.kind !== "player" || seat.playerId !== move.id) return refuse("NOT_YOUR_TURN");
    if (placeOf(seats, move.id)) return refuse("NOT_NOW");
    const team = smallestTeam(seats);
    const name = cleanName(move.name);
    const next = {
      ...state,
      settings: withMembers(state.settings, team, (m) => [...m, name]),
      seats: seats.map((m, t) => (t === team ? [...m, move.id] : m)),
    };
    const w = state.writing;
    if (w) {
      // Their names are still to come: the rounds wait for them like for everyone else.
      const slot = writerIndex(seats, team, seats[team]?.length ?? 0);
      const blank = Array<string>(state.settings.perPerson).fill("");
      const ready = w.ready ?? w.written.map(() => false);
      return {
        ...next,
        writing: {
          ...w,
          written: [...w.written.slice(0, slot), blank, ...w.written.slice(slot)],
          ready: [...ready.slice(0, slot), false, ...ready.slice(slot)],
        },
      };
    }
    return state.game ? { ...next, game: joinRounds(state.game, team, name) } : refuse("NOT_NOW");
  }
  if (seat.kind !== "board") return refuse("NOT_YOUR_TURN");
  const where = placeOf(seats, move.playerId);
  if (!where) return refuse("NOT_NOW");
  const { team, member } = where;
  const next = {
    ...state,
    settings: withMembers(state.settings, team, (m) => m.filter((_, i) => i !== member)),
    seats: seats.map((m, t) => (t === team ? m.filter((id) => id !== move.playerId) : m)),
  };
  const w = state.writing;
  if (w) {
    // Their names leave with them; the rounds start if everyone left is done.
    const gone = writerIndex(seats, team, member);
    const written = w.written.filter((_, i) => i !== gone);
    const ready = (w.ready ?? w.written.map(() => false)).filter((_, i) => i !== gone);
    if (ready.every(Boolean) || teamsLeft(next.seats) < 2)
      return startRounds({ ...next, writing: null }, written.flat().filter(Boolean), rng);
    return { ...next, writing: { ...w, written, ready } };
  }
  return state.game ? { ...next, game: leaveRounds(state.game, team, member, at) } : next;
}

function playMove(s: GameState, move: QmnMove, at: number, rng: Rng): GameState {
  switch (move.type) {
    case "beginRound":
      return beginRound(s);
    case "startTurn":
      return startTurn(s, at, rng);
    case "guess":
      return guess(s, at);
    case "pass":
      return pass(s, at);
    case "pause":
      return pause(s, at);
    case "resume":
      return resume(s, at);
    case "timeUp":
      return tick(s, at);
    case "nextTurn":
      return nextTurn(s);
    case "nextRound":
      return nextRound(s, rng);
    default:
      return s;
  }
}

function isQmnMove(value: unknown): value is QmnMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.type === "write")
    return (
      Number.isInteger(m.slot) &&
      (m.slot as number) >= 0 &&
      typeof m.name === "string" &&
      m.name.length <= MAX_RAW_NAME
    );
  if (m.type === "addPlayer")
    return (
      isId(m.id) &&
      typeof m.name === "string" &&
      m.name.length <= MAX_RAW_NAME &&
      !!cleanName(m.name)
    );
  if (m.type === "removePlayer") return isId(m.playerId);
  if (m.type === "submit")
    return (
      Array.isArray(m.names) &&
      m.names.length <= 5 &&
      m.names.every((n) => typeof n === "string" && n.length <= MAX_RAW_NAME)
    );
  return m.type === "suggest" || m.type === "ready" || PLAY_MOVES.includes(m.type as string);
}

/** Whether this seat may see the name on screen: the phone and the explainer, not the team. */
function seesName(state: QmnState, game: GameState, seat: Seat): boolean {
  if (seat.kind === "device") return true;
  if (seat.kind === "board") return false;
  if (state.seats) return seat.playerId === explainerSeat(state.seats, game);
  const team = state.settings.teams[game.team];
  return seat.playerId === `${team?.id}:${game.explainers[game.team] ?? 0}`;
}

function mineIn(seats: string[][], game: GameState, seat: Seat & { kind: "player" }) {
  const team = seats.findIndex((members) => members.includes(seat.playerId));
  return { team, explains: explainerSeat(seats, game) === seat.playerId };
}

/** A room's writing as a seat sees it: its own names, and who is done (never anyone's names). */
function roomWritingView(state: QmnState, w: Writing, seat: Seat): WritingView {
  const people = writers(state.settings, state.seats);
  const ready = w.ready ?? [];
  const me = seat.kind === "player" ? people.findIndex((p) => p.id === seat.playerId) : -1;
  const mine = w.written[me];
  const sent = mine?.some((n) => n.trim()) ?? false;
  return {
    writer: people[me]?.name ?? "",
    team: people[me]?.team ?? "",
    position: ready.filter(Boolean).length,
    total: people.length,
    perPerson: state.settings.perPerson,
    entries: mine ?? null,
    problems:
      mine && sent && !ready[me]
        ? entryProblems(mine, takenByOthers(w.written, ready, me))
        : (mine ?? []).map(() => null),
    done: people.filter((_, i) => ready[i]).map((p) => p.id),
    mineReady: ready[me] ?? false,
  };
}

function writingView(state: QmnState, w: Writing, seat: Seat): WritingView {
  const people = writers(state.settings);
  const who = people[w.writer];
  const mine = w.written[w.writer] ?? [];
  const sees = seat.kind === "device" || (seat.kind === "player" && seat.playerId === who?.id);
  return {
    writer: who?.name ?? "",
    team: who?.team ?? "",
    position: w.writer + 1,
    total: people.length,
    perPerson: mine.length,
    entries: sees ? mine : null,
    problems: sees ? entryProblems(mine, takenBefore(w)) : mine.map(() => null),
  };
}

export const qualMeuNomeGame: GameDefinition<QmnState, QmnMove, QmnView, QualMeuNomeSettings> = {
  id: manifest.id,
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  setup({ settings: asked, bag, players }, rng) {
    const room = isRoomSetup(asked) ? dealTeams(asked, players) : null;
    const settings = room?.settings ?? asked;
    const state: QmnState = { settings, bag: bag ?? EMPTY_BAG, writing: null, game: null };
    if (room) state.seats = room.seats;
    if (!usesSecretNames(settings)) return startRounds(state, [], rng);
    const written = writers(settings).map(() => Array<string>(settings.perPerson).fill(""));
    if (room) return { ...state, writing: { writer: 0, written, ready: written.map(() => false) } };
    return { ...state, writing: { writer: 0, written } };
  },
  isState: isQmnState,
  isMove: isQmnMove,
  move(state, move, { at, rng, seat }) {
    const { seats } = state;
    if (move.type === "addPlayer" || move.type === "removePlayer")
      return seats ? rosterMove(state, seats, move, seat, at, rng) : refuse("NOT_NOW");
    if (state.writing && seats) return roomWriteMove(state, state.writing, seats, move, seat, rng);
    if (move.type === "submit") return refuse("NOT_NOW");
    if (state.writing) return writeMove(state, state.writing, move, rng) ?? refuse("NOT_NOW");
    const game = state.game;
    if (!game) return refuse("NOT_NOW");
    if (game.phase === "game-over") return refuse("GAME_OVER");
    const bySeat = seats ? roomSeatRefusal(seats, game, move, seat) : null;
    if (bySeat) return bySeat;
    if (move.type === "nextExplainer" && seats && seat.kind === "player") {
      if (game.phase !== "ready") return refuse("NOT_NOW");
      if (!seats[game.team]?.includes(seat.playerId)) return refuse("NOT_YOUR_TURN");
      return { ...state, game: nextExplainer(game) };
    }
    // Time up is told by the clock, not by whoever taps: early, it is refused.
    if (move.type === "timeUp" && !(isRunning(game.clock) && isUp(game.clock, at)))
      return refuse("NOT_NOW");
    const next = playMove(game, move, at, rng);
    return next === game ? refuse("NOT_NOW") : { ...state, game: next };
  },
  view(state, seat) {
    if (state.writing)
      return {
        writing: state.seats
          ? roomWritingView(state, state.writing, seat)
          : writingView(state, state.writing, seat),
        game: null,
      };
    const game = state.game;
    if (!game) return { writing: null, game: null };
    const { pool: _pool, names: _names, ...shown } = game;
    return {
      writing: null,
      game: {
        ...shown,
        current: seesName(state, game, seat) ? game.current : null,
        left: namesLeft(game),
        passable: canPass(game),
        ...(state.seats && seat.kind === "player" ? { mine: mineIn(state.seats, game, seat) } : {}),
      },
    };
  },
  status(state) {
    const game = state.game;
    if (game?.phase !== "game-over") return { kind: "playing" };
    const sums = totals(game);
    return {
      kind: "over",
      standings: rankStandings(
        game.teams.map((t, i) => ({
          playerId: state.settings.teams[i]?.id ?? String(i),
          name: teamLabel(t.name),
          score: sums[i] ?? 0,
          members: state.settings.teams[i]?.members.slice() ?? [],
        })),
      ),
    };
  },
  players: (state) => writers(state.settings, state.seats).map(({ id, name }) => ({ id, name })),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
