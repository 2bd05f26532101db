import { Settings2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { currentPlayer } from "../../../shared/players";
import { cryptoRng } from "../../../shared/random";
import type { PlayerList } from "../../../shared/schemas/player";
import { Button } from "../../../ui/button";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { shuffledDeck } from "../cards";
import { isRoundOver, newGame, reduce, type SuecaAction, type SuecaState, summary } from "../logic";
import { manifest } from "../manifest";
import type { RuleEffect } from "../presets";
import { activeRules, type SuecaSettings } from "../rule-settings";
import { clearSavedGame, loadSavedGame, type SavedGame, saveGame } from "../saved-game";
import { loadSuecaSettings, saveSuecaSettings } from "../settings";
import { PlayPhase } from "./play-phase";
import { SetupPhase } from "./setup-phase";
import { SuecaRules } from "./sueca-rules";
import { SummaryPhase } from "./summary-phase";
import { TrackerPanel } from "./tracker-panel";
import { useDropRule } from "./use-drop-rule";

const rng = cryptoRng();
type Phase = "setup" | "play" | "summary";
const toTop = () => window.scrollTo({ top: 0 });

/** Sueca on one route (/sueca): setup → one card at a time → summary → reshuffle. */
export function SuecaScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadSuecaSettings);
  const [phase, setPhase] = useState<Phase>("setup");
  const [state, setState] = useState<SuecaState | null>(null);
  const [finished, setFinished] = useState(false);
  const { finish, restart } = usePlayTracking(manifest.id);
  useWakeLock(phase === "play");
  useSessionMirror(manifest.id);

  const rules = activeRules(settings);
  const enough = list.players.length >= manifest.minPlayers;
  const saved = useMemo(() => (phase === "setup" ? loadSavedGame() : null), [phase]);
  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };
  const dispatch = (action: SuecaAction) => setState((s) => (s ? reduce(s, action) : s));

  useEffect(() => {
    if (phase === "play" && state) saveGame(state);
  }, [phase, state]);
  // Players removed elsewhere mid-game: their rules and pass go; too few left, back to setup.
  const ids = list.players.map((p) => p.id).join(",");
  useEffect(() => {
    const playerIds = ids.split(",");
    setState((s) => (s ? reduce(s, { type: "forget-players", playerIds }) : s));
  }, [ids]);
  useEffect(() => {
    if (phase !== "setup" && !enough) setPhase("setup");
  }, [phase, enough]);

  function changeSettings(next: SuecaSettings) {
    setSettings(next);
    saveSuecaSettings(next);
  }

  function drawFor(s: SuecaState, turn: PlayerList): SuecaState {
    feedback("flip");
    return reduce(s, { type: "draw", drawerId: currentPlayer(turn)?.id ?? null, rules });
  }

  function play(next: SuecaState) {
    if (finished) {
      restart();
      setFinished(false);
    }
    setState(next);
    setPhase("play");
    toTop();
  }

  function start() {
    saveSuecaSettings(settings);
    play(drawFor(newGame(shuffledDeck(settings.decks, rng)), actions.setFirst()));
  }

  function next() {
    if (!state) return;
    if (isRoundOver(state)) {
      clearSavedGame();
      setPhase("summary");
      setFinished(true);
      feedback("success");
      void finish({ victory: false });
      toTop();
      return;
    }
    setState(drawFor(state, actions.next()));
  }

  function reshuffle() {
    if (!state) return;
    const fresh = reduce(state, { type: "reshuffle", deck: shuffledDeck(settings.decks, rng) });
    play(drawFor(fresh, actions.next()));
  }

  const drop = useDropRule(state?.tracker ?? null, (text, dropId) => {
    dispatch({ type: "general-rule", text, dropId });
    feedback("success");
  });

  function cardSubmit(effect: RuleEffect, text: string) {
    if (effect === "regra-geral") return drop.add(text);
    dispatch(
      effect === "regra-pessoal"
        ? { type: "personal-rule", text }
        : { type: "forbidden-word", word: text, fromCard: true },
    );
    feedback("success");
  }

  const nextIndex =
    list.players.length === 0 ? 0 : ((list.currentPlayerIndex ?? -1) + 1) % list.players.length;
  const showPlay = phase === "play" && state && enough;

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<SuecaRules rules={rules} />} />
      {!showPlay && phase !== "summary" && (
        <SetupPhase
          settings={settings}
          saved={saved}
          onChange={changeSettings}
          onStart={start}
          onResume={(game: SavedGame) => play(game.state)}
        />
      )}
      {phase === "summary" && state && (
        <SummaryPhase
          summary={summary(state)}
          tracker={state.tracker}
          round={state.round}
          onReshuffle={reshuffle}
          onSetup={() => setPhase("setup")}
          onExit={() => navigate("/game-modes")}
        />
      )}
      {showPlay && (
        <>
          <PlayPhase
            state={state}
            rules={rules}
            players={list.players}
            nextName={list.players[nextIndex]?.name ?? ""}
            drinkMode={prefs.drinkMode}
            onNext={next}
            onCardSubmit={cardSubmit}
            onSkipAction={() => dispatch({ type: "skip-card-action" })}
          />
          <TrackerPanel
            tracker={state.tracker}
            players={list.players}
            onRemoveGeneral={(id) => dispatch({ type: "remove-general", id })}
            onRemovePersonal={(ownerId) => dispatch({ type: "remove-personal", ownerId })}
            onSpendPass={() => dispatch({ type: "spend-pass" })}
            onSetWord={(word) => dispatch({ type: "forbidden-word", word })}
            onClearWord={() => dispatch({ type: "clear-forbidden-word" })}
          />
          <Button variant="ghost" className="text-sm text-muted" onClick={() => setPhase("setup")}>
            <Settings2 aria-hidden className="size-4" /> Mudar regras ou jogadores
          </Button>
          {drop.dialog}
        </>
      )}
    </main>
  );
}
