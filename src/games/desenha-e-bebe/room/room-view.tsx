import { ArrowRight, Play, Shuffle } from "lucide-react";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { RoomStandings, type RoomViewProps } from "../../kit/room-view";
import { useGamePrefs } from "../../kit/use-game-prefs";
import type { DesenhaRoomView as View } from "../room-logic";
import { drinkText } from "../rules";
import { DIFFICULTY_LABELS } from "../word-kinds";
import { DrawerPlay, phoneSheet, WatcherPlay } from "./play";
import { pointsText, Scores } from "./scores";
import { Sheet } from "./sheet";
import { TurnClock } from "./turn-clock";

/** What the turn came to: who guessed, or who drinks. */
function Outcome({ view, board }: { view: View; board: boolean }) {
  const { drinkMode } = useGamePrefs();
  const last = view.last;
  if (!last) return null;
  const name = (id: string | null) => view.players.find((p) => p.id === id)?.name ?? "Alguém";
  const [title, line] =
    last.outcome === "acertou"
      ? [
          `${name(last.guesserId)} acertou!`,
          `+1 ponto para ${name(last.guesserId)} e para ${name(last.drawerId)}`,
        ]
      : last.outcome === "tempo"
        ? ["Tempo esgotado!", `Ninguém acertou: todo mundo bebe ${drinkText(last.sips, drinkMode)}`]
        : last.outcome === "desistiu"
          ? [
              `${name(last.drawerId)} desistiu`,
              `${name(last.drawerId)} bebe ${drinkText(last.sips, drinkMode)}`,
            ]
          : ["Quem desenhava saiu da sala", "Ninguém pontua nem bebe nesta vez."];
  return (
    <div className="grid gap-2 text-center" data-testid="turn-outcome">
      <h2 className={`font-black ${board ? "text-6xl" : "text-3xl"}`}>{title}</h2>
      <p className={board ? "text-4xl" : "text-xl"}>
        A palavra era{" "}
        <strong className="[overflow-wrap:anywhere]" data-testid="revealed-word">
          {last.word}
        </strong>
      </p>
      <p className={`text-muted ${board ? "text-3xl" : ""}`}>{line}</p>
    </div>
  );
}

/**
 * Desenha e Bebe in a room: the drawer's phone shows the word and the sheet to draw on; every
 * other screen shows the sheet live, the word's blanks and the wrong guesses; guessers type on
 * their own phone. The word reaches the other screens only once the turn is over.
 */
export function DesenhaRoomView({ room, view, move, board = false, live }: RoomViewProps<View>) {
  const me = room.you.seatId;
  const version = room.game?.version ?? 0;
  const drawer = view.players.find((p) => p.id === view.drawerId);
  const inGame = !board && view.players.some((p) => p.id === me);
  const drawing = inGame && me === view.drawerId;
  if (view.phase === "over")
    return <RoomStandings status={room.game?.status} unit={pointsText} board={board} />;
  const round = (
    <p className={`text-center text-muted ${board ? "text-2xl" : "text-sm"}`}>
      Rodada {view.lap} de {view.laps} ·{" "}
      {drawing ? "você desenha" : `${drawer?.name ?? "—"} desenha`}
    </p>
  );

  if (view.phase === "choose")
    return (
      <section aria-label="Escolha da palavra" className="grid content-start gap-4">
        {round}
        {drawing && view.word ? (
          <>
            <h2 className="text-center text-2xl font-black">Sua vez de desenhar!</h2>
            <div className="grid gap-1 rounded-3xl border border-line bg-surface p-6 text-center">
              <p className="text-muted">Só você vê a palavra:</p>
              <p className="text-4xl font-black [overflow-wrap:anywhere]" data-testid="my-word">
                {view.word.text}
              </p>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">
                {view.word.deckName
                  ? `${view.word.deckName} · ${DIFFICULTY_LABELS[view.word.difficulty]}`
                  : DIFFICULTY_LABELS[view.word.difficulty]}
              </p>
            </div>
            <Scores view={view} />
            <ActionBar>
              {view.swapsLeft > 0 && (
                <Button variant="secondary" onClick={() => move({ type: "swap" })}>
                  <Shuffle aria-hidden className="size-5" /> Trocar palavra
                </Button>
              )}
              <Button className="min-h-14 text-lg" onClick={() => move({ type: "go" })}>
                <Play aria-hidden className="size-5" /> Começar a desenhar
              </Button>
            </ActionBar>
          </>
        ) : (
          <>
            <h2 className={`text-center font-black ${board ? "text-6xl" : "text-2xl"}`}>
              {drawer?.name ?? "Alguém"} vai desenhar
            </h2>
            <p className={`text-center text-muted ${board ? "text-3xl" : ""}`}>
              Prepare o palpite: o desenho aparece aqui.
            </p>
            <Scores view={view} board={board} />
          </>
        )}
      </section>
    );

  if (view.phase === "draw" && view.endsAt !== null)
    return (
      <section aria-label="Desenho" className="grid content-start gap-2">
        {round}
        <TurnClock
          endsAt={view.endsAt}
          seconds={view.seconds}
          live={live}
          big={board}
          onUp={inGame ? () => move({ type: "timeUp" }) : undefined}
        />
        {drawing ? (
          <DrawerPlay view={view} version={version} move={move} live={live} />
        ) : (
          <WatcherPlay
            view={view}
            version={version}
            move={move}
            live={live}
            guessing={inGame}
            board={board}
          />
        )}
        {board && <Scores view={view} board />}
      </section>
    );

  const lastTurn = view.lap >= view.laps && view.players.at(-1)?.id === view.last?.drawerId;
  return (
    <section aria-label="Fim da vez" className="grid content-start gap-4">
      {round}
      <Outcome view={view} board={board} />
      {view.drawing.strokes.length > 0 && (
        <Sheet
          strokes={() => view.drawing.strokes}
          paintKey={version}
          className={
            board ? "mx-auto w-[min(100%,calc((100dvh_-_26rem)/1.3))]" : `${phoneSheet} max-w-64`
          }
        />
      )}
      <Scores view={view} board={board} />
      {inGame && (
        <ActionBar>
          <Button className="min-h-14 text-lg" onClick={() => move({ type: "next" })}>
            {lastTurn ? "Ver resultado" : "Próxima vez"}{" "}
            <ArrowRight aria-hidden className="size-5" />
          </Button>
        </ActionBar>
      )}
    </section>
  );
}
