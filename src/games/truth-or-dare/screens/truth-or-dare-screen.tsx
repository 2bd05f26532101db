import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { currentPlayer } from "../../../shared/players";
import { cryptoRng } from "../../../shared/random";
import { playSfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { fillPlaceholders, pickOther, promptText } from "../../kit/prompt";
import { Results } from "../../kit/results";
import { gameBag } from "../../kit/shuffle-bag-store";
import { TurnBar } from "../../kit/turn-bar";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  allowedLevels,
  allPromptIds,
  type Draw,
  drawPrompt,
  finalRanking,
  KIND_LABELS,
  type Kind,
  LEVEL_LABELS,
  legacyPromptId,
  noLevelsLeft,
  type Outcome,
  type Phase,
  promptById,
  resolveTurn,
  resumePhase,
  skipPrompt,
} from "../logic";
import { manifest } from "../manifest";
import { loadTruthOrDareSettings, saveTruthOrDareSettings } from "../settings";
import { ChoosePhase } from "./choose-phase";
import { PromptPhase } from "./prompt-phase";
import { SetupPhase } from "./setup-phase";
import { TruthOrDareRules } from "./truth-or-dare-rules";

const rng = cryptoRng();
/** One persisted bag for the game: no card repeats until every card in play was seen, even
 * across reloads or after changing the levels or the 18+ setting. */
const bag = gameBag(manifest.id, { universe: allPromptIds, legacyId: legacyPromptId, rng });
const draw: Draw = (ids) => bag.draw(ids);

/** The card on the table: its id and the player named as {outro}. */
interface Card {
  kind: Kind;
  promptId: string;
  otherId: string | null;
}

/**
 * Verdade ou Desafio on one route: setup → choose (Verdade or Desafio) → prompt → … → results.
 * The phase lives in memory only; a reload with a game in progress resumes at 'choose' for the
 * current player (the players and their points are in the local player store).
 */
export function TruthOrDareScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadTruthOrDareSettings);
  const [phase, setPhase] = useState<Phase>(() =>
    resumePhase(list, settings, prefs.showAdult, manifest.minPlayers),
  );
  const [card, setCard] = useState<Card | null>(null);
  /** Why the game went back to the setup on its own (no level left to draw from). */
  const [notice, setNotice] = useState<string | null>(null);
  /** True once the players act: from then on each phase moves the keyboard focus to its action. */
  const [interacted, setInteracted] = useState(false);
  const { finish, restart } = usePlayTracking(manifest.id);
  const playing = phase === "choose" || phase === "prompt";
  useWakeLock(playing);
  useSessionMirror(manifest.id);

  const levels = allowedLevels(settings.levels, prefs.showAdult);
  const current = currentPlayer(list);
  const enough = list.players.length >= manifest.minPlayers;

  // Players removed elsewhere (another tab, the server's copy) mid-game: back to the setup.
  useEffect(() => {
    if (playing && !enough) setPhase("setup");
  }, [playing, enough]);
  // Only Picante chosen and the 18+ setting turned off: nothing left to draw, so back to the setup.
  const stuck = playing ? noLevelsLeft(settings, prefs.showAdult) : null;
  useEffect(() => {
    if (!stuck) return;
    setCard(null);
    setNotice(stuck);
    setPhase("setup");
  }, [stuck]);
  // A stored list may come without a turn: the first player starts.
  useEffect(() => {
    if (playing && enough && list.currentPlayerIndex === null) actions.setFirst();
  }, [playing, enough, list.currentPlayerIndex, actions]);

  // The card only shows while its level is still allowed (the 18+ setting may change mid-game).
  const found = card ? promptById(card.promptId) : null;
  const shown = found && levels.includes(found.prompt.level) ? found : null;
  const other = list.players.find((p) => p.id === card?.otherId && p.id !== current?.id);
  const text = shown
    ? fillPlaceholders(promptText(shown.prompt, prefs.drinkMode), {
        jogador: current?.name ?? "",
        outro: other?.name,
      })
    : "";
  const step = phase === "prompt" && !shown ? "choose" : phase;

  function deal(kind: Kind, promptId: string | null) {
    if (!promptId) return setPhase("choose");
    const otherPlayer = pickOther(list.players, current?.id ?? null, rng);
    setCard({ kind, promptId, otherId: otherPlayer?.id ?? null });
    setPhase("prompt");
  }

  function choose(kind: Kind) {
    playSfx("flip", prefs.sound);
    vibrate("flip", prefs.vibration);
    setInteracted(true);
    deal(kind, drawPrompt(kind, levels, draw));
  }

  function skip() {
    if (!card) return;
    playSfx("tap", prefs.sound);
    vibrate("tap", prefs.vibration);
    deal(card.kind, skipPrompt(list, card.kind, levels, draw).promptId);
  }

  function answer(outcome: Outcome) {
    const result = resolveTurn(list, outcome, settings.maxPoints);
    actions.replace(result.list);
    setCard(null);
    setInteracted(true);
    if (result.winner) {
      setPhase("results");
      void finish({ victory: true });
      return;
    }
    const sfx = outcome === "cumpriu" ? "success" : "drink";
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
    setPhase("choose");
  }

  function start() {
    setNotice(null);
    const next = { ...settings, levels };
    saveTruthOrDareSettings(next);
    setSettings(next);
    actions.resetPoints();
    actions.setFirst();
    setCard(null);
    setInteracted(true);
    if (phase === "results") restart();
    setPhase("choose");
  }

  // Read by screen readers whenever a card is drawn (also after 'Pular', when focus stays put).
  const announcement =
    step === "prompt" && shown
      ? `${KIND_LABELS[shown.kind]} para ${current?.name ?? ""}, nível ${LEVEL_LABELS[shown.prompt.level]}: ${text}`
      : "";

  return (
    <main
      className={`mx-auto grid max-w-xl px-5 py-6 ${step === "choose" || step === "prompt" ? "min-h-dvh grid-rows-[auto_auto_1fr_auto] gap-5" : "gap-6"}`}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<TruthOrDareRules />} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {step === "setup" && (
        <SetupPhase
          settings={settings}
          showAdult={prefs.showAdult}
          hasScores={list.players.some((p) => p.points > 0)}
          notice={notice}
          onChange={setSettings}
          onStart={start}
        />
      )}
      {(step === "choose" || step === "prompt") && (
        <>
          <TurnBar list={list} />
          {step === "prompt" && shown ? (
            <PromptPhase
              promptKey={card?.promptId ?? ""}
              kind={shown.kind}
              level={shown.prompt.level}
              text={text}
              drinkMode={prefs.drinkMode}
              focusOnMount={interacted}
              onAnswer={answer}
              onSkip={skip}
            />
          ) : (
            <ChoosePhase
              playerName={current?.name ?? ""}
              maxPoints={settings.maxPoints}
              focusOnMount={interacted}
              onChoose={choose}
              onAdjust={() => setPhase("setup")}
            />
          )}
        </>
      )}
      {step === "results" && (
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={finalRanking(list)}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={start}
          onExit={() => navigate("/game-modes")}
        />
      )}
    </main>
  );
}
