import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { builtInSelection, useDeckChoice } from "../../kit/custom-deck-picker";
import type { RefusalCode } from "../../kit/engine/engine";
import { setupPlayersOf } from "../../kit/engine/turns";
import { playSfx, vibrate } from "../../kit/feedback";
import { useTopOnChange } from "../../kit/in-view";
import { Results } from "../../kit/lazy-results";
import { fillPlaceholders, promptText } from "../../kit/prompt";
import { TurnBar } from "../../kit/turn-bar";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  allowedLevels,
  finalRanking,
  KIND_LABELS,
  type Kind,
  LEVEL_LABELS,
  noLevelsLeft,
  type Outcome,
  type TruthOrDareState,
  truthOrDareGame,
} from "../logic";
import { manifest } from "../manifest";
import {
  loadTruthOrDareSettings,
  saveTruthOrDareSettings,
  truthOrDareStartSettings,
} from "../settings";
import { ChoosePhase } from "./choose-phase";
import { PromptPhase } from "./prompt-phase";
import { SetupPhase, withDeckChoice } from "./setup-phase";
import { TruthOrDarePage } from "./truth-or-dare-page";

const roster = (state: TruthOrDareState) => state.list;

const refusalText: Partial<Record<RefusalCode, string>> = {
  TOO_FEW_PLAYERS: `A partida precisa de pelo menos ${manifest.minPlayers} jogadores.`,
  TOO_MANY_PLAYERS: `No máximo ${manifest.maxPlayers} jogadores neste jogo.`,
};

/**
 * Verdade ou Desafio once a game is stored (the route's setup hands over, decision 052): the game
 * on the engine (choose Verdade or Desafio, the card, the answer) and its results. The game lives
 * in `useGame`: a reload shows the same turn and card; the setup mid-game ('Mudar jogadores ou
 * níveis') is the only UI state.
 */
export function TruthOrDareInPlay({ begun }: { begun: boolean }) {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const game = useGame(truthOrDareGame, { roster });
  const { view } = game;
  const [list] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadTruthOrDareSettings);
  const deck = useDeckChoice("truth-or-dare", prefs.showAdult);
  /** The group opened the setup in the middle of a game. */
  const [adjusting, setAdjusting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** True once the players act: from then on each phase moves the keyboard focus to its action. */
  const [interacted, setInteracted] = useState(begun);
  useWakeLock(view !== null && !view.over);

  // The profile's 18+ went off while an 18+ custom deck plays: the game takes the deck out.
  const played = game.state?.data.settings;
  const adultDeck = played?.customDeck?.adult === true && played.showAdult === true;
  const { dispatch } = game;
  useEffect(() => {
    if (prefs.showAdult || !adultDeck || !played || !view || view.over) return;
    dispatch(
      {
        type: "adjust",
        players: setupPlayersOf(view.list),
        levels: played.levels,
        maxPoints: played.maxPoints,
        showAdult: false,
      },
      { instant: true },
    );
  }, [prefs.showAdult, adultDeck, played, view, dispatch]);

  const unfinished = view !== null && !view.over;
  // Picante in play while the profile's 18+ went off: the group continues without it from the setup.
  const notice = unfinished ? noLevelsLeft(view.levels, prefs.showAdult) : null;
  const step =
    !view || adjusting || notice
      ? "setup"
      : view.over
        ? "results"
        : view.card
          ? "prompt"
          : "choose";
  useTopOnChange(step === "setup" || step === "results" ? step : "play");

  const feedback = (sfx: "flip" | "tap" | "success" | "drink") => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };
  const setupPlayers = () => list.players.map(({ id, name }) => ({ id, name }));

  function choose(kind: Kind) {
    setInteracted(true);
    if (game.dispatch({ type: "choose", kind }) === null) feedback("flip");
  }

  function answer(outcome: Outcome) {
    setInteracted(true);
    if (game.dispatch({ type: "answer", outcome }) !== null) return;
    feedback(outcome === "cumpriu" ? "success" : "drink");
  }

  function start() {
    const next = truthOrDareStartSettings(settings, prefs.showAdult);
    setSettings(next);
    game.start(setupPlayers(), withDeckChoice(next, deck));
    setAdjusting(false);
    setProblem(null);
    setInteracted(true);
  }

  function resume() {
    const allowed = allowedLevels(settings.levels, prefs.showAdult);
    // The game keeps its deck ('adjust' does not change it): alone only applies to that deck.
    const same = deck.chosen !== null && deck.chosen.id === played?.customDeck?.id;
    const levels = same ? builtInSelection(deck, allowed) : allowed;
    if (!levels.length && !same) return;
    if (allowed.length) saveTruthOrDareSettings({ ...settings, levels: allowed });
    const move = {
      type: "adjust" as const,
      players: setupPlayers(),
      levels,
      maxPoints: settings.maxPoints,
    };
    const refused = game.dispatch(move);
    if (refused) return setProblem(refusalText[refused] ?? null);
    setAdjusting(false);
    setProblem(null);
    setInteracted(true);
  }

  const card = step === "prompt" ? view?.card : null;
  const text =
    card && view
      ? fillPlaceholders(promptText(card.prompt, prefs.drinkMode), {
          jogador: view.current?.name ?? "",
          outro: view.other?.name,
        })
      : "";
  // Read by screen readers whenever a card is drawn (also after 'Pular', when focus stays put).
  const announcement = card
    ? `${KIND_LABELS[card.kind]} para ${view?.current?.name ?? ""}, ${card.deck ? `baralho ${card.deck.name}` : `nível ${LEVEL_LABELS[card.prompt.level]}`}: ${text}`
    : "";

  return (
    <TruthOrDarePage
      turn={step === "choose" || step === "prompt"}
      armed={game.armed}
      version={game.state?.version}
    >
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {step === "setup" && (
        <SetupPhase
          settings={settings}
          deck={deck}
          showAdult={prefs.showAdult}
          hasScores={unfinished && view.list.players.some((p) => p.points > 0)}
          notice={notice ?? problem}
          onChange={setSettings}
          onStart={start}
          onResume={unfinished ? resume : undefined}
        />
      )}
      {(step === "choose" || step === "prompt") && view && (
        <>
          <TurnBar list={view.list} />
          {card ? (
            <PromptPhase
              promptKey={`${game.state?.version}:${card.promptId}`}
              kind={card.kind}
              level={card.prompt.level}
              deck={card.deck}
              text={text}
              drinkMode={prefs.drinkMode}
              focusOnMount={interacted}
              onAnswer={answer}
              onSkip={() => {
                if (game.dispatch({ type: "skip" }) === null) feedback("tap");
              }}
            />
          ) : (
            <ChoosePhase
              playerName={view.current?.name ?? ""}
              maxPoints={view.maxPoints}
              finalRound={view.finalRound}
              focusOnMount={interacted}
              onChoose={choose}
              onAdjust={() => setAdjusting(true)}
            />
          )}
        </>
      )}
      {step === "results" && view && (
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={finalRanking(view.list)}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={game.playAgain}
          onExit={() => {
            game.quit();
            navigate("/game-modes");
          }}
        />
      )}
    </TruthOrDarePage>
  );
}
