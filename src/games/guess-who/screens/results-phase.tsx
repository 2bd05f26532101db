import { Beer, GlassWater } from "lucide-react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Results } from "../../kit/lazy-results";
import { drinkRule } from "../logic";
import { manifest } from "../manifest";

/** The end: who drinks (the fewest words guessed), then the kit's podium and share. */
export function ResultsPhase({
  ranking,
  verdict,
  drinkMode,
  sound,
  vibration,
  onPlayAgain,
  onExit,
}: {
  ranking: readonly { name: string; points: number }[];
  verdict: string;
  drinkMode: DrinkMode;
  sound: boolean;
  vibration: boolean;
  onPlayAgain(): void;
  onExit(): void;
}) {
  const Icon = drinkMode === "sem-alcool" ? GlassWater : Beer;
  return (
    <>
      <aside
        className="flex items-center gap-3 rounded-3xl border border-line bg-surface-2 p-4"
        aria-label="Regra da bebida"
      >
        <Icon aria-hidden className="size-8 shrink-0 text-brand" />
        <div className="grid">
          <p className="text-sm text-muted">{drinkRule(drinkMode)}</p>
          <p className="font-bold" data-testid="drink-verdict">
            {verdict}
          </p>
        </div>
      </aside>
      <Results
        gameName={manifest.name}
        unit={manifest.scoreUnit}
        ranking={ranking}
        sound={sound}
        vibration={vibration}
        onPlayAgain={onPlayAgain}
        onExit={onExit}
      />
    </>
  );
}
