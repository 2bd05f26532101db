import { Navigate, useNavigate } from "react-router";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { playSfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { Results } from "../../kit/lazy-results";
import { drinkDoneLabel, fillPlaceholders, promptText } from "../../kit/prompt";
import { PromptIcon } from "../../kit/prompt-icon";
import { TurnBar } from "../../kit/turn-bar";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type ClassicState, classicGame, type Outcome } from "../logic";
import { manifest } from "../manifest";
import { categoryFace, challengeIcon } from "../sober";
import { AnswerButtons } from "./answer-buttons";
import { ClassicRules } from "./classic-rules";
import "../styles.css";

const roster = (state: ClassicState) => state.list;

export function ClassicPlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const game = useGame(classicGame, { roster });
  const { view } = game;
  useWakeLock(view !== null && !view.over);
  useSessionMirror(manifest.id);
  if (!view) return <Navigate to="/classic/players" replace />;

  if (view.over) {
    return (
      <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
        <GameHeader title={manifest.name} back="/classic" />
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={[...view.list.players]
            .sort((a, b) => b.points - a.points)
            .map((p) => ({ name: p.name, points: p.points }))}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={game.playAgain}
          onExit={() => {
            game.quit();
            navigate("/game-modes");
          }}
        />
      </main>
    );
  }

  const text = view.prompt
    ? fillPlaceholders(promptText(view.prompt.challenge, prefs.drinkMode), {
        jogador: view.current?.name ?? "",
        outro: view.other?.name,
      })
    : "";

  function answer(outcome: Outcome) {
    if (game.dispatch({ type: "answer", outcome }) !== null) return;
    const sfx = outcome === "bebeu" ? "drink" : "success";
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  }

  // Refusing a plain challenge means a forfeit without alcohol (see the rules sheet).
  const drinkLabel = drinkDoneLabel(text, prefs.drinkMode, "prenda");
  return (
    <main
      className="mx-auto grid min-h-dvh w-full max-w-xl grid-cols-1 grid-rows-[auto_auto_1fr_auto] gap-5 px-5 pt-6 short:gap-3 short:pt-3"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/classic" rules={<ClassicRules />} />
      <TurnBar list={view.list} />
      <article
        key={game.state?.version}
        aria-live="polite"
        className="card-in grid content-center gap-4 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center shadow-xl short:gap-3 short:p-4"
        data-testid="challenge"
      >
        {view.prompt && (
          <p className="mx-auto inline-flex max-w-full items-center gap-2 rounded-full bg-night/60 px-3 py-1 text-sm font-semibold text-brand">
            <PromptIcon
              name={challengeIcon(view.prompt.challenge.icon, prefs.drinkMode)}
              className="size-4 shrink-0"
            />{" "}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {categoryFace(view.prompt.category, prefs.drinkMode).name}
            </span>
          </p>
        )}
        <p className="text-2xl leading-snug font-bold text-balance [overflow-wrap:anywhere] short:text-xl">
          {text}
        </p>
        <p className="text-sm text-muted">
          {view.finalRound
            ? "Última rodada: a vez vai até o último da lista"
            : `Meta: ${view.maxPoints} pontos`}
        </p>
      </article>
      <ActionBar>
        <AnswerButtons
          kind={view.kind}
          drinkLabel={drinkLabel}
          current={view.current?.name ?? ""}
          other={view.other?.name ?? ""}
          onAnswer={answer}
        />
        <Button
          variant="ghost"
          disabled={view.skipsLeft === 0}
          onClick={() => {
            if (game.dispatch({ type: "skip" }) === null) playSfx("tap", prefs.sound);
          }}
        >
          {view.skipsLeft === 0
            ? "Sem pulos nesta partida"
            : `Pular (${view.skipsLeft === 1 ? "resta 1" : `restam ${view.skipsLeft}`})`}
        </Button>
      </ActionBar>
    </main>
  );
}
