import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { drinkCountLabel } from "../../kit/prompt";
import { Results } from "../../kit/results";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useWakeLock } from "../../kit/use-wake-lock";
import { deal } from "../deal";
import { cardById, finalRanking, isGameOver, type Outcome, reduce, scoreTurn } from "../logic";
import { manifest } from "../manifest";
import { clearSavedGame, type SavedGame, saveGame } from "../saved-game";
import { CardsPlay } from "./cards-play";

const sfxFor: Record<Outcome, Sfx> = { cumpriu: "success", bebeu: "drink", proxima: "flip" };

/**
 * One game, from its first card to the results. Mounted afresh (keyed) for every game, so play
 * tracking reports each game's start and end once.
 */
export function CardsGame({
  initial,
  onPlayAgain,
  onSetup,
}: {
  initial: SavedGame;
  onPlayAgain(): void;
  onSetup(): void;
}) {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const [game, setGame] = useState(initial);
  const [over, setOver] = useState(false);
  const { finish } = usePlayTracking(manifest.id);
  useWakeLock(!over);

  useEffect(() => {
    if (over) clearSavedGame();
    else saveGame(game);
  }, [game, over]);

  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };

  function end() {
    setOver(true);
    window.scrollTo({ top: 0 });
    void finish({ victory: true });
  }

  function answer(outcome: Outcome) {
    const card = cardById(game.state.cardId);
    if (!card) return;
    const scored = actions.replace(scoreTurn(list, card.kind, outcome));
    const resolved = { ...game, state: reduce(game.state, { type: "done" }) };
    feedback(sfxFor[outcome]);
    if (isGameOver(resolved.state, game.cardCount)) {
      setGame(resolved);
      end();
    } else {
      setGame(deal(resolved, scored, "draw"));
    }
  }

  function skip() {
    feedback("tap");
    setGame(deal(game, list, "skip"));
  }

  if (over) {
    const ranking = finalRanking(list);
    return (
      <>
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={ranking}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={onPlayAgain}
          onExit={() => navigate("/game-modes")}
        />
        <section aria-labelledby="cards-summary" className="grid gap-2">
          <h2 id="cards-summary" className="font-bold">
            Resumo: {game.state.cardsPlayed} {game.state.cardsPlayed === 1 ? "carta" : "cartas"}
          </h2>
          <ul className="grid gap-1 rounded-2xl border border-line bg-surface p-3 text-sm">
            {ranking.map((e) => (
              <li key={e.name} className="flex justify-between gap-3">
                <span className="truncate">{e.name}</span>
                <span className="shrink-0 text-muted tabular-nums">
                  {e.points} pts · {drinkCountLabel(e.drinks, prefs.drinkMode)}
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
      game={game}
      list={list}
      drinkMode={prefs.drinkMode}
      onAnswer={answer}
      onSkip={skip}
      onEnd={end}
    />
  );
}
