import { Layers, Lock, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { offeredDeckId, useDecksFor } from "../../client/decks";
import type { CustomDeck, DeckGame } from "../../shared/custom-deck";
import { Switch } from "../../ui/switch";
import { GroupConsentDialog } from "./group-consent";

/** A setup screen's custom deck: none, or one of the group's decks for this game, alone or mixed. */
export interface DeckChoice {
  decks: readonly CustomDeck[];
  loading: boolean;
  /** The chosen deck, or null: only while it is still playable (18+ on for an 18+ deck). */
  chosen: CustomDeck | null;
  /** With a deck chosen: true mixes it with the game's own content, false plays it alone. */
  mixed: boolean;
  choose(id: string | null): void;
  setMixed(mixed: boolean): void;
}

const CHOICE_KEY = "saideira_deck_choice";
interface StoredChoice {
  id: string | null;
  mixed: boolean;
  /** The deck offered by a shared link when this choice was made: a newer offer wins. */
  offered: string | null;
}

/** This tab's choice per game, so it holds across a game's setup screens and a reload. */
function readChoices(): Record<string, StoredChoice> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(CHOICE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null
      ? (parsed as Record<string, StoredChoice>)
      : {};
  } catch {
    return {};
  }
}

function initialChoice(game: DeckGame): StoredChoice {
  const offered = offeredDeckId(game);
  const stored = readChoices()[game];
  if (stored && stored.offered === offered && typeof stored.mixed === "boolean")
    return { id: typeof stored.id === "string" ? stored.id : null, mixed: stored.mixed, offered };
  return { id: offered, mixed: false, offered };
}

export function useDeckChoice(game: DeckGame, showAdult: boolean): DeckChoice {
  const { decks, loading } = useDecksFor(game);
  const [stored, setStored] = useState(() => initialChoice(game));
  const update = (next: StoredChoice) => {
    setStored(next);
    try {
      window.sessionStorage.setItem(CHOICE_KEY, JSON.stringify({ ...readChoices(), [game]: next }));
    } catch {
      /* storage blocked: the choice holds for this screen only */
    }
  };
  const found = decks.find((d) => d.id === stored.id) ?? null;
  const chosen = found && (showAdult || !found.adult) ? found : null;
  return {
    decks,
    loading,
    chosen,
    mixed: stored.mixed,
    choose: (id) => update({ ...stored, id }),
    setMixed: (mixed) => update({ ...stored, mixed }),
  };
}

/** The game's own selection to start with: empty when a custom deck plays alone. */
export const builtInSelection = <T,>(choice: DeckChoice, selection: T[]): T[] =>
  choice.chosen && !choice.mixed ? [] : selection;

/**
 * 'Seus baralhos' on a game's setup: the decks the group wrote for this game as big radio rows
 * ('Só os do jogo' first), then whether to mix the chosen one with the game's own cards. 18+ decks
 * show only with the game's 18+ setting on and ask the whole group first, like 18+ categories.
 */
export function CustomDeckPicker({
  game,
  choice,
  showAdult,
  noun = "cartas",
  adultWarning,
  newTab = false,
}: {
  game: DeckGame;
  choice: DeckChoice;
  showAdult: boolean;
  /** What the game's own content is called in 'Misturar com as … do jogo'. */
  noun?: string;
  adultWarning?: string;
  /** 'Criar um baralho' in a new tab: a room's host stays in the lobby. */
  newTab?: boolean;
}) {
  const name = useId();
  const [asking, setAsking] = useState<CustomDeck | null>(null);
  const visible = choice.decks.filter((d) => showAdult || !d.adult);
  const hiddenAdult = choice.decks.length > visible.length;
  const pick = (deck: CustomDeck | null) => {
    if (deck?.adult && choice.chosen?.id !== deck.id) setAsking(deck);
    else choice.choose(deck?.id ?? null);
  };
  const row = (on: boolean) =>
    `flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${on ? "border-brand bg-surface-2" : "border-line bg-surface"}`;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-lg font-bold">Seus baralhos</legend>
      {visible.length === 0 ? (
        <p className="text-sm text-muted">
          {choice.loading
            ? "Carregando seus baralhos…"
            : "Escreva um baralho com as piadas internas da turma e jogue com ele aqui."}
        </p>
      ) : (
        <>
          <label className={row(choice.chosen === null)}>
            <input
              type="radio"
              name={name}
              checked={choice.chosen === null}
              onChange={() => pick(null)}
              className="size-5 shrink-0 accent-amber-400"
            />
            <span className="font-bold">Só os do jogo</span>
          </label>
          {visible.map((deck) => (
            <label key={deck.id} className={row(choice.chosen?.id === deck.id)}>
              <input
                type="radio"
                name={name}
                checked={choice.chosen?.id === deck.id}
                onChange={() => pick(deck)}
                className="size-5 shrink-0 accent-amber-400"
              />
              <Layers aria-hidden className="size-6 shrink-0 text-brand" />
              <span className="grid min-w-0">
                <span className="font-bold [overflow-wrap:anywhere]">
                  {deck.name}
                  {deck.adult && (
                    <span className="ml-2 rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
                  )}
                </span>
                <span className="text-sm text-muted">{deck.items.length} itens</span>
              </span>
            </label>
          ))}
          {choice.chosen && (
            <Switch
              label={`Misturar com as ${noun} do jogo`}
              hint={
                choice.mixed
                  ? `O seu baralho entra junto com as ${noun} do jogo.`
                  : "Só o seu baralho vale nesta partida."
              }
              checked={choice.mixed}
              onChange={choice.setMixed}
            />
          )}
        </>
      )}
      {hiddenAdult && (
        <p className="text-sm text-muted">
          <Lock aria-hidden className="mr-1 inline size-3.5 align-[-2px]" />
          Baralhos +18 ficam escondidos enquanto “Conteúdo +18” estiver desligado nos ajustes do
          jogo.
        </p>
      )}
      <Link
        to={`/baralhos/novo?jogo=${game}`}
        {...(newTab ? { target: "_blank", rel: "noopener" } : {})}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-full px-3 text-sm font-semibold text-brand hover:bg-white/10"
      >
        <Plus aria-hidden className="size-4" /> Criar um baralho
      </Link>
      <GroupConsentDialog
        open={asking !== null}
        title={`Liberar o baralho ${asking?.name ?? ""}?`}
        warning={adultWarning ?? "É um baralho +18. Só vale se todo mundo da roda topar."}
        onClose={() => setAsking(null)}
        onAgree={() => asking && choice.choose(asking.id)}
      />
    </fieldset>
  );
}
