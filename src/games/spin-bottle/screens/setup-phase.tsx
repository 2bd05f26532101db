import { Check, Lock } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { GameBlurb } from "../../kit/game-blurb";
import { PlayerSetup } from "../../kit/player-setup";
import { manifest } from "../manifest";
import { type KindMode, ROUND_OPTIONS, type SpinBottleSettings } from "../options";

const modes: { id: KindMode; label: string; hint: string }[] = [
  { id: "sorteio", label: "Sorteio", hint: "A garrafa sorteia: verdade, desafio ou bebe." },
  {
    id: "escolha",
    label: "Quem cai escolhe",
    hint: "Quem a garrafa apontar decide: verdade ou desafio?",
  },
];

const chip = (on: boolean) =>
  `inline-flex min-h-12 items-center gap-2 rounded-full border-2 px-4 font-bold transition ${on ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface text-ink hover:border-brand"}`;

/** How the kind is chosen, how many spins, the 18+ gate and the players. */
export function SetupPhase({
  settings,
  showAdult,
  onChange,
  onStart,
}: {
  settings: SpinBottleSettings;
  showAdult: boolean;
  onChange(settings: SpinBottleSettings): void;
  onStart(): void;
}) {
  const [confirmAdult, setConfirmAdult] = useState(false);
  const ids = { mode: useId(), adult: useId() };
  const adultOn = settings.adult && showAdult;
  const mode = modes.find((m) => m.id === settings.kindMode) ?? modes[0];

  return (
    <>
      <GameBlurb game={manifest} />

      <fieldset className="grid gap-2" aria-describedby={ids.mode}>
        <legend className="mb-2 text-lg font-bold">Verdade, desafio ou bebe?</legend>
        <div className="flex flex-wrap gap-2">
          {modes.map((m) => (
            <button
              key={m.id}
              type="button"
              aria-pressed={settings.kindMode === m.id}
              onClick={() => onChange({ ...settings, kindMode: m.id })}
              className={chip(settings.kindMode === m.id)}
            >
              {settings.kindMode === m.id && <Check aria-hidden className="size-4" />}
              {m.label}
            </button>
          ))}
        </div>
        <p id={ids.mode} className="text-sm text-muted">
          {mode?.hint}
        </p>
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-bold">Giros na rodada</legend>
        <div className="flex flex-wrap gap-2">
          {ROUND_OPTIONS.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={settings.rounds === r}
              onClick={() => onChange({ ...settings, rounds: r })}
              className={chip(settings.rounds === r)}
            >
              {r}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <button
          type="button"
          aria-pressed={adultOn}
          aria-disabled={!showAdult || undefined}
          aria-describedby={ids.adult}
          onClick={() => {
            if (!showAdult) return;
            if (adultOn) onChange({ ...settings, adult: false });
            else setConfirmAdult(true);
          }}
          className={`${chip(adultOn)} justify-self-start ${showAdult ? "" : "cursor-not-allowed opacity-60 hover:border-line"}`}
        >
          {adultOn && <Check aria-hidden className="size-4" />}
          {!showAdult && <Lock aria-hidden className="size-4" />}
          Perguntas picantes
          <span className="rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
        </button>
        <p id={ids.adult} className="text-sm text-muted">
          {showAdult ? (
            "Flerte e paquera, sempre com consentimento. Qualquer um pode recusar."
          ) : (
            <>
              Bloqueado enquanto “Conteúdo +18” estiver desligado nos ajustes do jogo (a engrenagem
              no topo da tela).
            </>
          )}
        </p>
      </div>

      <PlayerSetup game={manifest} onStart={onStart} />

      <Dialog
        open={confirmAdult}
        onOpenChange={setConfirmAdult}
        title="Liberar as perguntas picantes?"
        description="Verdades, desafios e goles de flerte, para maiores de 18. Só vale se a roda inteira topar, e qualquer pessoa pode recusar qualquer carta."
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setConfirmAdult(false)}>
            Agora não
          </Button>
          <Button
            onClick={() => {
              onChange({ ...settings, adult: true });
              setConfirmAdult(false);
            }}
          >
            Todos topam
          </Button>
        </div>
      </Dialog>
    </>
  );
}
