import { type FormEvent, useId, useState } from "react";
import { z } from "zod";
import { storedValue } from "../../../client/stored-value";
import { ROOM_NAME_MAX, roomNameSchema } from "../../../shared/schemas/room";
import { Button } from "../../../ui/button";

/** Colours a player picks from (a dot beside their name on every screen). */
export const ROOM_COLOURS = [
  { value: "#f59e0b", name: "Amarelo" },
  { value: "#ef4444", name: "Vermelho" },
  { value: "#ec4899", name: "Rosa" },
  { value: "#a855f7", name: "Roxo" },
  { value: "#3b82f6", name: "Azul" },
  { value: "#06b6d4", name: "Ciano" },
  { value: "#22c55e", name: "Verde" },
  { value: "#f97316", name: "Laranja" },
] as const;

/** The name and colour last used in a room on this device, offered the next time. */
const meSchema = z.object({ name: z.string().max(ROOM_NAME_MAX), colour: z.string() });
const lastMe = storedValue(
  "saideira_room_me",
  (v) => {
    const r = meSchema.safeParse(v);
    return r.success ? r.data : null;
  },
  365 * 24 * 60 * 60 * 1000,
);

/** A name and a colour: all a player gives to join a room (no account). */
export function IdentityForm({
  submit,
  busy,
  onSubmit,
}: {
  submit: string;
  busy: boolean;
  onSubmit(me: { name: string; colour: string }): void;
}) {
  const saved = lastMe.read();
  const [name, setName] = useState(saved?.name ?? "");
  const [colour, setColour] = useState<string>(saved?.colour ?? ROOM_COLOURS[0].value);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), error: useId(), colours: useId() };

  function send(e: FormEvent) {
    e.preventDefault();
    const parsed = roomNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Nome inválido");
    lastMe.write({ name: parsed.data, colour });
    onSubmit({ name: parsed.data, colour });
  }

  return (
    <form onSubmit={send} className="grid gap-5" noValidate>
      <label htmlFor={ids.name} className="grid gap-2 text-lg font-bold">
        Seu nome
        <input
          id={ids.name}
          value={name}
          maxLength={ROOM_NAME_MAX}
          autoComplete="nickname"
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          aria-describedby={error ? ids.error : undefined}
          className="min-h-14 rounded-2xl border border-line bg-surface px-4 text-lg font-normal"
        />
      </label>
      {error && (
        <p id={ids.error} role="alert" className="-mt-3 text-danger">
          {error}
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-bold">Sua cor</legend>
        <div className="grid grid-cols-4 gap-3">
          {ROOM_COLOURS.map((c) => (
            <label
              key={c.value}
              className={`grid min-h-14 cursor-pointer place-items-center rounded-2xl border-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${colour === c.value ? "border-ink" : "border-transparent"}`}
              style={{ backgroundColor: c.value }}
            >
              <input
                type="radio"
                name={ids.colours}
                value={c.value}
                checked={colour === c.value}
                onChange={() => setColour(c.value)}
                className="sr-only"
              />
              <span className="sr-only">{c.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="min-h-16 text-lg" disabled={busy}>
        {busy ? "Um instante…" : submit}
      </Button>
    </form>
  );
}
