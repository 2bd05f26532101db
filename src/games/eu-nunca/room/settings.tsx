import { ChoiceRow, ToggleList } from "../../kit/room-choices";
import type { RoomSettingsProps } from "../../kit/room-view";
import { categories } from "../content";
import { allowedCategories } from "../deck";
import type { EuNuncaGameSettings } from "../logic";
import { loadEuNuncaSettings } from "../settings";

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
  const options = categories.filter((c) => value.showAdult || !c.adult);
  const lives = LIVES.find((n) => n === value.lives) ?? 5;
  return (
    <div className="grid gap-4">
      <ToggleList
        legend="Temas"
        options={options}
        value={value.categories}
        onChange={(next) => onChange({ ...value, categories: next })}
      />
      <ChoiceRow
        legend="Dedos de cada um"
        choices={LIVES}
        value={lives}
        onChange={(n) => onChange({ ...value, lives: n })}
      />
    </div>
  );
}
