import { Dices } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cryptoRng } from "../../../shared/random";
import type { Player } from "../../../shared/schemas/player";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { playSfx, vibrate } from "../../kit/feedback";
import { joinNames } from "../../kit/names";
import { teamColor } from "../colors";
import { type Mode, minFingers, teamLabel } from "../logic";
import {
  canDrawNames,
  type NamesDraw as Draw,
  drawNames,
  spinDelays,
  teamsOf,
} from "../names-logic";
import { namesResult } from "../text";

const rng = cryptoRng();
const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/**
 * The names on the table and the 'Sortear' button: the result is drawn first, then a highlight
 * runs round the names and stops on it (skipped with reduced motion).
 */
export function NamesDraw({
  players,
  mode,
  drinkMode,
  sound,
  vibration,
  onDrawn,
  onEdit,
  onEnd,
}: {
  players: readonly Player[];
  mode: Mode;
  drinkMode: DrinkMode;
  sound: boolean;
  vibration: boolean;
  /** The chosen ids (empty for teams), once the animation stops. */
  onDrawn(chosen: string[]): void;
  onEdit(): void;
  onEnd(): void;
}) {
  const [draw, setDraw] = useState<Draw | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const spinning = highlight !== null;
  const enough = canDrawNames(players, mode);
  const scored = players.some((p) => p.points > 0);

  function reveal(d: Draw) {
    setHighlight(null);
    setDraw(d);
    const sfx = d.chosen.length ? "drink" : "success";
    playSfx(sfx, sound);
    vibrate(sfx, vibration);
    onDrawn(d.chosen);
  }

  function start() {
    if (spinning || !enough) return;
    const d = drawNames(players, mode, rng);
    setDraw(null);
    if (d.path.length === 0 || reducedMotion()) return reveal(d);
    const delays = spinDelays(d.path.length);
    const step = (i: number) => {
      const at = d.path[i];
      if (at === undefined) return reveal(d);
      setHighlight(at);
      playSfx("spin-tick", sound);
      timer.current = setTimeout(() => step(i + 1), delays[i] ?? 0);
    };
    step(0);
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
