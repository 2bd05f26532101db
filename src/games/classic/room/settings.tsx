import type { CustomDeck } from "../../../shared/custom-deck";
import { RoomDeckSettings } from "../../kit/room-deck-settings";
import type { RoomSettingsProps } from "../../kit/room-view";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { challengeCategories } from "../content";
import type { ClassicGameSettings } from "../logic";
import { ADULT_WARNING, loadClassicSettings } from "../settings";
import { categoryFace } from "../sober";

const TARGETS = [50, 100, 150, 200] as const;

/** The host's last choices on this device, 18+ as the host's preference says. */
export function classicRoomDefaults(showAdult: boolean): ClassicGameSettings {
  const saved = loadClassicSettings();
  const allowed = challengeCategories.filter((c) => showAdult || !c.adult).map((c) => c.id);
  const categories = saved.categories.filter((c) => allowed.includes(c));
  const maxPoints = TARGETS.find((t) => t === saved.maxPoints) ?? 100;
  return {
    categories: categories.length ? categories : ["classic", "drinking"],
    maxPoints,
    showAdult,
  };
}

export function ClassicRoomSettings({ value, onChange }: RoomSettingsProps<ClassicGameSettings>) {
  const { drinkMode } = useGamePrefs();
  const options = challengeCategories.map((c) => ({
    id: c.id,
    name: categoryFace(c, drinkMode).name,
    adult: c.adult,
  }));
  return (
    <RoomDeckSettings
      deckLegend="Categorias"
      options={options}
      chosen={value.categories}
      showAdult={value.showAdult}
      noun="a categoria"
      adultWarning={ADULT_WARNING}
      onDeck={(categories) => onChange({ ...value, categories })}
      countLegend="Meta de pontos"
      counts={TARGETS}
      count={TARGETS.find((t) => t === value.maxPoints) ?? 100}
      onCount={(maxPoints) => onChange({ ...value, maxPoints })}
      custom={{
        game: "classic",
        deck: value.customDeck,
        defaults: classicRoomDefaults(value.showAdult).categories,
        noun: "cartas",
        // The lobby may hold the server's summary: the server swaps it back for the room's deck.
        onChange: (deck, categories) =>
          onChange({ ...value, customDeck: deck as CustomDeck | null, categories }),
      }}
    />
  );
}
