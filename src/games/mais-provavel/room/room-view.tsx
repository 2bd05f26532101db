import { Check, Eye } from "lucide-react";
import { Button } from "../../../ui/button";
import { RoomStandings, type RoomViewProps } from "../../kit/room-view";
import { useGamePrefs } from "../../kit/use-game-prefs";
import type { MaisProvavelView } from "../logic";
import { QuestionCard } from "../screens/question-card";
import { RevealView } from "../screens/reveal-view";

const votes = (n: number) => `${n} ${n === 1 ? "voto" : "votos"}`;

/** Who has voted this round (never for whom). */
function Progress({ view, board }: { view: MaisProvavelView; board: boolean }) {
  const name = (id: string) => view.players.find((p) => p.id === id)?.name ?? "";
  return (
    <div className="grid gap-2">
      <p
        className={`text-center font-semibold ${board ? "text-xl sm:text-3xl" : "text-sm"}`}
        data-testid="vote-progress"
      >
        {view.voted.length} de {view.voters.length} já votaram
      </p>
      <ul className="flex flex-wrap justify-center gap-2" aria-label="Quem já votou">
        {view.voters.map((id) => {
          const done = view.voted.includes(id);
          return (
            <li
              key={id}
              className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 ${board ? "text-lg sm:text-2xl" : "text-sm"} ${done ? "border-ok/60 text-ink" : "border-line text-muted"}`}
            >
              {done && <Check aria-hidden className="size-4 text-ok" />}
              {name(id)}
              <span className="sr-only">{done ? ": já votou" : ": ainda não votou"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Quem é Mais Provável? in a room: each phone votes in secret for someone else; the board shows
 * the question and who has voted; the counts come out on every screen at once.
 */
export function MaisProvavelRoomView({
  room,
  view,
  move,
  board = false,
}: RoomViewProps<MaisProvavelView>) {
  const { drinkMode } = useGamePrefs();
  const me = room.you.seatId;
  const roundLine = `Rodada ${view.round} de ${view.rounds}`;
  if (view.phase === "over")
    return <RoomStandings status={room.game?.status} unit={votes} board={board} />;
  if (view.phase === "revealed")
    return (
      <RevealView
        key={view.round}
        view={view}
        drinkMode={drinkMode}
        onNext={board ? undefined : () => move({ type: "next" })}
      />
    );

  const voter = !board && me !== null && view.voters.includes(me);
  const mine = view.myVote && view.players.find((p) => p.id === view.myVote)?.name;
  return (
    <section aria-labelledby="mp-room" className="grid content-start gap-5">
      <h2
        id="mp-room"
        className={`text-center font-black ${board ? "text-3xl sm:text-5xl" : "text-2xl"}`}
      >
        {board
          ? "Quem é mais provável?"
          : mine
            ? "Voto dado!"
            : voter
              ? "Seu voto"
              : "Próxima rodada"}
      </h2>
      <QuestionCard view={view} label={roundLine} />
      {voter && !mine && me && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-center font-semibold text-muted">
            Toque em quem é mais provável (não vale votar em si mesmo)
          </legend>
          <div className="grid grid-cols-2 gap-3">
            {view.voters
              .filter((id) => id !== me)
              .map((id) => (
                <Button
                  key={id}
                  variant="secondary"
                  className="min-h-16 text-lg break-words"
                  data-testid="vote-option"
                  onClick={() => move({ type: "vote", target: id }, { own: true })}
                >
                  <span className="min-w-0 break-words">
                    {view.players.find((p) => p.id === id)?.name}
                  </span>
                </Button>
              ))}
          </div>
        </fieldset>
      )}
      {mine && (
        <p className="text-center text-lg" data-testid="my-vote">
          <Eye aria-hidden className="mr-1 inline size-5 text-brand" />
          Você votou em <strong>{mine}</strong>. Só você vê isso.
        </p>
      )}
      {!board && !voter && <p className="text-center text-muted">Você entra na próxima rodada.</p>}
      <Progress view={view} board={board} />
      {voter && view.voted.length > 0 && (
        <Button variant="ghost" onClick={() => move({ type: "reveal" })}>
          Revelar agora, com {votes(view.voted.length)}
        </Button>
      )}
    </section>
  );
}
