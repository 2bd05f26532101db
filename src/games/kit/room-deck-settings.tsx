import { useState } from "react";
import { GroupConsentDialog } from "./group-consent";
import { ChoiceRow, ToggleList } from "./room-choices";

export interface DeckOption<Id extends string> {
  id: Id;
  name: string;
  adult?: boolean;
}

/**
 * A room lobby's deck (levels, categories or themes, several at a time) and one number (target,
 * rounds, fingers). +18 options exist only with the host's 18+ setting on, and one joins only after
 * 'Todos topam', as on the single-phone screens.
 */
export function RoomDeckSettings<Id extends string, N extends number>({
  deckLegend,
  options,
  chosen,
  showAdult,
  noun,
  adultWarning,
  onDeck,
  countLegend,
  counts,
  count,
  onCount,
}: {
  deckLegend: string;
  options: readonly DeckOption<Id>[];
  chosen: readonly Id[];
  showAdult: boolean;
  /** How the confirmation names an option: "o nível" → "Liberar o nível Picante?". */
  noun: string;
  /** What the group agrees to before an +18 option joins. */
  adultWarning: string;
  onDeck(chosen: Id[]): void;
  countLegend: string;
  counts: readonly N[];
  count: N;
  onCount(count: N): void;
}) {
  const [asking, setAsking] = useState<DeckOption<Id> | null>(null);
  const visible = options.filter((o) => showAdult || !o.adult);
  return (
    <div className="grid gap-4">
      <ToggleList
        legend={deckLegend}
        options={visible}
        value={chosen}
        onChange={(next) => {
          const added = visible.find(
            (o) => o.adult && next.includes(o.id) && !chosen.includes(o.id),
          );
          if (added) setAsking(added);
          else onDeck(next);
        }}
      />
      <ChoiceRow legend={countLegend} choices={counts} value={count} onChange={onCount} />
      <GroupConsentDialog
        open={asking !== null}
        title={`Liberar ${noun} ${asking?.name ?? ""}?`}
        warning={adultWarning}
        onClose={() => setAsking(null)}
        onAgree={() => asking && onDeck([...chosen, asking.id])}
      />
    </div>
  );
}
