import { MonitorSmartphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { HttpError } from "../../../client/api";
import { createBoardCode, pairBoard } from "../../../client/rooms/api";
import { ROOM_PAIRING_CODE_LENGTH } from "../../../shared/schemas/room";
import { Button } from "../../../ui/button";

const problem = (err: unknown) =>
  err instanceof HttpError ? err.userMessage : "Sem conexão. Tente de novo.";

/**
 * On the host's phone: 'Abrir o placar em outra tela' asks for a one-time code (10 minutes, one
 * use) to type on the TV's /s/CODE/tela. The code is shown, never put in a link or a QR code.
 */
export function BoardCodePanel({
  code,
  seat,
}: {
  code: string;
  seat: { seatId: string; credential: string };
}) {
  const [pairing, setPairing] = useState<{ pairingCode: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function ask() {
    setBusy(true);
    setError(null);
    try {
      setPairing(await createBoardCode(code, seat));
    } catch (err) {
      setError(problem(err));
    } finally {
      setBusy(false);
    }
  }
  const until = pairing
    ? new Date(pairing.expiresAt).toLocaleTimeString("pt-BR", {
        hour: "2-digit",
        minute: "2-digit",
      })
    : "";
  return (
    <section aria-label="Placar em outra tela" className="grid gap-2">
      <Button variant="ghost" className="min-h-12" disabled={busy} onClick={ask}>
        <MonitorSmartphone aria-hidden className="size-5" />
        {pairing ? "Gerar outro código" : "Abrir o placar em outra tela"}
      </Button>
      {pairing && (
        <div className="grid gap-1 rounded-2xl border border-line bg-surface p-4 text-center">
          <p className="text-sm text-muted">
            Na TV ou no notebook, abra{" "}
            <span className="break-all font-semibold text-ink">
              {window.location.host}/s/{code}/tela
            </span>{" "}
            e digite:
          </p>
          <p className="font-mono text-4xl font-black tracking-[0.3em]" data-testid="pairing-code">
            {pairing.pairingCode}
          </p>
          <p className="text-sm text-muted">Vale uma vez, até {until}.</p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-center text-danger">
          {error}
        </p>
      )}
    </section>
  );
}

/** On the TV without a board credential: the code shown on the host's phone. */
export function BoardPairForm({ code, onPaired }: { code: string; onPaired(c: string): void }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { input: useId(), error: useId() };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!new RegExp(`^\\d{${ROOM_PAIRING_CODE_LENGTH}}$`).test(value))
      return setError("O código tem 6 dígitos.");
    setBusy(true);
    setError(null);
    try {
      onPaired(await pairBoard(code, value));
    } catch (err) {
      setError(problem(err));
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="mx-auto grid w-full max-w-md gap-4" noValidate>
      <label htmlFor={ids.input} className="grid gap-2 text-2xl font-bold">
        Código do placar
        <input
          id={ids.input}
          value={value}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ROOM_PAIRING_CODE_LENGTH}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => {
            setValue(e.target.value.replace(/\D/g, ""));
            setError(null);
          }}
          className="min-h-16 rounded-2xl border border-line bg-surface px-4 text-center font-mono text-5xl tracking-[0.3em]"
        />
      </label>
      {error && (
        <p id={ids.error} role="alert" className="text-xl text-danger">
          {error}
        </p>
      )}
      <Button type="submit" className="min-h-16 text-xl" disabled={busy}>
        Mostrar o placar aqui
      </Button>
    </form>
  );
}
