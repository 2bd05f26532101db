import type { RoundsView } from "../logic";
import { roundScores, totals } from "../play";
import { ROUNDS } from "../rounds";
import { teamLabel } from "../teams";
import { teamColour } from "./team-colours";

/** Points of every team per round played so far, and the totals. */
export function ScoreTable({ state, rounds }: { state: RoundsView; rounds: number }) {
  const shown = ROUNDS.slice(0, rounds);
  const sums = totals(state);
  return (
    <table className="w-full table-fixed border-separate border-spacing-y-1 text-center">
      <caption className="sr-only">Placar por rodada</caption>
      <thead>
        <tr className="text-xs text-muted">
          <th scope="col" className="w-2/5 text-left font-semibold">
            Time
          </th>
          {shown.map((r, i) => (
            <th key={r.title} scope="col" className="font-semibold">
              <abbr title={`Rodada ${i + 1}: ${r.title}`} className="no-underline">
                R{i + 1}
              </abbr>
            </th>
          ))}
          <th scope="col" className="font-semibold">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {state.teams.map((team, t) => {
          const colour = teamColour(team.name, t);
          return (
            <tr key={team.name} className="bg-surface" data-testid={`score-${team.name}`}>
              <th scope="row" className="rounded-l-xl py-2 pl-3 text-left">
                <span className="flex items-center gap-2">
                  <span aria-hidden className={`size-3 shrink-0 rounded-full ${colour.dot}`} />
                  <span className="truncate">{teamLabel(team.name)}</span>
                </span>
              </th>
              {shown.map((r, i) => (
                <td key={r.title} className="tabular-nums">
                  {roundScores(state, i)[t] ?? 0}
                </td>
              ))}
              <td className="rounded-r-xl text-lg font-black text-brand tabular-nums">
                {sums[t] ?? 0}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
