import { POINTS } from "../../../shared/score-unit";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { boardCardText } from "../../kit/board-card-text";
import { drinkDoneLabel, fillPlaceholders, promptText } from "../../kit/prompt";
import { PromptIcon } from "../../kit/prompt-icon";
import { BoardScores, BoardSplit, RoomStandings, type RoomViewProps } from "../../kit/room-view";
import { TurnBar } from "../../kit/turn-bar";
import { useGamePrefs } from "../../kit/use-game-prefs";
import type { ClassicView } from "../logic";
import { AnswerButtons } from "../screens/answer-buttons";
import { categoryFace, challengeIcon } from "../sober";

const points = (n: number) => `${n} ${n === 1 ? POINTS.one : POINTS.other}`;

/**
 * Modo Clássico in a room: every screen shows the card and whose turn it is; only that player's
 * phone (or the host's, standing in) answers it.
 */
export function ClassicRoomView({ room, view, move, board = false }: RoomViewProps<ClassicView>) {
  const { drinkMode } = useGamePrefs();
  if (view.over) return <RoomStandings status={room.game?.status} unit={points} board={board} />;
  const me = room.you.seatId;
  const current = view.current;
  const mine = !board && me !== null && current?.id === me;
  const answers = mine || (!board && room.you.host);
  const text = view.prompt
    ? fillPlaceholders(promptText(view.prompt.challenge, drinkMode), {
        jogador: current?.name ?? "",
        outro: view.other?.name,
      })
    : "";
  const card = (
    <>
      {!board && <TurnBar list={view.list} />}
      {/* Phones have the turn bar: the heading is for screen readers unless it is this phone's turn. */}
      <h2
        id="classic-room"
        className={`text-center font-black ${board ? "text-3xl sm:text-5xl" : mine ? "text-2xl" : "sr-only"}`}
      >
        {mine ? "Sua vez!" : `Vez de ${current?.name ?? ""}`}
      </h2>
      <article
        key={`${room.game?.version}`}
        className="card-in grid gap-4 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center shadow-xl short:gap-3 short:p-4"
        data-testid="challenge"
      >
        {view.prompt && (
          <p className="mx-auto inline-flex max-w-full items-center gap-2 rounded-full bg-night/60 px-3 py-1 text-sm font-semibold text-brand">
            <PromptIcon
              name={challengeIcon(view.prompt.challenge.icon, drinkMode)}
              className="size-4 shrink-0"
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {categoryFace(view.prompt.category, drinkMode).name}
            </span>
          </p>
        )}
        <p
          className={`${board ? boardCardText(text) : "text-2xl short:text-xl"} leading-snug font-bold text-balance [overflow-wrap:anywhere]`}
        >
          {text}
        </p>
        <p className="text-sm text-muted">
          {view.finalRound
            ? "Última rodada: a vez vai até o último da lista"
            : `Meta: ${view.maxPoints} pontos`}
        </p>
      </article>
    </>
  );
  return (
    <section aria-labelledby="classic-room" className="grid content-start gap-5 short:gap-3">
      {board ? (
        <BoardSplit side={<BoardScores players={view.list.players} currentId={view.current?.id} />}>
          {card}
        </BoardSplit>
      ) : (
        card
      )}
      {!board && !answers && (
        <p className="text-center text-muted">{current?.name} responde no próprio celular.</p>
      )}
      {answers && (
        <ActionBar>
          {!mine && (
            <p className="text-center text-sm text-muted">
              Anfitrião: responda por {current?.name}.
            </p>
          )}
          <AnswerButtons
            kind={view.kind}
            drinkLabel={drinkDoneLabel(text, drinkMode, "prenda")}
            current={current?.name ?? ""}
            other={view.other?.name ?? ""}
            onAnswer={(outcome) => move({ type: "answer", outcome })}
          />
          <Button
            variant="ghost"
            disabled={view.skipsLeft === 0}
            onClick={() => move({ type: "skip" })}
          >
            {view.skipsLeft === 0
              ? "Sem pulos nesta partida"
              : `Pular (${view.skipsLeft === 1 ? "resta 1" : `restam ${view.skipsLeft}`})`}
          </Button>
        </ActionBar>
      )}
    </section>
  );
}
