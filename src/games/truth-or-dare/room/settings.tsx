import { ChoiceRow, ToggleList } from "../../kit/room-choices";
import type { RoomSettingsProps } from "../../kit/room-view";
import { ADULT_LEVEL, allowedLevels, LEVEL_LABELS, LEVELS, type Level } from "../logic";
import { loadTruthOrDareSettings } from "../settings";

/** What the host picks: the levels (Picante only with their 18+ on) and the target. */
export interface TruthOrDareRoomSettingsValue {
  levels: Level[];
  maxPoints: number;
  showAdult: boolean;
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
  const options = LEVELS.filter((l) => value.showAdult || l !== ADULT_LEVEL).map((l) => ({
    id: l,
    name: LEVEL_LABELS[l],
    adult: l === ADULT_LEVEL,
  }));
  const target = TARGETS.find((t) => t === value.maxPoints) ?? 50;
  return (
    <div className="grid gap-4">
      <ToggleList
        legend="Níveis"
        options={options}
        value={value.levels}
        onChange={(next) => onChange({ ...value, levels: next })}
      />
      <ChoiceRow
        legend="Meta de pontos"
        choices={TARGETS}
        value={target}
        onChange={(n) => onChange({ ...value, maxPoints: n })}
      />
    </div>
  );
}
