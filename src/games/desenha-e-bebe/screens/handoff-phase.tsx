import { Settings2, Smartphone } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonClass } from "../../../ui/button";
import { currentDrawer, currentTeam, type GameState, type Mode } from "../rules";
import { Scoreboard } from "./scoreboard";
import { teamStyle } from "./team-style";

/** Between rounds: whose team plays, who draws, and 'pass the phone to them'. */
export function HandoffPhase({
  game,
  mode,
  focusOnMount,
  onReady,
  onSetup,
}: {
  game: GameState;
  mode: Mode;
  focusOnMount: boolean;
  onReady(): void;
  onSetup(): void;
}) {
  const ready = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) ready.current?.focus();
  }, [focusOnMount]);
  const team = currentTeam(game);
  const drawer = currentDrawer(game) ?? "";
  if (!team) return null;
  const verb = mode === "desenho" ? "desenha" : "faz a mímica";

  return (
    <section className="card-in grid gap-5" aria-labelledby="handoff-title" data-testid="handoff">
      <div className="grid justify-items-center gap-3 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center">
        <span
          className={`rounded-full px-4 py-1 text-sm font-black ${teamStyle[team.color].badge}`}
        >
          Rodada {game.round + 1}
        </span>
        <h2 id="handoff-title" className="text-3xl font-black text-balance">
          Vez do {team.name}
        </h2>
        <p className="text-lg">
          <strong className="text-brand">{drawer}</strong> {verb}.
        </p>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Smartphone aria-hidden className="size-4 shrink-0" /> Passe o celular para {drawer}. O
          resto do time se prepara para adivinhar.
        </p>
      </div>
      <button
        ref={ready}
        type="button"
        onClick={onReady}
        className={buttonClass("primary", "min-h-14 text-lg")}
      >
        Sou {drawer}: ver a palavra
      </button>
      <Scoreboard game={game} />
      <Button variant="ghost" onClick={onSetup}>
        <Settings2 aria-hidden className="size-5" /> Mudar times ou regras
      </Button>
    </section>
  );
}
