import {
  cleanDeckText,
  DECK_ITEM_MAX,
  DECK_MAX_ITEMS,
  deckItemKey,
} from "../../../shared/custom-deck";

/** An item while editing: `key` keeps React's rows stable through reorders and edits. */
export interface DraftItem {
  key: number;
  text: string;
  kind?: string;
}

export interface AddResult {
  items: DraftItem[];
  added: number;
  /** What happened, in Portuguese, when not everything went in (or always, for a bulk paste). */
  message: string | null;
  /** Lines kept in the paste box to fix: too long, or no room left. */
  leftover: string[];
}

let lastKey = 0;
export const nextKey = (): number => {
  lastKey += 1;
  return lastKey;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * Adds typed or pasted items: cleaned like the server cleans them; a repeat (same words, any
 * case, accents or punctuation) and anything past the limits are refused, and said so.
 */
export function addItems(
  items: readonly DraftItem[],
  texts: readonly string[],
  kind: string | undefined,
  bulk: boolean,
): AddResult {
  const seen = new Set(items.map((i) => deckItemKey(i.text)));
  const next = [...items];
  const repeated: string[] = [];
  const tooLong: string[] = [];
  const noRoom: string[] = [];
  for (const raw of texts) {
    const text = cleanDeckText(raw);
    if (!text) continue;
    const key = deckItemKey(text);
    if (text.length > DECK_ITEM_MAX) tooLong.push(text);
    else if (seen.has(key)) repeated.push(text);
    else if (next.length >= DECK_MAX_ITEMS) noRoom.push(text);
    else {
      seen.add(key);
      next.push(kind ? { key: nextKey(), text, kind } : { key: nextKey(), text });
    }
  }
  const added = next.length - items.length;
  const leftover = [...tooLong, ...noRoom];
  if (!bulk) {
    const message =
      tooLong.length > 0
        ? `Item muito longo: no máximo ${DECK_ITEM_MAX} caracteres.`
        : repeated.length > 0
          ? `“${repeated[0]}” já está no baralho.`
          : noRoom.length > 0
            ? `O baralho já tem ${DECK_MAX_ITEMS} itens, o máximo.`
            : null;
    return { items: next, added, message, leftover };
  }
  const parts = [
    added === 0
      ? "Nenhum item novo."
      : plural(added, "1 item adicionado.", `${added} itens adicionados.`),
  ];
  if (repeated.length > 0)
    parts.push(
      plural(
        repeated.length,
        `“${repeated[0]}” já estava no baralho e ficou de fora.`,
        `${repeated.length} repetidos ficaram de fora.`,
      ),
    );
  if (tooLong.length > 0)
    parts.push(
      `${plural(tooLong.length, "1 item passa", `${tooLong.length} itens passam`)} de ${DECK_ITEM_MAX} caracteres: ${plural(tooLong.length, "ficou", "ficaram")} na caixa para você encurtar.`,
    );
  if (noRoom.length > 0)
    parts.push(
      `${plural(noRoom.length, "1 item não coube", `${noRoom.length} itens não couberam`)}: o máximo é ${DECK_MAX_ITEMS} itens.`,
    );
  return { items: next, added, message: parts.join(" "), leftover };
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moveItem(items: readonly DraftItem[], index: number, by: -1 | 1): DraftItem[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/** Items under a new game: its kinds (the first one when an item had none that fits), or none. */
export function withKinds(items: readonly DraftItem[], kinds: readonly string[]): DraftItem[] {
  return items.map(({ key, text, kind }) => {
    if (kinds.length === 0) return { key, text };
    return { key, text, kind: kind && kinds.includes(kind) ? kind : kinds[0] };
  });
}
