import { Beer, GlassWater, PartyPopper, Settings2 } from "lucide-react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { Results } from "../../kit/lazy-results";
import { promptText } from "../../kit/prompt";
import type { RoundsView } from "../logic";
import { manifest } from "../manifest";
import { ROUNDS } from "../rounds";
import { loserPrompt, ranking } from "../standings";
import { ScoreTable } from "./score-table";
// A part loaded on its own: it brings the game's stylesheet (decision 043).
import "../styles.css";

/** After round 3: the kit's podium with the teams, the losing team's sip and every round's score. */
export function FinalResults({
  state,
  drinkMode,
  sound,
  vibration,
  onPlayAgain,
  onSetup,
  onExit,
}: {
  state: RoundsView;
  drinkMode: DrinkMode;
  sound: boolean;
  vibration: boolean;
  onPlayAgain(): void;
  onSetup(): void;
  onExit(): void;
}) {
  const loser = loserPrompt(state);

  const DrinkIcon = drinkMode === "sem-alcool" ? GlassWater : Beer;

  return (
    <div className="grid gap-6">
      <Results
        gameName={manifest.name}
        unit={manifest.scoreUnit}
        ranking={ranking(state)}
        sound={sound}
        vibration={vibration}
        onPlayAgain={onPlayAgain}
        onExit={onExit}
      />
      <section
        aria-label="Quem bebe"
        data-testid="drink-line"
        className="grid gap-1 rounded-2xl border-2 border-accent bg-surface-2 p-4 text-center"
      >
        {loser ? (
          <>
            <DrinkIcon aria-hidden className="mx-auto size-8 text-accent" />
            <p className="text-xl font-black">{promptText(loser, drinkMode)}</p>
            <p className="text-muted">Perdeu: {loser.teams}.</p>
          </>
        ) : (
          <>
            <PartyPopper aria-hidden className="mx-auto size-8 text-accent" />
            <p className="text-xl font-black">Empate! Ninguém perdeu, ninguém bebe.</p>
          </>
        )}
      </section>
      <section aria-labelledby="qmn-final-table" className="grid gap-2">
        <h2 id="qmn-final-table" className="font-bold">
          Placar das {ROUNDS.length} rodadas
        </h2>
        <ScoreTable state={state} rounds={ROUNDS.length} />
        <Button variant="ghost" onClick={onSetup}>
          <Settings2 aria-hidden className="size-5" /> Mudar times ou nomes
        </Button>
      </section>
    </div>
  );
}
