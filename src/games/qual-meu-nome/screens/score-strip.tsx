import type { RoundsView } from "../logic";
import { totals } from "../play";
import { teamLabel } from "../teams";
import { teamColour } from "./team-colours";

/** The game's totals in one line of chips, for the screens between turns. */
export function ScoreStrip({ state }: { state: RoundsView }) {
  const sums = totals(state);
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Placar">
      {state.teams.map((team, t) => (
        <li
          key={team.name}
          className="inline-flex items-center gap-2 rounded-full bg-surface-2 px-3 py-1 text-sm"
        >
          <span aria-hidden className={`size-2.5 rounded-full ${teamColour(team.name, t).dot}`} />
          <span className="max-w-32 truncate">{teamLabel(team.name)}</span>
          <strong className="text-brand tabular-nums">{sums[t] ?? 0}</strong>
        </li>
      ))}
    </ul>
  );
}
