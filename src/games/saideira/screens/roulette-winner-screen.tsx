import { Navigate, useNavigate } from "react-router";
import { ranking } from "../../../shared/players";
import { GameHeader } from "../../kit/game-header";
import { Results } from "../../kit/lazy-results";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { type SaideiraState, saideiraGame } from "../logic";
import { manifest } from "../manifest";
import "../styles.css";

const roster = (state: SaideiraState) => state.list;

/** The podium and the night's numbers; play again keeps the same players. */
export function RouletteWinnerScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const game = useGame(saideiraGame, { roster });
  const { view } = game;
  if (!view) return <Navigate to="/roulette/start" replace />;
  if (!view.over) return <Navigate to="/roulette/play" replace />;
  const ranked = ranking(view.list);
  const challenges = ranked.reduce((s, p) => s + p.challengesCompleted, 0);
  const drinks = ranked.reduce((s, p) => s + p.drinksCompleted, 0);
  const bravest = [...ranked].sort((a, b) => b.challengesCompleted - a.challengesCompleted)[0];
  const toaster = [...ranked].sort((a, b) => b.drinksCompleted - a.drinksCompleted)[0];
  const sober = prefs.drinkMode === "sem-alcool";
  const drinksLabel = sober ? "Goles de água, refri ou suco" : "Goles e doses";
  // The same numbers go on the shared image.
  const highlights = [
    ...(toaster && toaster.drinksCompleted > 0
      ? [{ label: "Quem mais brindou", value: toaster.name }]
      : []),
    ...(bravest && bravest.challengesCompleted > 0
      ? [{ label: "Mais corajoso", value: bravest.name }]
      : []),
    { label: drinksLabel, value: String(drinks) },
  ];
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title="Saideira" back="/game-modes" />
      <Results
        gameName="Saideira"
        unit={manifest.scoreUnit}
        ranking={ranked.map((p) => ({ name: p.name, points: p.points }))}
        highlights={highlights}
        sound={prefs.sound}
        vibration={prefs.vibration}
        onPlayAgain={() => {
          game.playAgain();
          navigate("/roulette/play", { replace: true });
        }}
        onExit={() => {
          game.quit();
          navigate("/game-modes");
        }}
      />
      <section
        aria-labelledby="night-title"
        className="grid gap-2 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="night-title" className="font-bold">
          Números da noite
        </h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted">Desafios cumpridos</dt>
          <dd className="text-right font-bold">{challenges}</dd>
          <dt className="text-muted">{drinksLabel}</dt>
          <dd className="text-right font-bold">{drinks}</dd>
          {bravest && bravest.challengesCompleted > 0 && (
            <>
              <dt className="text-muted">Mais corajoso</dt>
              <dd className="text-right font-bold">{bravest.name}</dd>
            </>
          )}
          {toaster && toaster.drinksCompleted > 0 && (
            <>
              <dt className="text-muted">Quem mais brindou</dt>
              <dd className="text-right font-bold">{toaster.name}</dd>
            </>
          )}
        </dl>
      </section>
    </main>
  );
}
