import type { CustomDeck } from "../../../shared/custom-deck";
import { RoomDeckSettings } from "../../kit/room-deck-settings";
import type { RoomSettingsProps } from "../../kit/room-view";
import { categories } from "../content";
import { allowedCategories } from "../deck";
import type { EuNuncaGameSettings } from "../logic";
import { ADULT_WARNING, loadEuNuncaSettings } from "../settings";

const LIVES = [3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The host's last choices on this device, 18+ as the host's preference says. */
export function euNuncaRoomDefaults(showAdult: boolean): EuNuncaGameSettings {
  const saved = loadEuNuncaSettings();
  const usable = allowedCategories(saved.categories, showAdult);
  return {
    categories: usable.length ? usable : ["classico", "festa"],
    lives: saved.lives,
    showAdult,
  };
}

export function EuNuncaRoomSettings({ value, onChange }: RoomSettingsProps<EuNuncaGameSettings>) {
  return (
    <RoomDeckSettings
      deckLegend="Temas"
      options={categories}
      chosen={value.categories}
      showAdult={value.showAdult}
      noun="o tema"
      adultWarning={ADULT_WARNING}
      onDeck={(next) => onChange({ ...value, categories: next })}
      countLegend="Dedos de cada um"
      counts={LIVES}
      count={LIVES.find((n) => n === value.lives) ?? 5}
      onCount={(lives) => onChange({ ...value, lives })}
      custom={{
        game: "eu-nunca",
        deck: value.customDeck,
        defaults: euNuncaRoomDefaults(value.showAdult).categories,
        noun: "frases",
        // The lobby may hold the server's summary: the server swaps it back for the room's deck.
        onChange: (deck, categories) =>
          onChange({ ...value, customDeck: deck as CustomDeck | null, categories }),
      }}
    />
  );
}
