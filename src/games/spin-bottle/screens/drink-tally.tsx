import type { PlayerList } from "../../../shared/schemas/player";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { drinkCountLabel } from "../../kit/prompt";
import { drinkTally } from "../rules";

/** The results' "who drank": every player's count, most first. */
export function DrinkTally({ list, drinkMode }: { list: PlayerList; drinkMode: DrinkMode }) {
  return (
    <section
      aria-labelledby="drink-tally-title"
      className="grid gap-2 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="drink-tally-title" className="font-bold">
        {drinkMode === "sem-alcool" ? "Quem pagou gole ou prenda" : "Quem bebeu"}
      </h2>
      <ul className="grid gap-1 text-sm">
        {drinkTally(list).map((p) => (
          <li key={p.id} className="flex justify-between gap-3" data-testid={`drinks-${p.name}`}>
            <span className="truncate">{p.name}</span>
            <span className="shrink-0 tabular-nums text-muted">
              {drinkCountLabel(p.drinks, drinkMode)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
