import { Plus, Shuffle, Users } from "lucide-react";
import { useGroups } from "../../client/groups-api";
import { cryptoRng, randomId } from "../../shared/random";
import { Button } from "../../ui/button";
import { TeamCard, type TeamColour } from "./team-card";
import {
  addMember,
  allMembers,
  dealMembers,
  moveMemberToNextTeam,
  removeMember,
  removeTeam,
  renameTeam,
  shuffleTeams,
  type Team,
  type TeamRules,
} from "./teams";

/**
 * The teams of a team game: 2 to 4 of them with their people, filled by hand, from a saved group
 * or mixed at random. The game decides how a new team is named and coloured.
 */
export function TeamEditor<T extends Team>({
  teams,
  rules,
  intro,
  newTeam,
  colourOf,
  onChange,
}: {
  teams: readonly T[];
  rules: TeamRules;
  /** The game's own sentence after the limits, e.g. who plays first. */
  intro: string;
  /** A new empty team with an unused name and colour; null when none is left. */
  newTeam(teams: readonly T[], id: string): T | null;
  colourOf(team: T, index: number): TeamColour;
  onChange(teams: T[]): void;
}) {
  const groups = useGroups();
  const saved = groups.data?.groups ?? [];
  const people = allMembers(teams).length;
  const addTeam = () => {
    const team = newTeam(teams, randomId());
    if (team) onChange([...teams, team]);
  };

  return (
    <section className="grid gap-3" aria-labelledby="teams-title">
      <div>
        <h2 id="teams-title" className="text-xl font-black">
          Times
        </h2>
        <p className="text-sm text-muted">
          De {rules.minTeams} a {rules.maxTeams} times, com pelo menos {rules.minMembers} pessoas
          cada. {intro}
        </p>
      </div>

      {saved.length > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Dividir um grupo salvo nos times</p>
          <div className="flex flex-wrap gap-2">
            {saved.map((g) => (
              <button
                key={g.id}
                type="button"
                onClick={() => onChange(dealMembers(teams, g.players, cryptoRng(), rules))}
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
            colour={colourOf(team, i)}
            canRemove={teams.length > rules.minTeams}
            canMove={teams.length > 1}
            onRename={(name) => onChange(renameTeam(teams, team.id, name))}
            onRemove={() => onChange(removeTeam(teams, team.id, rules))}
            onAdd={(name) => {
              const result = addMember(teams, team.id, name, rules);
              if (!result.error) onChange(result.teams);
              return result.error;
            }}
            onRemoveMember={(name) => onChange(removeMember(teams, name))}
            onMoveMember={(name) => onChange(moveMemberToNextTeam(teams, name))}
          />
        ))}
      </ul>

      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="px-2 text-sm whitespace-nowrap"
          disabled={teams.length >= rules.maxTeams}
          onClick={addTeam}
        >
          <Plus aria-hidden className="size-5 shrink-0" /> Novo time
        </Button>
        <Button
          variant="secondary"
          className="px-2 text-sm whitespace-nowrap"
          disabled={people < 2}
          onClick={() => onChange(shuffleTeams(teams, cryptoRng(), rules))}
        >
          <Shuffle aria-hidden className="size-5 shrink-0" /> Misturar times
        </Button>
      </div>
    </section>
  );
}
