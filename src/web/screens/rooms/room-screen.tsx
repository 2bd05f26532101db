import { Crown, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { HttpError } from "../../../client/api";
import { joinRoom, roomSummary } from "../../../client/rooms/api";
import {
  forgetRoomCredential,
  type RoomCredential,
  readRoomCredential,
} from "../../../client/rooms/credentials";
import { useRoom } from "../../../client/rooms/use-room";
import { GoneSeatIds } from "../../../games/kit/room-view";
import { roomGames } from "../../../games/room-games";
import { normalizeRoomCode, type RoomSummary, roomCodeSchema } from "../../../shared/schemas/room";
import { Button, buttonClass } from "../../../ui/button";
import { BoardCodePanel } from "./board-pairing";
import { GoneLine, GoneSeats, useGoneIds, useGoneSeats } from "./gone-seats";
import { IdentityForm } from "./identity-form";
import { Lobby } from "./lobby";
import { StatusBanner } from "./status-banner";
import { useRoomGameUi } from "./use-game-ui";

const page = "mx-auto grid w-full max-w-xl content-start gap-5 px-5 pb-6";

/** No seat on this device yet: the room's name and who is in, then a name and a colour. */
function JoinRoom({ code, onJoined }: { code: string; onJoined(c: RoomCredential): void }) {
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    roomSummary(code).then(setSummary, (err) =>
      setError(err instanceof HttpError ? err.userMessage : "Sem conexão. Tente de novo."),
    );
  }, [code]);
  const game = summary ? roomGames[summary.gameId] : undefined;
  return (
    <main className={`${page} pt-6`}>
      <h1 className="text-3xl font-black">Sala {code}</h1>
      {error && (
        <>
          <p role="alert" className="text-danger">
            {error}
          </p>
          <Link to="/entrar" className={buttonClass("secondary")}>
            Digitar outro código
          </Link>
        </>
      )}
      {summary && (
        <>
          <p className="text-lg">{game?.name ?? "Jogo em sala"}</p>
          {summary.players.length > 0 && (
            <p className="text-muted">Na sala: {summary.players.map((p) => p.name).join(", ")}</p>
          )}
          {!summary.canPlay && (
            <p className="text-muted">
              A partida já começou ou a sala está cheia: você entra para assistir e joga na próxima.
            </p>
          )}
          <IdentityForm
            submit="Entrar na sala"
            busy={busy}
            onSubmit={async (me) => {
              setBusy(true);
              try {
                const answer = await joinRoom(code, me);
                onJoined({ seatId: answer.seatId, credential: answer.credential });
              } catch (err) {
                setError(
                  err instanceof HttpError ? err.userMessage : "Sem conexão. Tente de novo.",
                );
                setBusy(false);
              }
            }}
          />
        </>
      )}
    </main>
  );
}

/** This phone's seat: the lobby, then the game as this seat sees it, then the results. */
function RoomPhone({
  code,
  credential,
  onLost,
}: {
  code: string;
  credential: RoomCredential;
  onLost(): void;
}) {
  const { status, room, notice, send, move, live } = useRoom(code, {
    type: "hello",
    seatId: credential.seatId,
    credential: credential.credential,
  });
  const ui = useRoomGameUi(room?.gameId);
  const { gone, at } = useGoneSeats(
    room?.seats ?? [],
    room?.you.seatId ?? null,
    live.now,
    room?.phase === "playing",
  );
  const goneIds = useGoneIds(gone);
  useEffect(() => {
    if (status.kind === "unauthorized") onLost();
  }, [status.kind, onLost]);

  if (status.kind === "closed" || status.kind === "kicked")
    return (
      <main className={`${page} pt-10 text-center`}>
        <h1 className="text-3xl font-black">
          {status.kind === "closed" ? "Sala encerrada" : "Você foi removido da sala"}
        </h1>
        <p className="text-muted">
          {status.kind === "closed"
            ? "Essa sala acabou. Que tal abrir outra?"
            : "O anfitrião tirou você da sala. Dá para entrar de novo com o código."}
        </p>
        {status.kind === "kicked" && (
          <Button
            onClick={() => {
              forgetRoomCredential(code);
              onLost();
            }}
          >
            Entrar de novo
          </Button>
        )}
        <Link to="/game-modes" className={buttonClass("secondary")}>
          Ver os jogos
        </Link>
      </main>
    );

  const me = room?.seats.find((s) => s.id === room.you.seatId);
  const game = room?.game;
  const pairing = room?.you.host ? <BoardCodePanel code={code} seat={credential} /> : null;
  return (
    <main className={page}>
      <StatusBanner status={status} />
      <header className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 truncate text-xl font-black">
          {room ? (roomGames[room.gameId]?.name ?? "Sala") : "Sala"}
        </h1>
        {me && (
          <span className="flex max-w-[45%] shrink-0 items-center gap-2" data-testid="me">
            <span
              aria-hidden
              className="size-4 rounded-full"
              style={{ backgroundColor: me.colour }}
            />
            <span className="truncate font-semibold">{me.name}</span>
          </span>
        )}
      </header>
      {notice && (
        <p role="alert" className="rounded-2xl bg-surface-2 p-3 text-center">
          {notice}
        </p>
      )}
      {room && room.phase === "lobby" && (
        <Lobby
          room={room}
          ui={ui}
          send={send}
          canOpenBoard={Boolean(credential.boardCredential)}
          pairing={pairing}
        />
      )}
      {room && game && ui && room.phase !== "lobby" && (
        <>
          {me && !me.inGame && room.phase === "playing" && (
            <p className="rounded-2xl bg-surface-2 p-3 text-center">
              Você entra na próxima partida. Acompanhe:
            </p>
          )}
          {room.you.host ? (
            <GoneSeats gone={gone} at={at} onRemove={(seatId) => send({ type: "kick", seatId })} />
          ) : (
            <GoneLine gone={gone} />
          )}
          <GoneSeatIds value={goneIds}>
            <ui.View room={room} view={game.view} move={move} board={!me?.inGame} live={live} />
          </GoneSeatIds>
          {room.phase === "over" && room.you.host && (
            <Button
              className="min-h-16 text-lg"
              onClick={() => send({ type: "start", settings: room.settings })}
            >
              <RotateCcw aria-hidden className="size-5" /> Jogar de novo
            </Button>
          )}
          {pairing}
        </>
      )}
      {room && !room.you.host && credential.boardCredential && me && (
        <Button variant="ghost" onClick={() => send({ type: "host", seatId: me.id })}>
          <Crown aria-hidden className="size-5" /> Voltar a ser anfitrião
        </Button>
      )}
    </main>
  );
}

/** /s/CODE: joins the room if this device has no seat in it, else plays from its seat. */
export function RoomScreen() {
  const params = useParams();
  const code = normalizeRoomCode(params.code ?? "");
  const [credential, setCredential] = useState(() => readRoomCredential(code));
  if (!roomCodeSchema.safeParse(code).success)
    return (
      <main className={`${page} pt-10`}>
        <h1 className="text-3xl font-black">Código de sala inválido</h1>
        <Link to="/entrar" className={buttonClass()}>
          Digitar o código
        </Link>
      </main>
    );
  if (!credential) return <JoinRoom code={code} onJoined={setCredential} />;
  return (
    <RoomPhone
      key={credential.seatId}
      code={code}
      credential={credential}
      onLost={() => setCredential(readRoomCredential(code))}
    />
  );
}
