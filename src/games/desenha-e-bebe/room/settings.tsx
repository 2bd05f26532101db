import type { CustomDeck } from "../../../shared/custom-deck";
import { ChoiceRow, ToggleList } from "../../kit/room-choices";
import { deckPlays, RoomCustomDeck } from "../../kit/room-deck-settings";
import type { RoomSettingsProps } from "../../kit/room-view";
import { cleanRoomSettings, type DesenhaRoomSettings, ROOM_LAPS } from "../room-logic";
import { ROUND_SECONDS } from "../rules";
import { ChoiceChips } from "../screens/choice-chips";
import { loadDesenhaSettings } from "../settings";
import { CATEGORY_CHOICES, CATEGORY_LABELS, DIFFICULTIES, DIFFICULTY_LABELS } from "../word-kinds";

/**
 * The host's last choices of the single-phone game on this device (no 18+ words in this game;
 * the host's 18+ only lets an 18+ custom deck in).
 */
export function desenhaRoomDefaults(showAdult = false): DesenhaRoomSettings {
  const saved = loadDesenhaSettings(() => []);
  return cleanRoomSettings({ ...saved, laps: 1, customDeck: null, showAdult });
}

export function DesenhaRoomChoices({ value, onChange }: RoomSettingsProps<DesenhaRoomSettings>) {
  const showAdult = value.showAdult === true;
  const set = (patch: Partial<DesenhaRoomSettings>) => {
    const next = { ...value, ...patch };
    // The cleaner would drop the server's summary of the deck (no items): it stays as held.
    const clean = cleanRoomSettings({ ...next, customDeck: null });
    if (!deckPlays(next.customDeck, showAdult)) return onChange(clean);
    const difficulties = DIFFICULTIES.filter((d) => next.difficulties.includes(d));
    onChange({ ...clean, difficulties, customDeck: next.customDeck });
  };
  const alone = value.difficulties.length === 0 && deckPlays(value.customDeck, showAdult);
  return (
    <div className="grid gap-4">
      <RoomCustomDeck
        game="desenha-e-bebe"
        deck={value.customDeck}
        chosen={value.difficulties}
        defaults={desenhaRoomDefaults(showAdult).difficulties}
        showAdult={showAdult}
        noun="palavras"
        // The lobby may hold the server's summary: the server swaps it back for the room's deck.
        onChange={(deck, difficulties) =>
          set({ customDeck: deck as CustomDeck | null, difficulties })
        }
      />
      {!alone && (
        <>
          <ChoiceChips
            legend="Tema"
            options={CATEGORY_CHOICES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
            value={value.category}
            onChange={(category) => set({ category })}
          />
          <ToggleList
            legend="Dificuldade"
            options={DIFFICULTIES.map((d) => ({ id: d, name: DIFFICULTY_LABELS[d] }))}
            value={value.difficulties}
            onChange={(difficulties) => set({ difficulties })}
          />
        </>
      )}
      <ChoiceRow
        legend="Tempo para desenhar"
        choices={ROUND_SECONDS}
        value={value.seconds}
        label={(n) => `${n} s`}
        onChange={(seconds) => set({ seconds })}
      />
      <ChoiceRow
        legend="Vezes que cada um desenha"
        choices={ROOM_LAPS}
        value={ROOM_LAPS.find((n) => n === value.laps) ?? 1}
        onChange={(laps) => set({ laps })}
      />
    </div>
  );
}
