import { ArrowRight, Check } from "lucide-react";
import { Button } from "../../../ui/button";
import { BoardSplit, RoomStandings, type RoomViewProps } from "../../kit/room-view";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { alive, type EuNuncaState, type EuNuncaView, sip } from "../logic";
import { Fingers } from "../screens/fingers";
import { StatementCard } from "../screens/statement-card";

const fingers = (n: number) => `${n} ${n === 1 ? "dedo" : "dedos"}`;

/** Each player's fingers and, on this card, whether they answered / have done it. */
function Table({ view, board }: { view: EuNuncaState; board: boolean }) {
  const answered = view.answered ?? [];
  const round = view.round;
  return (
    <ul
      className={`grid gap-2 ${board ? "grid-cols-2 text-lg sm:grid-cols-3 sm:text-2xl tv:grid-cols-1 tv:text-xl" : "grid-cols-2"}`}
      aria-label="Jogadores"
      data-testid="table"
    >
      {view.players.map((p) => {
        let tag = answered.includes(p.id) ? "Respondeu" : "Pensando…";
        if (p.lives === 0 && !round?.eliminated.includes(p.id)) tag = "Fora";
        else if (round?.lost.includes(p.id))
          tag = round.spared ? "Segurou!" : p.lives === 0 ? "Já fez! Fora!" : "Já fez!";
        else if (round) tag = "Nunca";
        return (
          <li
            key={p.id}
            className={`grid gap-1 rounded-2xl border p-3 ${board ? "tv:grid-cols-[minmax(0,1fr)_auto] tv:items-center tv:gap-x-3 tv:gap-y-0 tv:py-1.5" : ""} ${round?.lost.includes(p.id) ? "border-brand bg-surface-2" : "border-line bg-surface"} ${p.lives === 0 ? "opacity-60" : ""}`}
          >
            <span className="break-words font-bold">{p.name}</span>
            {/* On a TV's side column: one line a player, the fingers on the right. */}
            <Fingers
              lives={p.lives}
              max={view.maxLives}
              className={board ? "tv:col-start-2 tv:row-span-2 tv:row-start-1" : ""}
            />
            <span className="text-sm text-muted">{tag}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Eu Nunca in a room: every phone answers 'Eu já' or 'Eu nunca' for itself; once everyone
 * standing answered, the fingers are counted by the game and every screen shows who has.
 */
export function EuNuncaRoomView({ room, view, move, board = false }: RoomViewProps<EuNuncaView>) {
  const { drinkMode } = useGamePrefs();
  if (view.phase === "over")
    return <RoomStandings status={room.game?.status} unit={fingers} board={board} />;
  // The view's card: the game's own statements and the room's custom deck's alike.
  const card = view.card;
  const me = view.players.find((p) => p.id === room.you.seatId);
  const playing = !board && me !== undefined && me.lives > 0;
  const answered = me ? (view.answered ?? []).includes(me.id) : false;
  const mine = me && view.marked.includes(me.id);
  const lost = view.round?.lost ?? [];
  const standing = alive(view);
  const waiting = standing.filter((p) => !(view.answered ?? []).includes(p.id)).length;

  const play = (
    <>
      <h2
        id="en-room"
        className={`text-center font-black ${board ? "text-3xl sm:text-5xl" : "text-2xl"}`}
      >
        {view.phase === "revealed"
          ? lost.length
            ? `Quem já fez ${sip(drinkMode, lost.length > 1)}!`
            : "Ninguém já fez!"
          : `Carta ${view.cursor + 1}`}
      </h2>
      {card && (
        <StatementCard
          cardId={card.id}
          text={card.text}
          category={card.category}
          instruction="Responda no seu celular: quem já fez perde um dedo."
          board={board}
        />
      )}
      {view.phase === "marking" && playing && (
        <div className="grid gap-3">
          <div className="grid grid-cols-2 gap-3">
            <Button
              className="min-h-20 text-xl"
              variant={answered && mine ? "primary" : "secondary"}
              aria-pressed={answered && mine ? "true" : "false"}
              onClick={() => move({ type: "answer", done: true }, { own: true })}
            >
              Eu já
            </Button>
            <Button
              className="min-h-20 text-xl"
              variant={answered && !mine ? "primary" : "secondary"}
              aria-pressed={answered && !mine ? "true" : "false"}
              onClick={() => move({ type: "answer", done: false }, { own: true })}
            >
              Eu nunca
            </Button>
          </div>
          {answered && (
            <p className="text-center text-muted" data-testid="my-answer">
              <Check aria-hidden className="mr-1 inline size-4 text-ok" />
              Resposta dada. Dá para mudar até o último responder.
            </p>
          )}
        </div>
      )}
      {view.phase === "marking" && (
        <p
          className={`text-center font-semibold ${board ? "text-xl sm:text-3xl" : ""}`}
          data-testid="waiting"
        >
          {waiting === 1 ? "Falta 1 responder" : `Faltam ${waiting} responderem`}
        </p>
      )}
      {!board && me && me.lives === 0 && view.phase === "marking" && (
        <p className="text-center text-muted">Você saiu: acompanhe a rodada.</p>
      )}
    </>
  );
  return (
    <section aria-labelledby="en-room" className="grid content-start gap-5">
      {board ? (
        <BoardSplit side={<Table view={view} board />}>{play}</BoardSplit>
      ) : (
        <>
          {play}
          <Table view={view} board={false} />
        </>
      )}
      {view.phase === "revealed" && !board && me && (
        <Button className="min-h-16 text-lg" onClick={() => move({ type: "next" })}>
          <ArrowRight aria-hidden className="size-5" /> Próxima carta
        </Button>
      )}
    </section>
  );
}
