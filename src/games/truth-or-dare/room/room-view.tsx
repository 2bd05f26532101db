import { ArrowRight, Beer, Check, Flame, Gift, MessageCircleQuestionMark, X } from "lucide-react";
import { POINTS } from "../../../shared/score-unit";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { boardCardText } from "../../kit/board-card-text";
import { fillPlaceholders, promptText } from "../../kit/prompt";
import { BoardScores, BoardSplit, RoomStandings, type RoomViewProps } from "../../kit/room-view";
import { TurnBar } from "../../kit/turn-bar";
import { useGamePrefs } from "../../kit/use-game-prefs";
import {
  ADULT_LEVEL,
  COMPLETE_POINTS,
  KIND_LABELS,
  LEVEL_LABELS,
  type TruthOrDareView,
} from "../logic";
import { DeckBadge } from "../screens/prompt-phase";

const points = (n: number) => `${n} ${n === 1 ? POINTS.one : POINTS.other}`;

/** The card on the table, big enough to read from the sofa on the board. */
function Card({ view, board }: { view: TruthOrDareView; board: boolean }) {
  // Once the verdict is out it is what the room reads: the card steps back.
  const big = board && !view.verdict;
  const { drinkMode } = useGamePrefs();
  const card = view.card;
  if (!card) return null;
  const text = fillPlaceholders(promptText(card.prompt, drinkMode), {
    jogador: view.current?.name ?? "",
    outro: view.other?.name,
  });
  const Icon = card.kind === "truth" ? MessageCircleQuestionMark : Flame;
  return (
    <article
      key={card.promptId}
      className={`card-in grid gap-4 rounded-3xl border-2 bg-gradient-to-br from-surface-2 to-surface p-6 text-center shadow-xl short:gap-3 short:p-4 ${card.kind === "truth" ? "border-cyan-300/70" : "border-accent/70"}`}
    >
      <p className="flex flex-wrap justify-center gap-2 text-sm font-bold">
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-night ${card.kind === "truth" ? "bg-cyan-300" : "bg-accent"}`}
        >
          <Icon aria-hidden className="size-4" /> {KIND_LABELS[card.kind]}
        </span>
        {card.deck ? (
          <DeckBadge deck={card.deck} />
        ) : (
          <span className="inline-flex items-center rounded-full bg-night/60 px-3 py-1">
            {LEVEL_LABELS[card.prompt.level]}
            {card.prompt.level === ADULT_LEVEL && " +18"}
          </span>
        )}
      </p>
      <p
        className={`${big ? boardCardText(text) : board ? "text-xl sm:text-3xl" : "text-2xl short:text-xl"} leading-snug font-bold text-balance [overflow-wrap:anywhere]`}
        data-testid="tod-prompt"
      >
        {text}
      </p>
    </article>
  );
}

/** Who has voted 'Cumpriu?' on this card (never what). */
function Progress({ view, board }: { view: TruthOrDareView; board: boolean }) {
  return (
    <p
      className={`text-center font-semibold ${board ? "text-xl sm:text-3xl tv:text-2xl" : "text-sm"}`}
      data-testid="vote-progress"
    >
      {view.voted.length} de {view.voters.length} já votaram
    </p>
  );
}

/** The verdict: what the group decided, and who said what. */
function VerdictPanel({ view, board }: { view: TruthOrDareView; board: boolean }) {
  const { drinkMode } = useGamePrefs();
  const verdict = view.verdict;
  if (!verdict) return null;
  const name = (id: string) => view.list.players.find((p) => p.id === id)?.name ?? "";
  const who = name(verdict.playerId);
  const pays = drinkMode === "sem-alcool" ? "paga uma prenda" : "bebe";
  const title = verdict.refused
    ? `${who} recusou: ${pays}!`
    : verdict.outcome === "cumpriu"
      ? `Cumpriu! ${who} ganha +${COMPLETE_POINTS}`
      : `Não valeu: ${who} ${pays}!`;
  return (
    <section aria-labelledby="tod-verdict" className="grid gap-3" data-testid="verdict">
      <h2
        id="tod-verdict"
        className={`text-center font-black ${board ? "text-2xl sm:text-4xl" : "text-2xl"}`}
      >
        {title}
      </h2>
      {!verdict.refused && (
        <dl
          className={`grid grid-cols-2 gap-3 text-center ${board ? "text-xl sm:text-3xl" : "text-base"}`}
          data-testid="tally"
        >
          <div className="rounded-2xl border border-ok/60 bg-surface p-3">
            <dt className="font-bold">Sim: {verdict.yes.length}</dt>
            <dd className="text-muted">{verdict.yes.map(name).join(", ") || "ninguém"}</dd>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-3">
            <dt className="font-bold">Não: {verdict.no.length}</dt>
            <dd className="text-muted">{verdict.no.map(name).join(", ") || "ninguém"}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/**
 * Verdade ou Desafio in a room: the player on the spot picks and reads the card aloud from their
 * phone; the others vote 'Cumpriu?' on theirs; the majority decides (a tie counts as done).
 */
export function TruthOrDareRoomView({
  room,
  view,
  move,
  board = false,
}: RoomViewProps<TruthOrDareView>) {
  const { drinkMode } = useGamePrefs();
  if (view.over) return <RoomStandings status={room.game?.status} unit={points} board={board} />;
  const me = room.you.seatId;
  const current = view.current;
  const mine = !board && me !== null && current?.id === me;
  const standIn = !board && !mine && room.you.host;
  const voter = !board && me !== null && view.voters.includes(me);
  const inGame = !board && view.list.players.some((p) => p.id === me);
  const refuse = drinkMode === "sem-alcool" ? "Recusar (prenda)" : "Recusar (bebe)";
  const RefuseIcon = drinkMode === "sem-alcool" ? Gift : Beer;
  const play = (
    <>
      {!board && <TurnBar list={view.list} />}
      {/* Phones have the turn bar: the heading is for screen readers unless it is this phone's turn. */}
      <h2
        id="tod-room"
        className={`text-center font-black ${board ? "text-3xl sm:text-5xl" : mine ? "text-2xl" : "sr-only"}`}
      >
        {mine ? "Sua vez!" : `Vez de ${current?.name ?? ""}`}
      </h2>
      {!view.card && !view.verdict && (
        <>
          <p className={`text-center text-muted ${board ? "text-xl sm:text-3xl" : ""}`}>
            {mine
              ? "Verdade ou desafio? Depois leia a carta em voz alta."
              : `${current?.name ?? ""} está escolhendo: verdade ou desafio?`}
          </p>
          {(mine || standIn) && (
            <ActionBar>
              {standIn && (
                <p className="text-center text-sm text-muted">
                  Anfitrião: escolha por {current?.name}.
                </p>
              )}
              <div className="grid grid-cols-2 gap-3">
                <Button
                  className="min-h-20 text-xl"
                  onClick={() => move({ type: "choose", kind: "truth" })}
                >
                  <MessageCircleQuestionMark aria-hidden className="size-6" /> Verdade
                </Button>
                <Button
                  className="min-h-20 text-xl"
                  onClick={() => move({ type: "choose", kind: "dare" })}
                >
                  <Flame aria-hidden className="size-6" /> Desafio
                </Button>
              </div>
            </ActionBar>
          )}
        </>
      )}
      <Card view={view} board={board} />
      {view.card && !view.verdict && (
        <>
          {mine && (
            <p className="text-center text-muted">
              Leia em voz alta e cumpra: os outros votam se valeu.
            </p>
          )}
          {!board && <Progress view={view} board={false} />}
          {voter && view.myVote !== null && (
            <p className="text-center" data-testid="my-vote">
              <Check aria-hidden className="mr-1 inline size-4 text-ok" />
              Você votou <strong>{view.myVote ? "Sim" : "Não"}</strong>. Dá para mudar até o último
              votar.
            </p>
          )}
          {(mine || voter || room.you.host) && (
            <ActionBar>
              {voter && (
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-center font-bold">{current?.name} cumpriu?</legend>
                  <div className="grid grid-cols-2 gap-3">
                    <Button
                      className="min-h-16 text-lg"
                      variant={view.myVote === true ? "primary" : "secondary"}
                      aria-pressed={view.myVote === true}
                      onClick={() => move({ type: "vote", done: true }, { own: true })}
                    >
                      <Check aria-hidden className="size-5" /> Sim
                    </Button>
                    <Button
                      className="min-h-16 text-lg"
                      variant={view.myVote === false ? "primary" : "secondary"}
                      aria-pressed={view.myVote === false}
                      onClick={() => move({ type: "vote", done: false }, { own: true })}
                    >
                      <X aria-hidden className="size-5" /> Não
                    </Button>
                  </div>
                </fieldset>
              )}
              {mine && (
                <div className="grid grid-cols-2 gap-3">
                  <Button
                    variant="secondary"
                    className="min-h-14"
                    onClick={() => move({ type: "answer", outcome: "recusou" })}
                  >
                    <RefuseIcon aria-hidden className="size-5" /> {refuse}
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-14"
                    onClick={() => move({ type: "skip" })}
                  >
                    Pular carta
                  </Button>
                </div>
              )}
              {room.you.host && view.voted.length > 0 && (
                <Button variant="ghost" onClick={() => move({ type: "close" })}>
                  Encerrar a votação ({view.voted.length}{" "}
                  {view.voted.length === 1 ? "voto" : "votos"})
                </Button>
              )}
            </ActionBar>
          )}
        </>
      )}
      <VerdictPanel view={view} board={board} />
      {view.verdict && inGame && (
        <ActionBar>
          <Button className="min-h-16 text-lg" onClick={() => move({ type: "next" })}>
            <ArrowRight aria-hidden className="size-5" /> Próxima vez
          </Button>
        </ActionBar>
      )}
    </>
  );
  return (
    <section aria-labelledby="tod-room" className="grid content-start gap-5 short:gap-3">
      {board ? (
        <BoardSplit
          side={
            <>
              {view.card && !view.verdict && <Progress view={view} board />}
              <BoardScores players={view.list.players} currentId={view.current?.id} />
              <p className="text-center text-2xl text-muted">
                {view.finalRound ? "Última rodada" : `Meta: ${view.maxPoints} pontos`}
              </p>
            </>
          }
        >
          {play}
        </BoardSplit>
      ) : (
        play
      )}
    </section>
  );
}
