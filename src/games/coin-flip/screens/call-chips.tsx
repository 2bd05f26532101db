import { Crown, Smile } from "lucide-react";
import type { Player } from "../../../shared/schemas/player";
import { type Calls, FACE_LABELS, type Face } from "../rules";

const faceStyle: Record<Face, string> = {
  cara: "bg-brand text-brand-ink",
  coroa: "bg-accent text-night",
};

const score = (p: Player) => `${p.points} ${p.points === 1 ? "acerto" : "acertos"}`;

/** A chip's name holds what it shows, in the same order (WCAG 2.5.3), then what a tap does. */
function chipName(p: Player, call: Face | undefined, locked: boolean): string {
  const shown = `${p.name}, ${score(p)}, ${call ? FACE_LABELS[call] : "escolher"}`;
  if (locked) return shown;
  return call ? `${shown}. Toque para trocar.` : `${shown} cara ou coroa.`;
}

/**
 * One chip per player: tap to call cara or coroa. In a duel only the caller's chip answers (the
 * other player holds the other side). Each chip shows the player's right calls so far.
 */
export function CallChips({
  players,
  calls,
  callerId,
  busy,
  onToggle,
}: {
  players: readonly Player[];
  calls: Calls;
  /** Set in a duel: the only player who calls. */
  callerId: string | null;
  /** While the coin is in the air nobody changes their call. */
  busy: boolean;
  onToggle(playerId: string): void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2" aria-label="Palpites">
      {players.map((p) => {
        const call = calls[p.id];
        const locked = busy || (callerId !== null && p.id !== callerId);
        const Icon = call === "coroa" ? Crown : Smile;
        return (
          <li key={p.id}>
            <button
              type="button"
              data-testid={`call-${p.name}`}
              data-call={call ?? ""}
              aria-disabled={locked || undefined}
              aria-label={chipName(p, call, locked)}
              onClick={() => !locked && onToggle(p.id)}
              className={`grid min-h-16 w-full gap-1 rounded-2xl border-2 bg-surface px-3 py-2 text-left transition active:scale-[0.98] ${call ? "border-line" : "border-dashed border-brand/60"} ${locked ? "cursor-default" : "hover:border-brand"}`}
            >
              {/* The spaces keep the words apart in the text a chip is named after. */}
              <span className="truncate font-bold">{p.name}</span>{" "}
              <span className="flex items-center justify-between gap-1">
                <span className="text-xs whitespace-nowrap text-muted">{score(p)}</span>{" "}
                {call ? (
                  <span
                    className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-black ${faceStyle[call]}`}
                  >
                    <Icon aria-hidden className="size-3.5" />
                    {FACE_LABELS[call]}
                  </span>
                ) : (
                  <span className="shrink-0 rounded-full border border-dashed border-line px-2 py-0.5 text-xs font-bold text-muted">
                    escolher
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
