import { ArrowLeft } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { HttpError } from "../../../client/api";
import { createRoom } from "../../../client/rooms/api";
import { roomGames } from "../../../games/room-games";
import { normalizeRoomCode, ROOM_CODE_LENGTH, roomCodeSchema } from "../../../shared/schemas/room";
import { Button } from "../../../ui/button";
import { IdentityForm } from "./identity-form";

const message = (err: unknown) =>
  err instanceof HttpError ? err.userMessage : "Sem conexão. Tente de novo.";

/** 'Jogar em sala' from a game: the host gives a name and a colour and the room opens. */
function CreateRoom({ gameId }: { gameId: string }) {
  const navigate = useNavigate();
  const game = roomGames[gameId];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!game) return <p role="alert">Este jogo ainda não pode ser jogado em sala.</p>;
  return (
    <>
      <h1 className="text-3xl font-black">Jogar em sala</h1>
      <p className="text-muted">
        {game.name}: cada um joga no próprio celular e uma TV pode mostrar o jogo. Quem entrar só
        precisa de um nome, sem conta.
      </p>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <IdentityForm
        submit="Criar sala"
        busy={busy}
        onSubmit={async (me) => {
          setBusy(true);
          setError(null);
          try {
            const room = await createRoom({ gameId, ...me });
            navigate(`/s/${room.code}`);
          } catch (err) {
            setError(message(err));
            setBusy(false);
          }
        }}
      />
    </>
  );
}

/** Type the room's 4 letters (any case) and go to its page, where the name is asked. */
function TypeCode() {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { code: useId(), error: useId() };
  function go(e: FormEvent) {
    e.preventDefault();
    const parsed = roomCodeSchema.safeParse(normalizeRoomCode(code));
    if (!parsed.success) return setError("O código tem 4 letras, como aparece na tela da sala.");
    navigate(`/s/${parsed.data}`);
  }
  return (
    <>
      <h1 className="text-3xl font-black">Entrar numa sala</h1>
      <p className="text-muted">Digite o código que aparece na tela de quem criou a sala.</p>
      <form onSubmit={go} className="grid gap-4" noValidate>
        <label htmlFor={ids.code} className="grid gap-2 text-lg font-bold">
          Código da sala
          <input
            id={ids.code}
            value={code}
            maxLength={ROOM_CODE_LENGTH}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              setError(null);
            }}
            className="min-h-16 rounded-2xl border border-line bg-surface px-4 text-center font-mono text-4xl tracking-[0.4em] uppercase"
          />
        </label>
        {error && (
          <p id={ids.error} role="alert" className="-mt-2 text-danger">
            {error}
          </p>
        )}
        <Button type="submit" className="min-h-16 text-lg">
          Entrar
        </Button>
      </form>
    </>
  );
}

/** /entrar: join a room by its code; /entrar?jogo=ID: open a room of that game. */
export function EnterScreen() {
  const [params] = useSearchParams();
  const gameId = params.get("jogo");
  return (
    <main className="mx-auto grid w-full max-w-md content-start gap-5 px-5 py-6">
      <Link
        to={gameId ? (roomGames[gameId]?.route ?? "/game-modes") : "/game-modes"}
        className="inline-flex min-h-12 items-center gap-2 font-semibold text-muted"
      >
        <ArrowLeft aria-hidden className="size-5" /> Voltar
      </Link>
      {gameId ? <CreateRoom gameId={gameId} /> : <TypeCode />}
    </main>
  );
}
