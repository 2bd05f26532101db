import { ArrowRight, Trophy } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { joinNames } from "../../kit/names";
import { prefersReducedMotion } from "../../kit/reduced-motion";
import { type MaisProvavelView, penalty } from "../logic";
import { QuestionCard } from "./question-card";

const reducedMotion = () => prefersReducedMotion(true);

/** The line that says who pays: "Bia bebe!", "Empate! Ana e Bia bebem!". */
export function verdict(view: MaisProvavelView, drinkMode: DrinkMode): string {
  const names = (view.reveal?.drinkers ?? []).map(
    (id) => view.players.find((p) => p.id === id)?.name ?? "",
  );
  if (names.length === 0) return "Ninguém levou voto: ninguém paga desta vez.";
  const line = `${joinNames(names)} ${penalty(drinkMode, names.length > 1)}!`;
  return names.length > 1 ? `Empate! ${line}` : line;
}

const STAGGER_MS = 350;
const GROW_MS = 700;

/**
 * The counts of the round: one bar per player, growing one after the other from the least voted
 * to the most, then who pays. With reduced motion everything is simply there.
 */
export function RevealView({
  view,
  drinkMode,
  onNext,
}: {
  view: MaisProvavelView;
  drinkMode: DrinkMode;
  /** None on a room's board: the phones move the game on. */
  onNext?(): void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const headline = useRef<HTMLParagraphElement>(null);
  const counts = view.reveal?.counts ?? [];
  const top = Math.max(1, ...counts.map((c) => c.count));
  const last = view.round >= view.rounds;

  useEffect(() => {
    if (reducedMotion() || !list.current) return;
    const rows = [...list.current.querySelectorAll<HTMLElement>("[data-row]")];
    // Least voted first: the suspense builds up to the top of the list.
    const animations = [...rows].reverse().flatMap((row, i) => {
      const delay = i * STAGGER_MS;
      const bar = row.querySelector<HTMLElement>("[data-bar]");
      return [
        row.animate(
          [
            { opacity: 0, transform: "translateY(8px)" },
            { opacity: 1, transform: "none" },
          ],
          { duration: 250, delay, easing: "ease-out", fill: "backwards" },
        ),
        ...(bar
          ? [
              bar.animate([{ transform: "scaleX(0)" }, { transform: "scaleX(1)" }], {
                duration: GROW_MS,
                delay,
                easing: "cubic-bezier(0.2, 0.8, 0.2, 1)",
                fill: "backwards",
              }),
            ]
          : []),
      ];
    });
    const end = rows.length * STAGGER_MS + GROW_MS / 2;
    const shout = headline.current?.animate(
      [
        { opacity: 0, transform: "scale(0.6)" },
        { opacity: 1, transform: "scale(1.08)", offset: 0.7 },
        { opacity: 1, transform: "scale(1)" },
      ],
      { duration: 450, delay: end, fill: "backwards", easing: "ease-out" },
    );
    return () => {
      for (const a of animations) a.cancel();
      shout?.cancel();
    };
  }, []);

  return (
    <section aria-labelledby="mp-reveal" className="grid content-start gap-5">
      <QuestionCard view={view} label={`Rodada ${view.round} de ${view.rounds}`} compact />
      <h2 id="mp-reveal" className="sr-only">
        Resultado da rodada
      </h2>
      <ol ref={list} className="grid gap-3" aria-label="Votos da rodada" data-testid="counts">
        {counts.map((c) => {
          const player = view.players.find((p) => p.id === c.playerId);
          const drinks = view.reveal?.drinkers.includes(c.playerId) ?? false;
          return (
            <li key={c.playerId} className="grid gap-1" data-row>
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate font-bold">
                  {drinks && <Trophy aria-hidden className="mr-1 inline size-4 text-brand" />}
                  {player?.name}
                </span>
                <span className={drinks ? "font-bold text-brand" : "text-muted"}>
                  {c.count} {c.count === 1 ? "voto" : "votos"}
                </span>
              </div>
              <div className="h-4 overflow-hidden rounded-full bg-surface" aria-hidden>
                <div
                  data-bar
                  className={`h-full origin-left rounded-full ${drinks ? "bg-brand" : "bg-accent"}`}
                  style={{ width: `${(c.count / top) * 100}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <p
        ref={headline}
        role="status"
        className="rounded-3xl border border-brand bg-surface-2 p-5 text-center text-2xl font-black text-balance"
        data-testid="verdict"
      >
        {verdict(view, drinkMode)}
      </p>
      <p className="text-center text-sm text-muted">
        Os votos são secretos: só contam quantos cada um levou.
      </p>
      {onNext && (
        <div className="sticky bottom-0 z-10 -mx-5 grid bg-night px-5 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <Button className="min-h-16 text-lg" onClick={onNext}>
            <ArrowRight aria-hidden className="size-5" />
            {last ? "Ver resultado" : "Próxima rodada"}
          </Button>
        </div>
      )}
    </section>
  );
}
