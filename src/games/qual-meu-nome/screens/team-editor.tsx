import { Plus, Shuffle, Users } from "lucide-react";
import { cryptoRng, randomId } from "../../../shared/random";
import { Button } from "../../../web/components/ui/button";
import { useGroups } from "../../../web/lib/groups-api";
import {
  addTeam,
  allMembers,
  dealMembers,
  removeTeam,
  renameTeam,
  shuffleTeams,
  TEAMS,
  type Team,
} from "../teams";
import { TeamCard } from "./team-card";

/** The teams: 2 to 4, each with at least 2 people; mix them at random or load a saved group. */
export function TeamEditor({ teams, onChange }: { teams: Team[]; onChange(teams: Team[]): void }) {
  const groups = useGroups();
  const people = allMembers(teams).length;

  return (
    <section className="grid gap-3" aria-labelledby="qmn-teams-title">
      <div>
        <h2 id="qmn-teams-title" className="text-xl font-black">
          Times
        </h2>
        <p className="text-sm text-muted">
          De {TEAMS.min} a {TEAMS.max} times, com pelo menos {TEAMS.minMembers} pessoas cada. Quem
          explica muda a cada vez, na ordem da lista.
        </p>
      </div>

      {(groups.data?.groups.length ?? 0) > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Dividir um grupo salvo nos times</p>
          <div className="flex flex-wrap gap-2">
            {groups.data?.groups.map((g) => (
              <button
                key={g.id}
                type="button"
                onClick={() => onChange(dealMembers(teams, g.players, cryptoRng()))}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-brand"
              >
                <Users aria-hidden className="size-4 text-brand" /> {g.name}
              </button>
            ))}
          </div>
        </div>
      )}

      <ul className="grid gap-3">
        {teams.map((team, i) => (
          <TeamCard
            key={team.id}
            team={team}
            index={i}
            teams={teams}
            canRemove={teams.length > TEAMS.min}
            onChange={onChange}
            onRename={(name) => onChange(renameTeam(teams, team.id, name))}
            onRemove={() => onChange(removeTeam(teams, team.id))}
          />
        ))}
      </ul>

      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="px-2 text-sm whitespace-nowrap"
          disabled={teams.length >= TEAMS.max}
          onClick={() => onChange(addTeam(teams, randomId()))}
        >
          <Plus aria-hidden className="size-5 shrink-0" /> Novo time
        </Button>
        <Button
          variant="secondary"
          className="px-2 text-sm whitespace-nowrap"
          disabled={people < teams.length * TEAMS.minMembers}
          onClick={() => onChange(shuffleTeams(teams, cryptoRng()))}
        >
          <Shuffle aria-hidden className="size-5 shrink-0" /> Misturar times
        </Button>
      </div>
    </section>
  );
}
