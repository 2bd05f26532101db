import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { forgetBoardCredential, readBoardCredential } from "../../../client/rooms/credentials";
import { useRoom } from "../../../client/rooms/use-room";
import { GoneSeatIds } from "../../../games/kit/room-view";
import { roomGames } from "../../../games/room-games";
import { normalizeRoomCode } from "../../../shared/schemas/room";
import { BoardPairForm } from "./board-pairing";
import { GoneLine, useGoneIds, useGoneSeats } from "./gone-seats";
import { JoinQr } from "./join-qr";
import { SeatLine } from "./lobby";
import { StatusBanner } from "./status-banner";
import { useRoomGameUi } from "./use-game-ui";

/**
 * /s/CODE/tela: the board for a TV or a laptop. The host's device has the board's credential from
 * the room's creation; another device pairs first with the one-time code from the host's phone.
 * Large type, nothing to press once paired, the join QR always in a corner.
 */
export function BoardScreen() {
  const params = useParams();
  const code = normalizeRoomCode(params.code ?? "");
  const [board, setBoard] = useState(() => readBoardCredential(code));
  const { status, room, live } = useRoom(
    code,
    board ? { type: "hello", board: true, credential: board } : null,
  );
  const ui = useRoomGameUi(room?.gameId);
  const { gone } = useGoneSeats(room?.seats ?? [], null, live.now, room?.phase === "playing");
  const goneIds = useGoneIds(gone);
  // A paired credential that stopped working (a closed and reopened room code): pair again.
  useEffect(() => {
    if (status.kind !== "unauthorized") return;
    forgetBoardCredential(code);
    setBoard((refused) => {
      const left = readBoardCredential(code);
      return left === refused ? null : left;
    });
  }, [status.kind, code]);
  // On a TV the join QR sits in a corner; on a phone laid on the table, under the game.
  const corner = (
    <aside
      className="mx-auto grid w-40 gap-1 rounded-2xl bg-night/90 p-2 text-center sm:fixed sm:right-4 sm:bottom-4 sm:z-30 lg:w-56"
      aria-label="Entrar na sala"
    >
      <JoinQr code={code} />
      <p className="font-mono text-3xl font-black tracking-widest" data-testid="board-code">
        {code}
      </p>
    </aside>
  );
  if (!board)
    return (
      <main className="mx-auto grid max-w-3xl gap-6 px-8 py-10 text-center">
        <h1 className="text-5xl font-black">Tela da sala {code}</h1>
        <p className="text-2xl text-muted">
          No celular do anfitrião, toque em “Abrir o placar em outra tela” e digite aqui o código
          que aparecer. Para jogar, entre pelo código da sala.
        </p>
        <BoardPairForm code={code} onPaired={setBoard} />
        {corner}
      </main>
    );
  if (status.kind === "closed" || status.kind === "kicked")
    return (
      <main className="grid min-h-dvh place-items-center px-8 text-center">
        <h1 className="text-6xl font-black">Sala encerrada</h1>
      </main>
    );
  const game = room?.game;
  return (
    <main className="mx-auto grid w-full max-w-6xl content-start gap-5 px-4 pt-2 pb-6 text-base sm:gap-8 sm:pr-52 sm:pb-56 sm:pl-8 sm:text-xl lg:pr-64 lg:text-2xl">
      <StatusBanner status={status} />
      <h1 className="text-2xl font-black sm:text-4xl lg:text-5xl">
        {room ? (roomGames[room.gameId]?.name ?? "Sala") : "Sala"} · sala {code}
      </h1>
      <GoneLine gone={gone} board />
      {room?.phase === "lobby" && (
        <section aria-labelledby="board-lobby" className="grid gap-4 sm:gap-6">
          <h2 id="board-lobby" className="text-3xl font-black sm:text-5xl">
            Entre com o código {code}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="board-seats">
            {room.seats.map((s) => (
              <li key={s.id}>
                <SeatLine seat={s} big />
              </li>
            ))}
          </ul>
          <p className="text-lg text-muted sm:text-3xl">
            O jogo começa quando o anfitrião tocar em Começar.
          </p>
        </section>
      )}
      {room && game && ui && room.phase !== "lobby" && (
        // Read from across the room: the game's own screens, drawn larger on a big screen.
        <div className="[@media(min-width:1024px)_and_(min-height:880px)]:[zoom:1.3]">
          <GoneSeatIds value={goneIds}>
            <ui.View room={room} view={game.view} move={() => {}} board live={live} />
          </GoneSeatIds>
        </div>
      )}
      {corner}
    </main>
  );
}
