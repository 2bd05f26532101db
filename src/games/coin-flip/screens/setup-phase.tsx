import { Check } from "lucide-react";
import { useId } from "react";
import { GameBlurb } from "../../kit/game-blurb";
import { PlayerSetup } from "../../kit/player-setup";
import { manifest } from "../manifest";
import type { CallMode } from "../rules";
import type { CoinFlipSettings } from "../settings";

const modes: { id: CallMode; label: string; hint: string }[] = [
  {
    id: "todos",
    label: "Todo mundo chama",
    hint: "Cada um escolhe cara ou coroa antes da jogada. Quem errar bebe.",
  },
  {
    id: "duelo",
    label: "Duelo (2 jogadores)",
    hint: "Um chama, o outro fica com o outro lado. Quem chama se alterna a cada jogada.",
  },
];

/** How calls are made and who plays. */
export function SetupPhase({
  settings,
  onChange,
  onStart,
}: {
  settings: CoinFlipSettings;
  onChange(settings: CoinFlipSettings): void;
  onStart(): void;
}) {
  const hint = useId();
  const mode = modes.find((m) => m.id === settings.mode) ?? modes[0];
  return (
    <>
      <GameBlurb game={manifest} />
      <fieldset className="grid gap-2" aria-describedby={hint}>
        <legend className="mb-2 text-lg font-bold">Como se chama</legend>
        <div className="flex flex-wrap gap-2">
          {modes.map((m) => {
            const on = settings.mode === m.id;
            return (
              <button
                key={m.id}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ mode: m.id })}
                className={`inline-flex min-h-12 items-center gap-2 rounded-full border-2 px-4 font-bold transition ${on ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface text-ink hover:border-brand"}`}
              >
                {on && <Check aria-hidden className="size-4" />}
                {m.label}
              </button>
            );
          })}
        </div>
        <p id={hint} className="text-sm text-muted">
          {mode?.hint}
          {settings.mode === "duelo" && " Com mais de 2 na roda, todo mundo chama."}
        </p>
      </fieldset>
      <PlayerSetup game={manifest} orderMatters={false} onStart={onStart} />
    </>
  );
}
