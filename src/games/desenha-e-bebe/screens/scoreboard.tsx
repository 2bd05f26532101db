import type { GameState } from "../rules";
import { teamStyle } from "./team-style";

/** Every team's points towards the target and its sips so far; the team playing stands out. */
export function Scoreboard({ game }: { game: GameState }) {
  return (
    <ul className="grid gap-2" aria-label="Placar">
      {game.teams.map((t, i) => {
        const playing = i === game.turn;
        return (
          <li
            key={t.id}
            className={`flex items-center gap-3 rounded-2xl border-2 px-4 py-2 ${playing ? `${teamStyle[t.color].border} bg-surface-2` : "border-transparent bg-surface"}`}
          >
            <span
              aria-hidden
              className={`size-3 shrink-0 rounded-full ${teamStyle[t.color].dot}`}
            />
            <span className="min-w-0 flex-1 truncate font-bold">{t.name}</span>
            <span className="shrink-0 text-sm text-muted tabular-nums">
              {t.sips} {t.sips === 1 ? "gole" : "goles"}
            </span>
            <span
              className="shrink-0 text-lg font-black tabular-nums"
              data-testid={`score-${t.name}`}
            >
              {t.points}/{game.target}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
