import {
  cleanDeckText,
  DECK_GAMES,
  DECK_ITEM_KINDS,
  DECK_ITEM_MAX,
  DECK_MAX_ITEMS,
  DECK_MIN_ITEMS,
  DECK_NAME_MAX,
  type DeckGame,
  type DeckItem,
  deckKindName,
  firstDuplicate,
  MAX_DECKS_PER_USER,
} from "../custom-deck";
import { z } from "./zod-pt";

/** One item as typed: cleaned to plain text (custom-deck.ts), then checked. */
const itemText = z
  .string()
  .max(DECK_ITEM_MAX * 4, `Item muito longo (máximo de ${DECK_ITEM_MAX} caracteres)`)
  .transform(cleanDeckText)
  .pipe(
    z
      .string()
      .min(1, "Item vazio")
      .max(DECK_ITEM_MAX, `Item muito longo (máximo de ${DECK_ITEM_MAX} caracteres)`),
  );

const deckItemSchema = z.object({ text: itemText, kind: z.string().max(20).optional() }).strict();

const deckName = z
  .string()
  .max(DECK_NAME_MAX * 4, `Nome muito longo (máximo de ${DECK_NAME_MAX} caracteres)`)
  .transform(cleanDeckText)
  .pipe(
    z
      .string()
      .min(1, "Dê um nome ao baralho")
      .max(DECK_NAME_MAX, `Nome muito longo (máximo de ${DECK_NAME_MAX} caracteres)`),
  );

/** Body of POST /api/decks and PUT /api/decks/:id (PUT adds `version`). */
export const deckInputSchema = z
  .object({
    name: deckName,
    game: z.enum(DECK_GAMES, "Escolha um jogo para o baralho"),
    adult: z.boolean(),
    items: z
      .array(deckItemSchema)
      .min(DECK_MIN_ITEMS, `Um baralho precisa de pelo menos ${DECK_MIN_ITEMS} itens`)
      .max(DECK_MAX_ITEMS, `No máximo ${DECK_MAX_ITEMS} itens por baralho`),
  })
  .strict()
  .superRefine((deck, ctx) => {
    const kinds = DECK_ITEM_KINDS[deck.game];
    deck.items.forEach((item, i) => {
      if (kinds.length === 0 && item.kind !== undefined)
        ctx.addIssue({ code: "custom", path: ["items", i, "kind"], message: "Tipo não usado" });
      if (kinds.length > 0 && (item.kind === undefined || !kinds.includes(item.kind)))
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "kind"],
          message: `Escolha o tipo: ${kinds.map(deckKindName).join(" ou ")}`,
        });
    });
    const repeated = firstDuplicate(deck.items);
    if (repeated !== null)
      ctx.addIssue({ code: "custom", path: ["items"], message: `Item repetido: “${repeated}”` });
  });
export type DeckInput = z.infer<typeof deckInputSchema>;

export const deckUpdateSchema = z
  .object({ deck: deckInputSchema, version: z.number().int().min(1) })
  .strict();

/** A deck as its owner sees it. `version` counts saved edits (an offline edit names its base). */
export interface Deck {
  id: string;
  name: string;
  game: DeckGame;
  adult: boolean;
  items: DeckItem[];
  version: number;
  /** The code of its link `/b/CODE` while shared; kept (null-free) once shared, `shared` says. */
  shareCode: string | null;
  shared: boolean;
  /** An admin hid it after reports: its link is closed and it cannot be shared again. */
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What anyone with the link sees: no owner, no ids of the account. */
export interface SharedDeck {
  code: string;
  name: string;
  game: DeckGame;
  adult: boolean;
  items: DeckItem[];
}

/** Body of POST /api/decks/import: a guest's device decks, once after sign-in. */
export const deckImportSchema = z
  .object({
    decks: z
      .array(z.object({ id: z.uuid(), deck: deckInputSchema }).strict())
      .max(MAX_DECKS_PER_USER, `No máximo ${MAX_DECKS_PER_USER} baralhos por vez`),
  })
  .strict();

export interface DeckImportResult {
  imported: number;
  overLimit: number;
  /** Ids of the decks left out by the limit: they stay on the device that sent them. */
  left: string[];
}

export const REPORT_REASON_MAX = 300;
export const deckReportSchema = z
  .object({
    reason: z
      .string()
      .max(REPORT_REASON_MAX * 4)
      .transform(cleanDeckText)
      .pipe(
        z
          .string()
          .min(1, "Conte o motivo da denúncia")
          .max(REPORT_REASON_MAX, `Motivo muito longo (máximo de ${REPORT_REASON_MAX})`),
      ),
  })
  .strict();

export interface DeckReportRow {
  deckId: string;
  code: string;
  name: string;
  game: DeckGame;
  adult: boolean;
  hidden: boolean;
  ownerId: string;
  ownerEmail: string;
  ownerName: string;
  reports: number;
  lastReason: string;
  lastReportedAt: string;
}

export const deckHideSchema = z.object({ hidden: z.boolean() }).strict();
