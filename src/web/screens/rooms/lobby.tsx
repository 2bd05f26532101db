import { ArrowDown, ArrowUp, Crown, Play, Tv, UserX } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { RoomGameUi } from "../../../games/kit/room-view";
import { useGamePrefs } from "../../../games/kit/use-game-prefs";
import type { ClientMessage, RoomMessage, RoomSeatInfo } from "../../../shared/schemas/room";
import { Button } from "../../../ui/button";
import { JoinQr, joinUrl } from "./join-qr";

/** A seat: colour dot, name, presence; the host's buttons beside it. */
export function SeatLine({ seat, big = false }: { seat: RoomSeatInfo; big?: boolean }) {
  return (
    <span className={`flex min-w-0 items-center gap-2 ${big ? "text-xl sm:text-4xl" : "text-lg"}`}>
      <span
        aria-hidden
        className={`${big ? "size-6 sm:size-8" : "size-5"} shrink-0 rounded-full`}
        style={{ backgroundColor: seat.colour }}
      />
      <span className="min-w-0 break-words font-bold">{seat.name}</span>
      {seat.host && <Crown aria-label="anfitrião" className="size-5 shrink-0 text-brand" />}
      <span className={`shrink-0 text-sm ${seat.connected ? "text-ok" : "text-muted"}`}>
        {seat.connected ? "online" : "sem conexão"}
      </span>
    </span>
  );
}

/** The room's code, its QR and its link: how friends get in. */
export function JoinCard({ code }: { code: string }) {
  return (
    <section
      aria-label="Como entrar"
      className="grid grid-cols-[1fr_8rem] items-center gap-4 rounded-3xl border border-line bg-surface p-4"
    >
      <div className="grid gap-1">
        <p className="text-sm text-muted">Código da sala</p>
        <p className="font-mono text-5xl font-black tracking-widest" data-testid="room-code">
          {code}
        </p>
        <p className="text-sm text-muted">
          Aponte a câmera para o QR ou abra <span className="break-all">{joinUrl(code)}</span>
        </p>
      </div>
      <JoinQr code={code} />
    </section>
  );
}

/**
 * Who is in, with presence; the host removes, reorders, passes the host role, picks the settings
 * and starts. Everyone else waits for the start.
 */
export function Lobby({
  room,
  ui,
  send,
  canOpenBoard,
  pairing,
}: {
  room: RoomMessage;
  ui: RoomGameUi | null;
  send(message: ClientMessage): void;
  canOpenBoard: boolean;
  /** The host's 'Abrir o placar em outra tela' (board pairing). */
  pairing?: ReactNode;
}) {
  const prefs = useGamePrefs();
  // The game's screens may still be loading: its defaults until the host changes something.
  const [chosen, setSettings] = useState<unknown>(null);
  const settings = chosen ?? ui?.defaults(prefs.showAdult) ?? null;
  const players = room.seats.filter((s) => s.role === "player");
  const host = room.you.host;
  const move = (index: number, by: number) => {
    const ids = room.seats.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    send({ type: "reorder", seatIds: ids });
  };
  return (
    <section aria-labelledby="lobby-title" className="grid content-start gap-5">
      <JoinCard code={room.code} />
      {canOpenBoard && (
        <a
          href={`/s/${room.code}/tela`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl border border-line px-4 font-semibold"
        >
          <Tv aria-hidden className="size-5" /> Abrir a tela para a TV
        </a>
      )}
      {pairing}
      <h2 id="lobby-title" className="text-2xl font-black">
        Na sala ({players.length})
      </h2>
      <ol className="grid gap-2" aria-label="Jogadores na sala" data-testid="lobby-seats">
        {room.seats.map((seat, i) => (
          <li
            key={seat.id}
            className="grid gap-2 rounded-2xl border border-line bg-surface p-3"
            data-testid="lobby-seat"
          >
            <SeatLine seat={seat} />
            {seat.role === "spectator" && <span className="text-sm text-muted">assistindo</span>}
            {host && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  className="min-w-12 px-3"
                  aria-label={`Subir ${seat.name}`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden className="size-5" />
                </Button>
                <Button
                  variant="secondary"
                  className="min-w-12 px-3"
                  aria-label={`Descer ${seat.name}`}
                  disabled={i === room.seats.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden className="size-5" />
                </Button>
                {seat.id !== room.you.seatId && (
                  <>
                    <Button
                      variant="secondary"
                      className="px-3"
                      onClick={() => send({ type: "host", seatId: seat.id })}
                    >
                      <Crown aria-hidden className="size-5" />
                      <span className="sr-only">Passar anfitrião para {seat.name}</span>
                      <span aria-hidden>Anfitrião</span>
                    </Button>
                    <Button
                      variant="danger"
                      className="px-3"
                      onClick={() => send({ type: "kick", seatId: seat.id })}
                    >
                      <UserX aria-hidden className="size-5" />
                      <span className="sr-only">Remover {seat.name}</span>
                      <span aria-hidden>Remover</span>
                    </Button>
                  </>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {host && ui && settings !== null && (
        <>
          <ui.Settings value={settings} onChange={setSettings} />
          <div className="sticky bottom-0 z-10 -mx-5 grid bg-night px-5 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))]">
            <Button className="min-h-16 text-lg" onClick={() => send({ type: "start", settings })}>
              <Play aria-hidden className="size-5" /> Começar
            </Button>
          </div>
        </>
      )}
      {!host && <p className="text-center text-lg text-muted">Esperando o anfitrião começar…</p>}
    </section>
  );
}
