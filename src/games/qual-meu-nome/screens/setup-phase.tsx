import { Play } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../ui/button";
import { GameBlurb } from "../../kit/game-blurb";
import { PlayInRoomLink } from "../../kit/play-in-room";
import { TeamEditor } from "../../kit/team-editor";
import { teamProblems } from "../../kit/teams";
import type { QmnView } from "../logic";
import { manifest } from "../manifest";
import { totals } from "../play";
import { ROUNDS } from "../rounds";
import type { QualMeuNomeSettings } from "../settings";
import { allMembers, newTeam, TEAM_RULES, teamLabel } from "../teams";
import { PoolOptions } from "./pool-options";
import { teamColour } from "./team-colours";

function summary({ writing, game }: QmnView): string {
  if (writing)
    return `Nomes secretos: vez de ${writing.writer} (${writing.position} de ${writing.total}).`;
  if (!game) return "";
  const sums = totals(game);
  const score = game.teams.map((t, i) => `${teamLabel(t.name)} ${sums[i] ?? 0}`).join(" × ");
  return `Rodada ${game.round + 1}: ${ROUNDS[game.round]?.title}. ${score}`;
}

/** Before a game: a game to resume, the teams, the pool and the turn time. */
export function SetupPhase({
  settings,
  resumable,
  saved,
  onChange,
  onStart,
  onResume,
}: {
  settings: QualMeuNomeSettings;
  /** A game left halfway on this device... */
  resumable: boolean;
  /** ...and where it stands, once the rules that read it have arrived. */
  saved: QmnView | null;
  onChange(settings: QualMeuNomeSettings): void;
  onStart(): void;
  onResume(): void;
}) {
  const hintId = useId();
  const problems = teamProblems(settings.teams, TEAM_RULES);
  const people = allMembers(settings.teams).length;

  return (
    <div className="grid gap-7">
      <GameBlurb game={manifest} />

      {resumable && (
        <section
          aria-labelledby="qmn-resume"
          className="grid gap-3 rounded-2xl border border-brand bg-surface-2 p-4"
        >
          <h2 id="qmn-resume" className="font-bold">
            Tem uma partida pela metade
          </h2>
          <p className="min-h-5 text-sm text-muted">{saved && summary(saved)}</p>
          <Button onClick={onResume}>
            <Play aria-hidden className="size-5" /> Continuar a partida
          </Button>
        </section>
      )}

      <PlayInRoomLink gameId={manifest.id} />

      <TeamEditor
        teams={settings.teams}
        rules={TEAM_RULES}
        intro="Quem explica muda a cada vez, na ordem da lista."
        newTeam={newTeam}
        colourOf={(team, i) => teamColour(team.name, i)}
        onChange={(teams) => onChange({ ...settings, teams })}
      />
      <PoolOptions settings={settings} people={people} onChange={onChange} />

      <div className="grid gap-2">
        <Button onClick={onStart} disabled={problems.length > 0} aria-describedby={hintId}>
          Começar
        </Button>
        <div id={hintId} aria-live="polite" className="text-center text-sm text-muted">
          {problems.length > 0 ? (
            <ul className="grid gap-1">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : (
            <p>
              {people} pessoas em {settings.teams.length} times. Bora!
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
