import { Settings2 } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { loadPlayers, usePlayers, useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type SuecaMove, type SuecaState, suecaGame } from "../logic";
import { manifest } from "../manifest";
import type { RuleEffect } from "../presets";
import { activeRules, type SuecaSettings } from "../rule-settings";
import { loadSuecaSettings, saveSuecaSettings } from "../settings";
import { sameTable } from "../table";
import { PlayPhase } from "./play-phase";
import { SetupPhase } from "./setup-phase";
import { SuecaRules } from "./sueca-rules";
import { SummaryPhase } from "./summary-phase";
import { TrackerPanel } from "./tracker-panel";
import { useDropRule } from "./use-drop-rule";
import "../styles.css";

/** The hash of the game on the table: a reload or the dashboard's 'Continuar' lands on it. */
export const PLAY_HASH = "#jogo";
const roster = (state: SuecaState) => state.list;
const toTop = () => window.scrollTo({ top: 0 });
const tablePlayers = () => loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));

/** Sueca on one route (/sueca): setup, then (#jogo) one card at a time, the summary, reshuffle. */
export function SuecaScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const prefs = useGamePrefs();
  const [list] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadSuecaSettings);
  const game = useGame(suecaGame, { roster, victory: false });
  const { view } = game;
  const atTable = location.hash === PLAY_HASH && view !== null;
  useWakeLock(atTable && !view.over);
  useSessionMirror(manifest.id);

  const rules = activeRules(settings);
  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };
  const play = (move: SuecaMove, sfx?: Sfx) => {
    const refused = game.dispatch(move);
    if (refused === null && sfx) feedback(sfx);
    return refused === null;
  };
  const toTable = () => {
    navigate({ hash: PLAY_HASH });
    toTop();
  };

  function changeSettings(next: SuecaSettings) {
    setSettings(next);
    saveSuecaSettings(next);
  }

  function start() {
    saveSuecaSettings(settings);
    game.start(tablePlayers(), { rules, decks: settings.decks });
    feedback("flip");
    toTable();
  }

  // Back from the setup: the players and rules as it left them, in one move.
  function resume() {
    const players = tablePlayers();
    const same =
      view !== null &&
      sameTable(view.list, players) &&
      JSON.stringify(view.rules) === JSON.stringify(rules);
    if (!same && !play({ type: "table", players, rules })) return;
    toTable();
  }

  function next() {
    if (!view) return;
    const last = view.cardsLeft === 0;
    if (!play({ type: "next" }, last ? "success" : "flip")) return;
    if (last) toTop();
  }

  const drop = useDropRule(view?.tracker ?? null, (text, dropId) =>
    play({ type: "general-rule", text, dropId }, "success"),
  );

  function cardSubmit(effect: RuleEffect, text: string) {
    if (effect === "regra-geral") return drop.add(text);
    play(
      effect === "regra-pessoal"
        ? { type: "personal-rule", text }
        : { type: "forbidden-word", word: text, fromCard: true },
      "success",
    );
  }

  const unfinished = game.status?.kind === "playing";
  return (
    <main
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] short:gap-3 short:pt-3"
      data-armed={atTable ? game.armed : undefined}
      data-version={atTable ? game.state?.version : undefined}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<SuecaRules rules={rules} />} />
      {!atTable && (
        <SetupPhase
          settings={settings}
          resumable={unfinished && view ? view.cardsLeft : null}
          canResume={list.players.length >= manifest.minPlayers}
          onChange={changeSettings}
          onStart={start}
          onResume={resume}
        />
      )}
      {atTable && view.over && (
        <SummaryPhase
          view={view}
          onReshuffle={() => {
            game.playAgain();
            feedback("flip");
            toTop();
          }}
          onSetup={() => navigate({ hash: "" })}
          onExit={() => navigate("/game-modes")}
        />
      )}
      {atTable && !view.over && (
        <>
          <PlayPhase
            view={view}
            drinkMode={prefs.drinkMode}
            onNext={next}
            onCardSubmit={cardSubmit}
            onSkipAction={() => play({ type: "skip-card-action" })}
          />
          <TrackerPanel
            tracker={view.tracker}
            players={view.list.players}
            onRemoveGeneral={(id) => play({ type: "remove-general", id })}
            onRemovePersonal={(ownerId) => play({ type: "remove-personal", ownerId })}
            onSpendPass={() => play({ type: "spend-pass" })}
            onSetWord={(word) => play({ type: "forbidden-word", word, fromCard: false })}
            onClearWord={() => play({ type: "clear-forbidden-word" })}
          />
          <Button
            variant="ghost"
            className="text-sm text-muted"
            onClick={() => navigate({ hash: "" })}
          >
            <Settings2 aria-hidden className="size-4" /> Mudar regras ou jogadores
          </Button>
          {drop.dialog}
        </>
      )}
    </main>
  );
}
