import { Plus, Shuffle, Users } from "lucide-react";
import { cryptoRng, randomId } from "../../../shared/random";
import { Button } from "../../../web/components/ui/button";
import { useGroups } from "../../../web/lib/groups-api";
import {
  addMember,
  addTeam,
  moveMemberToNextTeam,
  playerCount,
  removeMember,
  removeTeam,
  renameTeam,
  shuffleTeams,
  TEAM_LIMITS,
  type TeamSetup,
  teamsFromNames,
} from "../teams";
import { TeamCard } from "./team-card";

/** 2 to 4 teams with their players; a saved group or a shuffle can fill them in one tap. */
export function TeamEditor({
  teams,
  onChange,
}: {
  teams: readonly TeamSetup[];
  onChange(teams: TeamSetup[]): void;
}) {
  const groups = useGroups();
  const saved = groups.data?.groups ?? [];
  const set = (next: readonly TeamSetup[]) => onChange([...next]);
  const total = playerCount(teams);

  return (
    <section className="grid gap-3" aria-labelledby="teams-title">
      <div>
        <h2 id="teams-title" className="text-lg font-bold">
          Times
        </h2>
        <p className="text-sm text-muted">
          De {TEAM_LIMITS.minTeams} a {TEAM_LIMITS.maxTeams} times, pelo menos{" "}
          {TEAM_LIMITS.minMembers} pessoas em cada. Os times jogam na ordem da lista.
        </p>
      </div>

      {saved.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Dividir um grupo salvo</p>
          <div className="flex flex-wrap gap-2">
            {saved.map((g) => (
              <button
                key={g.id}
                type="button"
                onClick={() =>
                  set(
                    teamsFromNames(
                      teams,
                      g.players,
                      g.players.map(() => randomId()),
                    ),
                  )
                }
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-brand"
              >
                <Users aria-hidden className="size-4 text-brand" /> {g.name}
              </button>
            ))}
          </div>
        </div>
      )}

      <ol className="grid gap-3">
        {teams.map((team, i) => (
          <TeamCard
            key={team.id}
            team={team}
            index={i}
            canRemove={teams.length > TEAM_LIMITS.minTeams}
            canMove={teams.length > 1}
            onRename={(name) => set(renameTeam(teams, team.id, name))}
            onRemove={() => set(removeTeam(teams, team.id))}
            onAddMember={(name) => {
              const result = addMember(teams, team.id, { id: randomId(), name });
              if (result.error === null) set(result.teams);
              return result.error;
            }}
            onRemoveMember={(id) => set(removeMember(teams, id))}
            onMoveMember={(id) => set(moveMemberToNextTeam(teams, id))}
          />
        ))}
      </ol>

      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="px-3 whitespace-nowrap"
          disabled={teams.length >= TEAM_LIMITS.maxTeams}
          onClick={() => set(addTeam(teams, randomId()))}
        >
          <Plus aria-hidden className="size-5" /> Novo time
        </Button>
        <Button
          variant="secondary"
          className="px-3 whitespace-nowrap"
          disabled={total < 2}
          onClick={() => set(shuffleTeams(teams, cryptoRng()))}
        >
          <Shuffle aria-hidden className="size-5" /> Sortear
        </Button>
      </div>
    </section>
  );
}
