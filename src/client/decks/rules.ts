import {
  cleanDeckText,
  DECK_ITEM_KINDS,
  DECK_ITEM_MAX,
  DECK_MAX_ITEMS,
  DECK_MIN_ITEMS,
  DECK_NAME_MAX,
  type DeckItem,
  deckKindName,
  firstDuplicate,
  isDeckGame,
} from "../../shared/custom-deck";
import type { DeckInput } from "../../shared/schemas/deck";

export { deckKindName as kindName };

/** A deck as typed, cleaned like the server cleans it (deckInputSchema's transforms). */
export function cleanDeckInput(input: DeckInput): DeckInput {
  const kinds = DECK_ITEM_KINDS[input.game] ?? [];
  return {
    name: cleanDeckText(input.name),
    game: input.game,
    adult: input.adult,
    items: input.items.map((i): DeckItem => {
      const text = cleanDeckText(i.text);
      return kinds.length > 0 ? { text, kind: i.kind ?? kinds[0] } : { text };
    }),
  };
}

/**
 * The first rule a (cleaned) deck breaks, in the server's words (src/shared/schemas/deck.ts),
 * or null: the device store and the editor check without zod.
 */
export function deckProblem(deck: DeckInput): string | null {
  if (deck.name.length === 0) return "Dê um nome ao baralho";
  if (deck.name.length > DECK_NAME_MAX)
    return `Nome muito longo (máximo de ${DECK_NAME_MAX} caracteres)`;
  if (!isDeckGame(deck.game)) return "Escolha um jogo para o baralho";
  if (deck.items.length < DECK_MIN_ITEMS)
    return `Um baralho precisa de pelo menos ${DECK_MIN_ITEMS} itens`;
  if (deck.items.length > DECK_MAX_ITEMS) return `No máximo ${DECK_MAX_ITEMS} itens por baralho`;
  const kinds = DECK_ITEM_KINDS[deck.game];
  for (const item of deck.items) {
    if (item.text.length === 0) return "Item vazio";
    if (item.text.length > DECK_ITEM_MAX)
      return `Item muito longo (máximo de ${DECK_ITEM_MAX} caracteres)`;
    if (kinds.length > 0 && (item.kind === undefined || !kinds.includes(item.kind)))
      return `Escolha o tipo: ${kinds.map(deckKindName).join(" ou ")}`;
    if (kinds.length === 0 && item.kind !== undefined) return "Tipo não usado";
  }
  const repeated = firstDuplicate(deck.items);
  return repeated === null ? null : `Item repetido: “${repeated}”`;
}
