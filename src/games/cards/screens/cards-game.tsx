import { useNavigate } from "react-router";
import { formatScore } from "../../../shared/score-unit";
import { Button } from "../../../ui/button";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { Results } from "../../kit/lazy-results";
import { drinkCountLabel } from "../../kit/prompt";
import type { GameHandle } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  type CardsGameState,
  type CardsMove,
  type CardsSettings,
  type CardsView,
  finalRanking,
  type Outcome,
  TIE_BREAK,
} from "../logic";
import { manifest } from "../manifest";
import { CardsPlay } from "./cards-play";

const sfxFor: Record<Outcome, Sfx> = { cumpriu: "success", bebeu: "drink", proxima: "flip" };

/** One game, from its first card to the results: draws the engine's view, dispatches moves. */
export function CardsGame({
  game,
  onSetup,
}: {
  game: GameHandle<CardsGameState, CardsMove, CardsView, CardsSettings>;
  onSetup(): void;
}) {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const { view } = game;
  useWakeLock(view !== null && !view.over);
  if (!view) return null;

  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };

  if (view.over) {
    const ranking = finalRanking(view.list);
    return (
      <>
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={ranking}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={() => {
            game.playAgain();
            window.scrollTo({ top: 0 });
          }}
          onExit={() => {
            game.quit();
            navigate("/game-modes");
          }}
        />
        <section aria-labelledby="cards-summary" className="grid gap-2">
          <h2 id="cards-summary" className="font-bold">
            Resumo: {view.cardsPlayed} {view.cardsPlayed === 1 ? "carta" : "cartas"}
          </h2>
          <p className="text-sm text-muted" data-testid="tie-break">
            {TIE_BREAK}
          </p>
          <ul className="grid gap-1 rounded-2xl border border-line bg-surface p-3 text-sm">
            {ranking.map((e) => (
              <li key={e.name} className="flex justify-between gap-3">
                <span className="truncate">{e.name}</span>
                <span className="shrink-0 text-muted tabular-nums">
                  {formatScore(e.points, manifest.scoreUnit)} ·{" "}
                  {drinkCountLabel(e.drinks, prefs.drinkMode)}
                </span>
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={onSetup}>
            Mudar jogadores ou cartas
          </Button>
        </section>
      </>
    );
  }

  return (
    <CardsPlay
      view={view}
      drinkMode={prefs.drinkMode}
      onAnswer={(outcome, loserId) => {
        const move: CardsMove = loserId
          ? { type: "answer", outcome, loserId }
          : { type: "answer", outcome };
        if (game.dispatch(move) === null) feedback(sfxFor[outcome]);
      }}
      onSkip={() => {
        if (game.dispatch({ type: "skip" }) === null) feedback("tap");
      }}
      onEnd={() => {
        if (game.dispatch({ type: "end" }) === null) window.scrollTo({ top: 0 });
      }}
    />
  );
}
