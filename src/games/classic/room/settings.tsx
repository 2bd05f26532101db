import { ChoiceRow, ToggleList } from "../../kit/room-choices";
import type { RoomSettingsProps } from "../../kit/room-view";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { challengeCategories } from "../content";
import type { ClassicGameSettings } from "../logic";
import { loadClassicSettings } from "../settings";
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
  const options = challengeCategories
    .filter((c) => value.showAdult || !c.adult)
    .map((c) => ({ id: c.id, name: categoryFace(c, drinkMode).name, adult: c.adult }));
  const target = TARGETS.find((t) => t === value.maxPoints) ?? 100;
  return (
    <div className="grid gap-4">
      <ToggleList
        legend="Categorias"
        options={options}
        value={value.categories}
        onChange={(next) => onChange({ ...value, categories: next })}
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
