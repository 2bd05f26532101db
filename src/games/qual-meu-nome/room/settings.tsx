import { ChoiceRow } from "../../kit/room-choices";
import type { RoomSettingsProps } from "../../kit/room-view";
import { PoolChoices } from "../screens/pool-choices";
import { loadQualMeuNomeSettings, type PoolSource, type QualMeuNomeSettings } from "../settings";
import { TEAM_RULES } from "../teams";

/** The lobby's choices: the pool and the clock as on one phone; teams are dealt from the seats. */
export type QmnRoomSettings = Omit<QualMeuNomeSettings, "teams"> & { teamCount: number };

const TEAM_COUNTS = [2, 3, 4] as const;
const sourceLabels: Record<PoolSource, string> = {
  secretos: "Cada um escreve no seu celular",
  lista: "Sortear da lista",
  ambos: "Os dois",
};

/** The host's last choices on this device (Qual Meu Nome has no 18+ names: nothing to gate). */
export function qmnRoomDefaults(): QmnRoomSettings {
  const { teams, ...rest } = loadQualMeuNomeSettings();
  return { ...rest, teamCount: Math.min(TEAM_RULES.maxTeams, Math.max(2, teams.length)) };
}

export function QmnRoomSettingsForm({ value, onChange }: RoomSettingsProps<QmnRoomSettings>) {
  const teamCount = TEAM_COUNTS.find((n) => n === value.teamCount) ?? 2;
  return (
    <div className="grid gap-4">
      <ChoiceRow
        legend="Times"
        choices={TEAM_COUNTS}
        value={teamCount}
        onChange={(n) => onChange({ ...value, teamCount: n })}
      />
      <p className="-mt-2 text-sm text-muted">
        Os times se formam na ordem da sala: 1º no Azul, 2º no Rosa… Use as setas para trocar.
      </p>
      <PoolChoices settings={value} sourceLabels={sourceLabels} onChange={onChange} />
    </div>
  );
}
