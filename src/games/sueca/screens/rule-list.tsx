import { Pencil } from "lucide-react";
import { ofRank, RANK_NAMES, RANKS, type Rank } from "../cards";
import type { RuleSet } from "../presets";

/** The 13 rank rules in use, each with its 'Editar' button. */
export function RuleList({ rules, onEdit }: { rules: RuleSet; onEdit?(rank: Rank): void }) {
  return (
    <ol className="grid gap-2" aria-label="Regras de cada carta">
      {RANKS.map((rank) => {
        const rule = rules[rank];
        return (
          <li
            key={rank}
            className="ml-0! flex items-center gap-3 rounded-2xl border border-line bg-surface py-2 pr-1 pl-3"
          >
            <span
              aria-hidden
              className="grid h-12 w-10 shrink-0 place-items-center rounded-lg bg-ink text-lg font-black text-night"
            >
              {rank}
            </span>
            <span className="grid min-w-0 flex-1">
              <span className="font-bold">
                <span className="sr-only">{RANK_NAMES[rank]}: </span>
                {rule.title}
              </span>
              <span className="text-sm text-muted">{rule.text}</span>
            </span>
            {onEdit && (
              <button
                type="button"
                aria-label={`Editar a regra ${ofRank(rank)}`}
                onClick={() => onEdit(rank)}
                className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
              >
                <Pencil aria-hidden className="size-5" />
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
