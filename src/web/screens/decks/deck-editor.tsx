import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { isAgeConfirmed } from "../../../client/age-gate";
import { failureMessage } from "../../../client/api";
import { cleanDeckInput, deckProblem, useDeleteDeck, useSaveDeck } from "../../../client/decks";
import { useSession } from "../../../client/session";
import {
  DECK_GAMES,
  DECK_ITEM_MAX,
  DECK_MAX_ITEMS,
  DECK_NAME_MAX,
  type DeckGame,
  isDeckGame,
} from "../../../shared/custom-deck";
import type { Deck } from "../../../shared/schemas/deck";
import { Button, buttonClass } from "../../../ui/button";
import { CharCount } from "../../../ui/char-count";
import { Dialog } from "../../../ui/dialog";
import { toast } from "../../../ui/use-toast";
import { DeckItemRow } from "./deck-item-row";
import { addItems, type DraftItem, moveItem, nextKey, withKinds } from "./deck-items";
import { gameOptions, kindLabel, kindsOf } from "./deck-meta";

const field = "min-h-12 w-full rounded-xl border border-line bg-night px-4";

/** Create or edit a deck: name, game, 18+, items (typed, pasted, reordered, kinds). */
export function DeckEditor({ deck, initialGame }: { deck: Deck | null; initialGame?: string }) {
  const { profile } = useSession();
  // 18+ decks only from someone who confirmed 18+ (on this device, or in the account's sign-up).
  const adultAllowed = Boolean(profile) || isAgeConfirmed();
  const [name, setName] = useState(deck?.name ?? "");
  const [game, setGame] = useState<DeckGame>(
    deck?.game ?? (isDeckGame(initialGame) ? initialGame : DECK_GAMES[0]),
  );
  const [adult, setAdult] = useState(deck?.adult ?? false);
  const [items, setItems] = useState<DraftItem[]>(
    () => deck?.items.map((i) => ({ key: nextKey(), ...i })) ?? [],
  );
  const kinds = kindsOf(game);
  const [newKind, setNewKind] = useState<string | undefined>(kinds[0]);
  const [draft, setDraft] = useState("");
  const [paste, setPaste] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveDeck();
  const remove = useDeleteDeck();
  const navigate = useNavigate();
  const draftInput = useRef<HTMLInputElement>(null);
  const ids = {
    name: useId(),
    nameCount: useId(),
    game: useId(),
    adult: useId(),
    adultNote: useId(),
    draft: useId(),
    draftCount: useId(),
    draftError: useId(),
    kind: useId(),
    paste: useId(),
    count: useId(),
  };

  // Stable, so the memoized rows redraw only when their own item changes.
  const changeItem = useCallback(
    (changed: DraftItem) =>
      setItems((all) => all.map((x) => (x.key === changed.key ? changed : x))),
    [],
  );
  const move = useCallback(
    (index: number, by: -1 | 1) => setItems((all) => moveItem(all, index, by)),
    [],
  );
  const removeItem = useCallback(
    (key: number) => setItems((all) => all.filter((x) => x.key !== key)),
    [],
  );

  function changeGame(next: DeckGame) {
    setGame(next);
    setItems((all) => withKinds(all, kindsOf(next)));
    setNewKind(kindsOf(next)[0]);
  }

  function addDraft() {
    const result = addItems(items, [draft], newKind, false);
    setAddError(result.message);
    if (result.added > 0) {
      setItems(result.items);
      setDraft("");
    }
    draftInput.current?.focus();
  }

  function addPasted() {
    const result = addItems(items, paste.split(/\r\n|\r|\n/), newKind, true);
    setItems(result.items);
    setPaste(result.leftover.join("\n"));
    setPasteNote(result.message);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    let all = items;
    if (draft.trim()) {
      // A last item typed but not added goes in too, when it may.
      const result = addItems(items, [draft], newKind, false);
      if (result.message) return setError(result.message);
      all = result.items;
      setItems(all);
      setDraft("");
    }
    const input = cleanDeckInput({
      name,
      game,
      adult: adult && adultAllowed,
      items: all.map(({ text, kind }) => (kind ? { text, kind } : { text })),
    });
    const problem = deckProblem(input);
    if (problem) return setError(problem);
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: deck?.id, input });
      toast({
        title: "Baralho salvo",
        description: saved.queued
          ? "Salvo neste aparelho: vai para a sua conta quando a internet voltar."
          : input.name,
      });
      navigate("/baralhos");
    } catch (err) {
      if (err instanceof Error && err.message === "busy") return;
      setError(failureMessage(err));
    }
  }

  async function confirmDelete() {
    if (!deck) return;
    setDeleting(false);
    try {
      const { queued } = await remove.mutateAsync(deck.id);
      toast({
        title: "Baralho apagado",
        description: queued ? "Sai da sua conta quando a internet voltar." : deck.name,
      });
      navigate("/baralhos", { replace: true });
    } catch (err) {
      if (err instanceof Error && err.message === "busy") return;
      setError(failureMessage(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Baralho">
      <div className="grid gap-1">
        <label htmlFor={ids.name} className="font-medium">
          Nome do baralho
        </label>
        <input
          id={ids.name}
          value={name}
          maxLength={DECK_NAME_MAX}
          aria-describedby={ids.nameCount}
          placeholder="Eu nunca da firma"
          onChange={(e) => setName(e.target.value)}
          className={field}
        />
        <CharCount id={ids.nameCount} value={name} max={DECK_NAME_MAX} />
      </div>

      <div className="grid gap-1">
        <label htmlFor={ids.game} className="font-medium">
          Jogo
        </label>
        <select
          id={ids.game}
          value={game}
          onChange={(e) => isDeckGame(e.target.value) && changeGame(e.target.value)}
          className={field}
        >
          {gameOptions.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>

      <div className="grid gap-1">
        <label
          htmlFor={ids.adult}
          className={`flex min-h-11 items-center gap-3 font-medium ${adultAllowed ? "" : "opacity-60"}`}
        >
          <input
            id={ids.adult}
            type="checkbox"
            className="size-6 shrink-0 accent-amber-400"
            checked={adult && adultAllowed}
            disabled={!adultAllowed}
            aria-describedby={ids.adultNote}
            onChange={(e) => setAdult(e.target.checked)}
          />
          Conteúdo 18+
        </label>
        <p id={ids.adultNote} className="text-sm text-muted">
          {adultAllowed
            ? "Um baralho 18+ só aparece nos jogos com o 18+ ligado."
            : "Confirme que tem 18 anos ou mais neste aparelho para marcar um baralho como 18+."}
        </p>
      </div>

      <section aria-labelledby={ids.count} className="grid gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-xl font-bold">Itens</h2>
          <p
            id={ids.count}
            aria-live="polite"
            className={`text-sm font-semibold ${items.length >= DECK_MAX_ITEMS ? "text-accent" : "text-muted"}`}
          >
            {items.length}/{DECK_MAX_ITEMS} itens
          </p>
        </div>

        <div className="grid gap-2 rounded-2xl border border-line bg-surface p-3">
          <label htmlFor={ids.draft} className="font-medium">
            Novo item
          </label>
          <input
            id={ids.draft}
            ref={draftInput}
            value={draft}
            maxLength={DECK_ITEM_MAX}
            aria-describedby={`${ids.draftCount}${addError ? ` ${ids.draftError}` : ""}`}
            placeholder="Eu nunca dormi no ônibus e perdi o ponto"
            onChange={(e) => {
              setDraft(e.target.value);
              setAddError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addDraft();
              }
            }}
            className={field}
          />
          <CharCount id={ids.draftCount} value={draft} max={DECK_ITEM_MAX} />
          {addError && (
            <p id={ids.draftError} role="alert" className="text-danger [overflow-wrap:anywhere]">
              {addError}
            </p>
          )}
          <div className="flex flex-wrap items-end gap-2">
            {kinds.length > 0 && (
              <div className="grid min-w-0 flex-1 gap-1">
                <label htmlFor={ids.kind} className="text-sm font-medium">
                  Tipo dos novos itens
                </label>
                <select
                  id={ids.kind}
                  value={newKind}
                  onChange={(e) => setNewKind(e.target.value)}
                  className="min-h-12 rounded-xl border border-line bg-night px-3"
                >
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {kindLabel(k)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <Button variant="secondary" onClick={addDraft} className="flex-1">
              <Plus aria-hidden className="size-5" /> Adicionar
            </Button>
          </div>
        </div>

        <details className="rounded-2xl border border-line bg-surface p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            Colar vários (um por linha)
          </summary>
          <div className="mt-2 grid gap-2">
            <label htmlFor={ids.paste} className="text-sm text-muted">
              Um item por linha; linhas vazias e repetidos ficam de fora.
            </label>
            <textarea
              id={ids.paste}
              value={paste}
              rows={5}
              onChange={(e) => setPaste(e.target.value)}
              className="w-full rounded-xl border border-line bg-night px-4 py-3 [overflow-wrap:anywhere]"
            />
            <Button variant="secondary" onClick={addPasted} disabled={!paste.trim()}>
              Adicionar todos
            </Button>
            {pasteNote && (
              <p role="status" className="text-sm [overflow-wrap:anywhere]">
                {pasteNote}
              </p>
            )}
          </div>
        </details>

        {items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
            Nenhum item ainda. Um baralho precisa de pelo menos 2.
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Itens do baralho">
            {items.map((item, i) => (
              <DeckItemRow
                key={item.key}
                item={item}
                index={i}
                count={items.length}
                kinds={kinds}
                onChange={changeItem}
                onMove={move}
                onRemove={removeItem}
              />
            ))}
          </ol>
        )}
      </section>

      {error && (
        <p role="alert" className="text-danger [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
      <div className="sticky bottom-0 -mx-5 grid grid-cols-2 gap-3 border-t border-line bg-night/95 px-5 py-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <Link to="/baralhos" className={buttonClass("secondary")}>
          Cancelar
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Salvando…" : "Salvar"}
        </Button>
      </div>
      {deck && (
        <>
          <Button variant="ghost" onClick={() => setDeleting(true)} className="text-danger">
            <Trash2 aria-hidden className="size-5" /> Apagar baralho
          </Button>
          <Dialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Apagar o baralho ${deck.name}?`}
            description="Os itens deixam de aparecer nos jogos e o link compartilhado para de funcionar. Isso não pode ser desfeito."
          >
            <div className="grid grid-cols-2 gap-3">
              <Button variant="secondary" onClick={() => setDeleting(false)}>
                Cancelar
              </Button>
              <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
                Apagar
              </Button>
            </div>
          </Dialog>
        </>
      )}
    </form>
  );
}
