import { ChoiceRow, ToggleList } from "../../kit/room-choices";
import type { RoomSettingsProps } from "../../kit/room-view";
import { cleanRoomSettings, type DesenhaRoomSettings, ROOM_LAPS } from "../room-logic";
import { ROUND_SECONDS } from "../rules";
import { ChoiceChips } from "../screens/choice-chips";
import { loadDesenhaSettings } from "../settings";
import { CATEGORY_CHOICES, CATEGORY_LABELS, DIFFICULTIES, DIFFICULTY_LABELS } from "../word-kinds";

/** The host's last choices of the single-phone game on this device (no 18+ words in this game). */
export function desenhaRoomDefaults(): DesenhaRoomSettings {
  const saved = loadDesenhaSettings(() => []);
  return cleanRoomSettings({ ...saved, laps: 1 });
}

export function DesenhaRoomChoices({ value, onChange }: RoomSettingsProps<DesenhaRoomSettings>) {
  const set = (patch: Partial<DesenhaRoomSettings>) =>
    onChange(cleanRoomSettings({ ...value, ...patch }));
  return (
    <div className="grid gap-4">
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
