import { ChoiceRow, ToggleList } from "../../kit/room-choices";
import type { RoomSettingsProps } from "../../kit/room-view";
import { levels } from "../content";
import { allowedLevels, type MaisProvavelSettings, ROUND_CHOICES } from "../logic";
import { loadChoices } from "../settings";

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
  const options = levels.filter((l) => value.showAdult || !l.adult);
  const rounds = ROUND_CHOICES.find((r) => r === value.rounds) ?? ROUND_CHOICES[0];
  return (
    <div className="grid gap-4">
      <ToggleList
        legend="Níveis"
        options={options}
        value={value.levels}
        onChange={(next) => onChange({ ...value, levels: next })}
      />
      <ChoiceRow
        legend="Rodadas"
        choices={ROUND_CHOICES}
        value={rounds}
        onChange={(n) => onChange({ ...value, rounds: n })}
      />
    </div>
  );
}
