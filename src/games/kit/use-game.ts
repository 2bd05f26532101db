import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { meName } from "../../client/me";
import { playerActions } from "../../client/players-store";
import { useSession } from "../../client/session";
import { testSeed } from "../../client/test-hooks";
import { cryptoRng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import {
  applyMove,
  DEVICE,
  type GameDefinition,
  type GameState,
  type GameStatus,
  playAgain as nextGame,
  type RefusalCode,
  type Seat,
  type SetupPlayer,
  startGame,
} from "./engine/engine";
import { isMyVictory } from "./my-victory";
import { readSavedGame, save, savedGameKey, store } from "./saved-games";
import { loadBagMemory, saveBagMemory } from "./shuffle-bag-store";
import { usePlayTracking } from "./use-play-tracking";

/** A tap on a turn shown for less than this is the second half of a double tap, not a choice. */
export const DOUBLE_TAP_GUARD_MS = 350;

/** Starts a new game on the device (the setup screen calls this, then opens the play screen). */
export function beginGame<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
  players: SetupPlayer[],
  settings: Settings,
): GameState<S> {
  const seed = testSeed() ?? cryptoRng().int(0x1_0000_0000);
  const previous = store(def.id).read();
  const fresh = startGame(def, { players, settings, bag: loadBagMemory(def.id) }, seed);
  // A version beyond the old game's, so a tap aimed at the old game cannot land on this one.
  const game = { ...fresh, version: (previous?.version ?? -1) + 1 };
  save(def, game);
  return game;
}

export interface GameHandle<S, M, V, Settings> {
  state: GameState<S> | null;
  view: V | null;
  status: GameStatus | null;
  /** The turn on screen takes taps now (screens put it on `data-armed` for tests). */
  armed: boolean;
  /** Starts a new game (replacing any saved one) with these players and settings. */
  start(players: SetupPlayer[], settings: Settings): void;
  /** Applies a move made on the version this render showed; null when applied, else why not. */
  dispatch(move: M, options?: { instant?: boolean }): RefusalCode | null;
  playAgain(): void;
  /** Forgets the game on this device (leaving for good). */
  quit(): void;
}

export interface UseGameOptions<S> {
  seat?: Seat;
  /** The game's players as the stored player list, so the session mirror and setup see scores. */
  roster?: (data: S) => PlayerList;
  /** Whether finishing counts as a victory in the stats (false for games without a winner). */
  victory?: boolean;
}

/**
 * The one way a screen plays a game: it gets `view` and `dispatch`, and this hook stores the
 * state after every move (restored exactly on reload), keeps the shuffle-bag memory, reports
 * plays, and refuses the second tap of a double tap.
 */
export function useGame<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
  options: UseGameOptions<S> = {},
): GameHandle<S, M, V, Settings> {
  const seat = options.seat ?? DEVICE;
  const [game, setGame] = useState<GameState<S> | null>(() => readSavedGame(def));
  const latest = useRef(game);
  const shown = useRef({ version: -1, at: 0 });
  const { finish, restart } = usePlayTracking(def.id);
  const rosterOf = options.roster;
  const profileName = useSession().profile?.displayName ?? null;
  // Games without a winner (Sueca, Toque na Sorte) never report a victory.
  const victory = options.victory ?? true;

  const commit = useCallback(
    (next: GameState<S> | null) => {
      latest.current = next;
      setGame(next);
      if (!next) {
        store(def.id).clear();
        return;
      }
      save(def, next);
      const memory = def.bag?.(next.data);
      if (memory) saveBagMemory(def.id, memory);
      if (rosterOf) playerActions(def.id).replace(rosterOf(next.data));
    },
    [def, rosterOf],
  );

  // Taps count once the turn has been on screen DOUBLE_TAP_GUARD_MS; `armed` tells screens and tests.
  const [armedVersion, setArmedVersion] = useState(-1);
  useEffect(() => {
    const version = game?.version ?? -1;
    shown.current = { version, at: performance.now() };
    const timer = setTimeout(() => setArmedVersion(version), DOUBLE_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, [game?.version]);

  // Another tab of the same game moved on: adopt its newer state.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== savedGameKey(def.id)) return;
      const saved = readSavedGame(def);
      const current = latest.current;
      if (!saved) {
        latest.current = null;
        setGame(null);
      } else if (!current || saved.version > current.version || saved.rng !== current.rng) {
        latest.current = saved;
        setGame(saved);
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [def]);

  const renderedVersion = game?.version ?? -1;
  const dispatch = useCallback(
    (move: M, { instant = false }: { instant?: boolean } = {}): RefusalCode | null => {
      const current = latest.current;
      if (!current) return "NOT_NOW";
      if (renderedVersion !== current.version) return "STALE_MOVE";
      const seen = shown.current;
      if (
        !instant &&
        (seen.version !== current.version || performance.now() - seen.at < DOUBLE_TAP_GUARD_MS)
      )
        return "STALE_MOVE";
      const result = applyMove(def, current, {
        version: current.version,
        move,
        at: Date.now(),
        seat,
      });
      if (!result.ok) return result.code;
      const wasPlaying = def.status(current.data).kind === "playing";
      commit(result.state);
      const status = def.status(result.state.data);
      // isMyVictory: a game played without players (just the cards) has no standings, no winner.
      if (wasPlaying && status.kind === "over")
        void finish({
          victory: victory && isMyVictory(status.standings, meName() ?? profileName),
        });
      return null;
    },
    [def, renderedVersion, seat, commit, finish, profileName, victory],
  );

  const start = useCallback(
    (players: SetupPlayer[], settings: Settings) => {
      const previous = latest.current;
      commit(beginGame(def, players, settings));
      if (previous) restart();
    },
    [def, commit, restart],
  );

  const playAgain = useCallback(() => {
    const current = latest.current;
    if (!current) return;
    commit(nextGame(def, current));
    restart();
  }, [def, commit, restart]);

  const quit = useCallback(() => commit(null), [commit]);

  const view = useMemo(() => (game ? def.view(game.data, seat) : null), [def, game, seat]);
  const status = useMemo(() => (game ? def.status(game.data) : null), [def, game]);
  const armed = game !== null && armedVersion === game.version;
  return { state: game, view, status, armed, start, dispatch, playAgain, quit };
}
