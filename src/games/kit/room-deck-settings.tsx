import { useState } from "react";
import { useDecksFor } from "../../client/decks";
import type { CustomDeck, DeckGame } from "../../shared/custom-deck";
import { CustomDeckPicker, type DeckChoice } from "./custom-deck-picker";
import { GroupConsentDialog } from "./group-consent";
import { ChoiceRow, ToggleList } from "./room-choices";

/** What the server sends back of a room's deck: its summary, never its items. */
export interface RoomDeckSummary {
  id: string;
  name: string;
  game: string;
  adult: boolean;
  size: number;
}

/** A room settings value's `customDeck`: the host's whole snapshot, the server's summary, or none. */
export type RoomDeckValue = CustomDeck | RoomDeckSummary | null;

/** The deck's id, name, 18+ flag and size, from a whole deck or a summary; null for anything else. */
export function roomDeckInfo(
  value: unknown,
): { id: string; name: string; adult: boolean; size: number } | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== "string" || typeof v.name !== "string") return null;
  const size = Array.isArray(v.items) ? v.items.length : typeof v.size === "number" ? v.size : 0;
  return { id: v.id, name: v.name, adult: v.adult === true, size };
}

/** A deck is chosen and may play (an 18+ one only with the host's 18+ on). */
export function deckPlays(deck: unknown, showAdult: boolean): boolean {
  const info = roomDeckInfo(deck);
  return info !== null && (showAdult || !info.adult);
}

/** The lobby's custom-deck section: where the deck is, what 'mixed' brings back, and the change. */
export interface RoomCustomDeckProps<Id extends string> {
  game: DeckGame;
  /** The settings value's `customDeck` as the lobby holds it (after a game: the summary). */
  deck: unknown;
  /** The game's own selection: empty means the deck plays alone. */
  chosen: readonly Id[];
  /** The selection 'mixed' (or dropping the deck) brings back when it is empty. */
  defaults: readonly Id[];
  showAdult: boolean;
  /** The game's own content in 'Misturar com as … do jogo'. */
  noun?: string;
  adultWarning?: string;
  /** The deck (a whole snapshot, or the summary kept as it was) and the selection, at once. */
  onChange(deck: RoomDeckValue, chosen: Id[]): void;
}

/**
 * 'Seus baralhos' in a room lobby: the host's decks for this game (the kit's picker), chosen into
 * the room's settings as the whole snapshot; the game's own selection empty plays it alone.
 */
export function RoomCustomDeck<Id extends string>({
  game,
  deck,
  chosen,
  defaults,
  showAdult,
  noun,
  adultWarning,
  onChange,
}: RoomCustomDeckProps<Id>) {
  const { decks, loading } = useDecksFor(game);
  const current = deckPlays(deck, showAdult) ? roomDeckInfo(deck) : null;
  const own = current ? decks.find((d) => d.id === current.id) : undefined;
  // A deck the host no longer has (deleted, or chosen by a former host) still shows as chosen:
  // the room keeps its items. Its items stand in for the count only.
  const kept: CustomDeck | null =
    current && !own
      ? {
          id: current.id,
          name: current.name,
          game,
          adult: current.adult,
          items: Array.from({ length: current.size }, () => ({ text: "" })),
        }
      : null;
  const value = (deck ?? null) as RoomDeckValue;
  const restored = (): Id[] => [...(chosen.length ? chosen : defaults)];
  const choice: DeckChoice = {
    decks: kept ? [kept, ...decks] : decks,
    loading,
    chosen: current ? (own ?? kept) : null,
    mixed: chosen.length > 0,
    choose(id) {
      if (id === null) onChange(null, restored());
      else if (id === current?.id) return;
      else {
        const next = decks.find((d) => d.id === id);
        // A first deck plays alone, as on one phone; another deck keeps the mix as it was.
        if (next) onChange(next, current ? [...chosen] : []);
      }
    },
    setMixed(mixed) {
      if (!current) return;
      onChange(value, mixed ? restored() : []);
    },
  };
  return (
    <CustomDeckPicker
      game={game}
      choice={choice}
      showAdult={showAdult}
      noun={noun}
      adultWarning={adultWarning}
      newTab
    />
  );
}

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
  custom,
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
  /** The host's custom decks for this game (issue 27); absent: none offered. */
  custom?: Omit<RoomCustomDeckProps<Id>, "chosen" | "showAdult" | "adultWarning">;
}) {
  const [asking, setAsking] = useState<DeckOption<Id> | null>(null);
  const visible = options.filter((o) => showAdult || !o.adult);
  // The deck alone: the game's own options have nothing to say (the list keeps one ticked).
  const alone = custom !== undefined && chosen.length === 0 && deckPlays(custom.deck, showAdult);
  return (
    <div className="grid gap-4">
      {custom && (
        <RoomCustomDeck
          {...custom}
          chosen={chosen}
          showAdult={showAdult}
          adultWarning={adultWarning}
        />
      )}
      {!alone && (
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
      )}
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
