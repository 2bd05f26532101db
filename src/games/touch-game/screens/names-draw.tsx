import { Dices } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Player } from "../../../shared/schemas/player";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { playSfx, vibrate } from "../../kit/feedback";
import { joinNames } from "../../kit/names";
import { prefersReducedMotion } from "../../kit/reduced-motion";
import { teamColor } from "../colors";
import { type Mode, minFingers, teamLabel } from "../logic";
import { type NamesDraw as Draw, spinDelays, teamsOf } from "../names-logic";
import { namesResult } from "../text";

/**
 * The names on the table and the 'Sortear' button: the move draws the result, then a highlight
 * runs round the names and stops on it (skipped with reduced motion, and after a reload).
 */
export function NamesDraw({
  players,
  mode,
  draw: drawn,
  draws,
  enough,
  drinkMode,
  sound,
  vibration,
  onDraw,
  onEdit,
  onEnd,
}: {
  players: readonly Player[];
  mode: Mode;
  /** The game's last draw (already decided) and how many there were. */
  draw: Draw | null;
  draws: number;
  enough: boolean;
  drinkMode: DrinkMode;
  sound: boolean;
  vibration: boolean;
  onDraw(): void;
  onEdit(): void;
  onEnd(): void;
}) {
  // The draw shown so far: a new one is revealed only when the highlight reaches it.
  const [revealed, setRevealed] = useState(draws);
  const [highlight, setHighlight] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const spinning = highlight !== null || revealed !== draws;
  const draw = revealed === draws ? drawn : null;
  const scored = players.some((p) => p.points > 0);

  useEffect(() => {
    if (revealed === draws || !drawn) return;
    const reveal = () => {
      setHighlight(null);
      setRevealed(draws);
      const sfx = drawn.chosen.length ? "drink" : "success";
      playSfx(sfx, sound);
      vibrate(sfx, vibration);
    };
    if (drawn.path.length === 0 || prefersReducedMotion()) return reveal();
    const delays = spinDelays(drawn.path.length);
    const step = (i: number) => {
      const at = drawn.path[i];
      if (at === undefined) return reveal();
      setHighlight(at);
      playSfx("spin-tick", sound);
      timer.current = setTimeout(() => step(i + 1), delays[i] ?? 0);
    };
    step(0);
  }, [draws, drawn, revealed, sound, vibration]);

  function start() {
    if (spinning || !enough) return;
    onDraw();
  }

  const chosenNames = (draw?.chosen ?? []).map((id) => players.find((p) => p.id === id)?.name);
  const teams = draw && mode.kind === "teams" ? teamsOf(players, draw.teams, mode.teams) : null;
  const result = teams
    ? "Times sorteados!"
    : namesResult(
        chosenNames.filter((n): n is string => !!n),
        drinkMode,
      );

  return (
    <section className="grid gap-5" aria-labelledby="names-title">
      <h2 id="names-title" className="text-2xl font-black">
        Quem vai ser?
      </h2>
      {teams ? (
        <ul className="grid grid-cols-2 gap-3" aria-label="Times">
          {teams.map((members, t) => (
            <li
              key={teamLabel(t)}
              className="card-in grid content-start gap-1 rounded-2xl border-2 bg-surface p-3"
              style={{ borderColor: teamColor(t) }}
            >
              <span className="font-black" style={{ color: teamColor(t) }}>
                {teamLabel(t)}
              </span>
              <span className="text-sm">{joinNames(members.map((p) => p.name))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-2" aria-label="Nomes">
          {players.map((p, i) => {
            const on = highlight === i || (!spinning && draw?.chosen.includes(p.id));
            const faded = !spinning && draw && !on;
            return (
              <li
                key={p.id}
                data-chosen={on && !spinning ? true : undefined}
                className={`flex min-h-14 items-center justify-between gap-2 rounded-2xl border-2 px-4 font-bold transition duration-150 ${on ? "scale-105 border-brand bg-brand text-brand-ink" : "border-line bg-surface"} ${faded ? "opacity-50" : ""}`}
              >
                <span className="truncate">{p.name}</span>
                {p.points > 0 && (
                  <span className="shrink-0 text-sm font-semibold opacity-80">
                    {p.points}×<span className="sr-only"> escolhido</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p
        role="status"
        data-testid="names-result"
        className="min-h-8 text-center text-2xl font-black text-brand"
      >
        {spinning ? "" : result}
      </p>
      {!enough && (
        <p className="text-center text-sm text-danger">
          Este modo precisa de pelo menos {minFingers(mode)} nomes.
        </p>
      )}
      <div className="grid gap-3">
        <Button onClick={start} disabled={spinning || !enough} className="min-h-14 text-lg">
          <Dices aria-hidden className="size-6" /> {draw ? "Sortear de novo" : "Sortear"}
        </Button>
        <Button variant="secondary" onClick={onEdit} disabled={spinning}>
          Editar nomes
        </Button>
        {scored && (
          <Button variant="ghost" onClick={onEnd} disabled={spinning}>
            Encerrar e ver o placar
          </Button>
        )}
      </div>
    </section>
  );
}
