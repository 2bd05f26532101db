import { Check } from "lucide-react";
import type { Contender, Round } from "../logic";
import { Fingers, fingersLabel } from "./fingers";

/** What a tile says under the fingers. */
function tag(p: Contender, marked: boolean, round: Round | null): { text: string; tone: string } {
  if (round?.lost.includes(p.id)) {
    if (round.spared) return { text: "Segurou!", tone: "bg-accent text-night" };
    if (p.lives === 0) return { text: "Fora!", tone: "bg-danger text-night" };
    return { text: "−1 dedo", tone: "bg-danger text-night" };
  }
  if (p.lives === 0) return { text: "Fora", tone: "bg-night text-muted" };
  if (round) return { text: "Nunca", tone: "bg-night text-muted" };
  return marked
    ? { text: "Eu já!", tone: "bg-brand text-brand-ink" }
    : { text: "Eu nunca", tone: "bg-night text-muted" };
}

/**
 * The table: one big toggle per player to mark "Eu já!" while marking; after 'Confirmar' the
 * same tiles show who lost a finger. Players out of the game stay, greyed.
 */
export function PlayerGrid({
  players,
  maxLives,
  marked,
  round,
  onToggle,
}: {
  players: readonly Contender[];
  maxLives: number;
  marked: readonly string[];
  /** Set once the card was confirmed: the tiles only show the outcome. */
  round: Round | null;
  onToggle(id: string): void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Jogadores">
      {players.map((p) => {
        const out = p.lives === 0 && !round?.eliminated.includes(p.id);
        const on = marked.includes(p.id);
        const lost = round?.lost.includes(p.id) ?? false;
        const t = tag(p, on, round);
        return (
          // A button covers the drawn tile and is named after the player and fingers; the tile's
          // words stay out of it, so it holds no text its name leaves out (WCAG 2.5.3).
          <li
            key={p.id}
            className={`relative grid min-h-24 content-between short:min-h-20 justify-items-start gap-2 rounded-2xl border-2 p-3 text-left transition-[transform,opacity] ${on ? "border-brand bg-surface-2" : lost ? "border-danger bg-surface-2" : "border-line bg-surface"} ${out ? "opacity-40 grayscale" : ""} ${round ? "" : "has-[button:active]:scale-[0.97]"}`}
          >
            <span aria-hidden className="flex w-full items-center justify-between gap-2">
              <span className="min-w-0 truncate text-lg font-bold">{p.name}</span>
              {on && <Check className="size-5 shrink-0 text-brand" />}
            </span>
            <span aria-hidden>
              <Fingers lives={p.lives} max={maxLives} />
            </span>
            <span aria-hidden className={`rounded-full px-2 py-0.5 text-xs font-bold ${t.tone}`}>
              {t.text}
            </span>
            <button
              type="button"
              aria-pressed={round || out ? undefined : on}
              aria-label={`${p.name}, ${out ? "fora do jogo" : fingersLabel(p.lives, maxLives)}`}
              disabled={out}
              aria-disabled={round ? true : undefined}
              onClick={() => !round && onToggle(p.id)}
              className={`absolute -inset-0.5 rounded-2xl ${round ? "cursor-default" : ""}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
