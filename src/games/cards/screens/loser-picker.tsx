import type { Player } from "../../../shared/schemas/player";
import { MINI_GAME_POINTS } from "../options";

/** On a mini-jogo, the group marks who lost: the others earn a point. Tapping again unmarks. */
export function LoserPicker({
  players,
  chosen,
  onChoose,
}: {
  players: readonly Player[];
  chosen: string | undefined;
  onChoose(id: string | null): void;
}) {
  return (
    <fieldset className="grid gap-2" data-testid="loser-picker">
      <legend className="mb-1 text-center text-sm font-bold">
        Quem perdeu? O resto ganha {MINI_GAME_POINTS} ponto.
      </legend>
      <div className="flex flex-wrap justify-center gap-2">
        {players.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={chosen === p.id}
            onClick={() => onChoose(chosen === p.id ? null : p.id)}
            className={`min-h-11 max-w-40 truncate rounded-full border px-3 text-sm ${chosen === p.id ? "border-brand bg-surface-2 font-bold" : "border-line"}`}
          >
            {p.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
