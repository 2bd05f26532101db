import { ArrowRight, Beer, GlassWater, PartyPopper } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { promptText } from "../../kit/prompt";
import { RoomStandings, type RoomViewProps } from "../../kit/room-view";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import type { QmnView, RoundsView, WritingView } from "../logic";
import { ROUNDS } from "../rounds";
import { RoundIntro } from "../screens/round-intro";
import { RoundOver } from "../screens/round-over";
import { ScoreTable } from "../screens/score-table";
import { TurnOver } from "../screens/turn-over";
import { loserPrompt } from "../standings";
import { teamLabel } from "../teams";
import { NamesEntry } from "./names-entry";
import { RoomReady, RoomTurn, type TurnRole } from "./turn-room";

const points = (n: number) => `${n} ${n === 1 ? "ponto" : "pontos"}`;

/** Everyone writes at once: the board and the phones that are done see who still writes. */
function Writing({
  writing,
  names,
  board,
}: {
  writing: WritingView;
  names: { id: string; name: string }[];
  board: boolean;
}) {
  const done = writing.done ?? [];
  const left = names.filter((p) => !done.includes(p.id));
  return (
    <section className="grid gap-3 text-center" aria-labelledby="qmn-writing">
      <h2 id="qmn-writing" className={`font-black ${board ? "text-3xl sm:text-5xl" : "text-xl"}`}>
        {board
          ? `Cada um escreve ${writing.perPerson} nomes secretos no celular`
          : `${done.length} de ${writing.total} enviaram`}
      </h2>
      {left.length > 0 && (
        <p className={board ? "text-xl sm:text-3xl" : "text-muted"} data-testid="still-writing">
          Ainda escrevendo: {left.map((p) => p.name).join(", ")}
        </p>
      )}
    </section>
  );
}

function roleOf(game: RoundsView, board: boolean): TurnRole {
  if (board || !game.mine) return "board";
  if (game.mine.explains) return "explainer";
  return game.mine.team === game.team ? "guesser" : "rival";
}

/** After round 3: the ranking, the losing team's sip and every round's score. */
function Final({ game, status, board }: { game: RoundsView; status: unknown; board: boolean }) {
  const { drinkMode } = useGamePrefs();
  const loser = loserPrompt(game);
  const DrinkIcon = drinkMode === "sem-alcool" ? GlassWater : Beer;
  return (
    <div className="grid gap-5">
      <RoomStandings status={status} unit={points} board={board} />
      <section
        aria-label="Quem bebe"
        data-testid="drink-line"
        className={`grid gap-1 rounded-2xl border-2 border-accent bg-surface-2 p-4 text-center ${board ? "text-xl sm:text-3xl" : ""}`}
      >
        {loser ? (
          <>
            <DrinkIcon aria-hidden className="mx-auto size-8 text-accent" />
            <p className="text-xl font-black">{promptText(loser, drinkMode)}</p>
            <p className="text-muted">Perdeu: {loser.teams}.</p>
          </>
        ) : (
          <>
            <PartyPopper aria-hidden className="mx-auto size-8 text-accent" />
            <p className="text-xl font-black">Empate! Ninguém perdeu, ninguém bebe.</p>
          </>
        )}
      </section>
      <ScoreTable state={game} rounds={ROUNDS.length} />
    </div>
  );
}

/**
 * Qual Meu Nome in a room: each phone types its own names; the explainer's phone shows the name
 * with 'Acertou' / 'Passar'; the other phones and the board show who explains, the clock and the
 * score. Moving on between turns and rounds is anyone's tap.
 */
export function QmnRoomView({ room, view, move, board = false, live }: RoomViewProps<QmnView>) {
  const playing = !board && room.you.seatId !== null;
  useWakeLock(room.phase === "playing");
  const { writing, game } = view;
  if (writing) {
    const names = room.seats.filter((s) => s.inGame);
    return (
      <div className="grid gap-5">
        {playing && writing.entries && (
          <NamesEntry
            key={writing.perPerson}
            writing={writing}
            onSend={(names) => move({ type: "submit", names }, { own: true })}
          />
        )}
        <Writing writing={writing} names={names} board={board || !writing.entries} />
      </div>
    );
  }
  if (!game) return null;
  const role = roleOf(game, board);
  // Between turns the phones share one button, kept on screen (decision 030); the board has none.
  const next = (type: string, label: ReactNode) =>
    role !== "board" && (
      <ActionBar>
        <Button className="min-h-14 text-lg" onClick={() => move({ type })}>
          {label} <ArrowRight aria-hidden className="size-5" />
        </Button>
      </ActionBar>
    );
  const nextTeam = game.teams[(game.team + 1) % game.teams.length]?.name ?? "";
  const following = ROUNDS[game.round + 1];
  switch (game.phase) {
    case "round-intro":
      return (
        <div className="grid gap-4">
          <RoundIntro round={game.round} names={game.left} />
          {next("beginRound", "Começar a rodada")}
        </div>
      );
    case "ready":
      return (
        <RoomReady
          state={game}
          role={role}
          onStart={() => move({ type: "startTurn" })}
          onSkip={() => move({ type: "nextExplainer" })}
        />
      );
    case "turn":
      return (
        <RoomTurn state={game} role={role} onMove={(type) => move({ type })} now={live?.now} />
      );
    case "turn-over":
      return (
        <div className="grid gap-4">
          <TurnOver state={game} />
          {next("nextTurn", `Próxima vez: ${teamLabel(nextTeam)}`)}
        </div>
      );
    case "round-over":
      return (
        <div className="grid gap-4">
          <RoundOver state={game} />
          {following && next("nextRound", `Rodada ${game.round + 2}: ${following.title}`)}
        </div>
      );
    default:
      return <Final game={game} status={room.game?.status} board={board} />;
  }
}
