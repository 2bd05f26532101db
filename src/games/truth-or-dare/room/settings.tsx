import type { CustomDeck } from "../../../shared/custom-deck";
import { RoomDeckSettings } from "../../kit/room-deck-settings";
import type { RoomSettingsProps } from "../../kit/room-view";
import { ADULT_LEVEL, allowedLevels, LEVEL_LABELS, LEVELS, type Level } from "../options";
import { ADULT_WARNING, loadTruthOrDareSettings } from "../settings";

/** What the host picks: the levels (Picante only with their 18+ on) and the target. */
export interface TruthOrDareRoomSettingsValue {
  levels: Level[];
  maxPoints: number;
  showAdult: boolean;
  /** The host's custom deck (issue 27); after a game, the server's summary of it. */
  customDeck?: CustomDeck | null;
}

const TARGETS = [30, 50, 100] as const;

/** The host's last choices on this device, 18+ as the host's preference says. */
export function truthOrDareRoomDefaults(showAdult: boolean): TruthOrDareRoomSettingsValue {
  const saved = loadTruthOrDareSettings();
  const usable = allowedLevels(saved.levels, showAdult);
  const maxPoints = TARGETS.find((t) => t === saved.maxPoints) ?? 50;
  return { levels: usable.length ? usable : ["leve", "medio"], maxPoints, showAdult };
}

export function TruthOrDareRoomSettings({
  value,
  onChange,
}: RoomSettingsProps<TruthOrDareRoomSettingsValue>) {
  const options = LEVELS.map((l) => ({ id: l, name: LEVEL_LABELS[l], adult: l === ADULT_LEVEL }));
  return (
    <RoomDeckSettings
      deckLegend="Níveis"
      options={options}
      chosen={value.levels}
      showAdult={value.showAdult}
      noun="o nível"
      adultWarning={ADULT_WARNING}
      onDeck={(levels) => onChange({ ...value, levels })}
      countLegend="Meta de pontos"
      counts={TARGETS}
      count={TARGETS.find((t) => t === value.maxPoints) ?? 50}
      onCount={(maxPoints) => onChange({ ...value, maxPoints })}
      custom={{
        game: "truth-or-dare",
        deck: value.customDeck,
        defaults: truthOrDareRoomDefaults(value.showAdult).levels,
        noun: "cartas",
        // The lobby may hold the server's summary: the server swaps it back for the room's deck.
        onChange: (deck, levels) =>
          onChange({ ...value, customDeck: deck as CustomDeck | null, levels }),
      }}
    />
  );
}
