import { boardCardText } from "../../kit/board-card-text";
import type { EuNuncaCard } from "../logic";
import { CategoryIcon } from "./category-icon";

/** The "Eu nunca..." card on the table; it slides in afresh for every card. */
export function StatementCard({
  cardId,
  text,
  category,
  instruction,
  board = false,
}: {
  cardId: string;
  text: string;
  /** The card's category; a custom deck's card names the deck (id "custom"). */
  category: EuNuncaCard["category"];
  instruction: string;
  /** The room's board: read from across the room. */
  board?: boolean;
}) {
  return (
    <article
      data-card={cardId}
      data-testid="statement"
      className="card-in grid min-h-52 content-center gap-4 rounded-3xl border border-line bg-linear-to-br from-surface-2 to-surface p-6 text-center shadow-xl short:min-h-0 short:gap-2 short:p-4"
    >
      <p className="mx-auto inline-flex max-w-full items-center gap-2 rounded-full bg-night/60 px-3 py-1 text-sm font-semibold text-brand">
        <CategoryIcon id={category.id} className="size-4 shrink-0" />{" "}
        <span className="min-w-0 [overflow-wrap:anywhere]">{category.name}</span>
        {category.adult && (
          <span className="shrink-0 rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
        )}
      </p>
      <p
        className={`${board ? boardCardText(text) : "text-2xl short:text-xl"} leading-snug font-bold text-balance [overflow-wrap:anywhere]`}
      >
        {text}
      </p>
      <p className="text-sm text-muted">{instruction}</p>
    </article>
  );
}
