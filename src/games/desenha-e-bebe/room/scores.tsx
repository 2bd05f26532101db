import { Brush } from "lucide-react";
import type { DesenhaRoomView } from "../room-logic";

export const pointsText = (n: number) => `${n} ${n === 1 ? "ponto" : "pontos"}`;

/** Everyone's points, the drawer marked; most points first. */
export function Scores({ view, board = false }: { view: DesenhaRoomView; board?: boolean }) {
  const rows = [...view.players].sort((a, b) => b.points - a.points);
  return (
    <ul
      aria-label="Placar"
      data-testid="room-scores"
      className={`grid gap-1 ${board ? "text-3xl" : "grid-cols-2 text-sm"}`}
    >
      {rows.map((p) => (
        <li
          key={p.id}
          className="flex min-w-0 items-center gap-2 rounded-xl border border-line bg-surface px-3 py-1.5"
        >
          {p.id === view.drawerId && view.phase !== "over" && (
            <Brush aria-label="desenha agora" className="size-4 shrink-0 text-brand" />
          )}
          <span className="min-w-0 flex-1 break-words font-semibold">{p.name}</span>
          <span className="shrink-0 font-black tabular-nums">{p.points}</span>
        </li>
      ))}
    </ul>
  );
}
