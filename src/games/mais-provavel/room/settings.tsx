import type { CustomDeck } from "../../../shared/custom-deck";
import { RoomDeckSettings } from "../../kit/room-deck-settings";
import type { RoomSettingsProps } from "../../kit/room-view";
import { levels } from "../content";
import { allowedLevels, type MaisProvavelSettings, ROUND_CHOICES } from "../logic";
import { ADULT_WARNING, loadChoices } from "../settings";

/** The host's last choices on this device, 18+ as the host's preference says. */
export function maisProvavelRoomDefaults(showAdult: boolean): MaisProvavelSettings {
  const choices = loadChoices();
  const usable = allowedLevels(choices.levels, showAdult);
  return { levels: usable.length ? usable : ["leve", "festa"], rounds: choices.rounds, showAdult };
}

export function MaisProvavelRoomSettings({
  value,
  onChange,
}: RoomSettingsProps<MaisProvavelSettings>) {
  return (
    <RoomDeckSettings
      deckLegend="Níveis"
      options={levels}
      chosen={value.levels}
      showAdult={value.showAdult}
      noun="o nível"
      adultWarning={ADULT_WARNING}
      onDeck={(next) => onChange({ ...value, levels: next })}
      countLegend="Rodadas"
      counts={ROUND_CHOICES}
      count={ROUND_CHOICES.find((r) => r === value.rounds) ?? ROUND_CHOICES[0]}
      onCount={(rounds) => onChange({ ...value, rounds })}
      custom={{
        game: "mais-provavel",
        deck: value.customDeck,
        defaults: maisProvavelRoomDefaults(value.showAdult).levels,
        noun: "perguntas",
        // The lobby may hold the server's summary: the server swaps it back for the room's deck.
        onChange: (deck, levels) =>
          onChange({ ...value, customDeck: deck as CustomDeck | null, levels }),
      }}
    />
  );
}
