import { Ban, DoorOpen, Gavel, User, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { Player } from "../../../shared/schemas/player";
import { Button } from "../../../ui/button";
import { inForce, MAX_GENERAL_RULES, MAX_WORD_LENGTH, type Tracker } from "../tracker";

const iconButton =
  "grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink";

/** 'Em vigor': general rules (max 2), personal rules and owners, the bathroom pass, the word. */
export function TrackerPanel({
  tracker,
  players,
  onRemoveGeneral,
  onRemovePersonal,
  onSpendPass,
  onSetWord,
  onClearWord,
}: {
  tracker: Tracker;
  players: readonly Player[];
  onRemoveGeneral(id: string): void;
  onRemovePersonal(ownerId: string): void;
  onSpendPass(): void;
  onSetWord(word: string): void;
  onClearWord(): void;
}) {
  const nameOf = (id: string | null) => players.find((p) => p.id === id)?.name ?? "alguém";
  const holder = tracker.bathroomPassId ? nameOf(tracker.bathroomPassId) : null;

  return (
    <section
      aria-labelledby="sueca-tracker"
      data-testid="tracker"
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="sueca-tracker" className="flex items-center gap-2 text-lg font-bold">
        <Gavel aria-hidden className="size-5 text-brand" /> Em vigor
        <span className="ml-auto rounded-full bg-surface-2 px-2 text-sm tabular-nums">
          {inForce(tracker)}
        </span>
      </h2>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-muted">
          Regras gerais ({tracker.general.length}/{MAX_GENERAL_RULES})
        </h3>
        {tracker.general.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma. Saem no 10.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Regras gerais">
            {tracker.general.map((r) => (
              <li
                key={r.id}
                className="flex items-center gap-2 rounded-xl bg-surface-2 py-1 pr-1 pl-3"
              >
                <span className="min-w-0 flex-1 text-sm">
                  {r.text}
                  <span className="block text-xs text-muted">criada por {nameOf(r.ownerId)}</span>
                </span>
                <button
                  type="button"
                  aria-label={`Apagar a regra geral: ${r.text}`}
                  onClick={() => onRemoveGeneral(r.id)}
                  className={iconButton}
                >
                  <X aria-hidden className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-muted">Regras pessoais</h3>
        {tracker.personal.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma. Saem no 9, uma por pessoa.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Regras pessoais">
            {tracker.personal.map((r) => (
              <li
                key={r.id}
                className="flex items-center gap-2 rounded-xl bg-surface-2 py-1 pr-1 pl-3"
              >
                <User aria-hidden className="size-4 shrink-0 text-brand" />
                <span className="min-w-0 flex-1 text-sm">
                  <strong>{nameOf(r.ownerId)}</strong>: {r.text}
                </span>
                <button
                  type="button"
                  aria-label={`Apagar a regra pessoal de ${nameOf(r.ownerId)}`}
                  onClick={() => r.ownerId && onRemovePersonal(r.ownerId)}
                  className={iconButton}
                >
                  <X aria-hidden className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex items-center gap-2" data-testid="bathroom-pass">
        <DoorOpen aria-hidden className="size-5 shrink-0 text-brand" />
        <p className="min-w-0 flex-1 text-sm">
          {holder ? (
            <>
              Passe do banheiro: <strong>{holder}</strong>
            </>
          ) : (
            <span className="text-muted">Passe do banheiro: com ninguém (sai no 8)</span>
          )}
        </p>
        {holder && (
          <Button variant="secondary" className="min-h-11 px-3 text-sm" onClick={onSpendPass}>
            Usou
          </Button>
        )}
      </div>

      <ForbiddenWord word={tracker.forbiddenWord} onSet={onSetWord} onClear={onClearWord} />
    </section>
  );
}

function ForbiddenWord({
  word,
  onSet,
  onClear,
}: {
  word: string | null;
  onSet(word: string): void;
  onClear(): void;
}) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  if (word)
    return (
      <div className="flex items-center gap-2" data-testid="forbidden-word">
        <Ban aria-hidden className="size-5 shrink-0 text-danger" />
        <p className="min-w-0 flex-1 text-sm">
          Palavra proibida: <strong className="text-danger">“{word}”</strong>
        </p>
        <Button variant="secondary" className="min-h-11 px-3 text-sm" onClick={onClear}>
          Liberar
        </Button>
      </div>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim()) return;
    onSet(draft);
    setDraft("");
  }
  return (
    <form onSubmit={submit} className="flex items-center gap-2" data-testid="forbidden-word">
      <label htmlFor={inputId} className="sr-only">
        Palavra proibida
      </label>
      <Ban aria-hidden className="size-5 shrink-0 text-muted" />
      <input
        id={inputId}
        value={draft}
        maxLength={MAX_WORD_LENGTH}
        placeholder="Proibir palavra"
        autoComplete="off"
        onChange={(e) => setDraft(e.target.value)}
        className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-night px-3 text-sm"
      />
      <Button
        type="submit"
        variant="secondary"
        className="min-h-11 px-3 text-sm"
        disabled={!draft.trim()}
      >
        Proibir
      </Button>
    </form>
  );
}
