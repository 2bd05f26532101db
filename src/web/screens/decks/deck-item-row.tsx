import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { memo, useId } from "react";
import { DECK_ITEM_MAX } from "../../../shared/custom-deck";
import { CharCount } from "../../../ui/char-count";
import type { DraftItem } from "./deck-items";
import { kindLabel } from "./deck-meta";

/** The counter shows once an item nears its limit: most cards are far shorter. */
const NEAR_LIMIT = DECK_ITEM_MAX - 30;

const iconButton =
  "grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10 aria-disabled:opacity-30";

// aria-disabled, not disabled: the button keeps the focus when its item reaches the end.
/** One item of the deck being edited (memo: a keystroke elsewhere does not redraw 300 rows): its text (plain text, wraps), kind, order and bin. */
export const DeckItemRow = memo(function DeckItemRow({
  item,
  index,
  count,
  kinds,
  onChange,
  onMove,
  onRemove,
}: {
  item: DraftItem;
  index: number;
  count: number;
  kinds: readonly string[];
  onChange(item: DraftItem): void;
  onMove(index: number, by: -1 | 1): void;
  onRemove(key: number): void;
}) {
  const ids = { text: useId(), count: useId(), kind: useId() };
  const n = index + 1;
  return (
    <li className="grid gap-1 rounded-2xl border border-line bg-surface p-3">
      <label htmlFor={ids.text} className="text-xs font-semibold text-muted">
        Item {n}
      </label>
      <textarea
        id={ids.text}
        value={item.text}
        rows={1}
        maxLength={DECK_ITEM_MAX}
        aria-describedby={item.text.length >= NEAR_LIMIT ? ids.count : undefined}
        onChange={(e) => onChange({ ...item, text: e.target.value.replace(/\n/g, " ") })}
        className="field-sizing-content min-h-11 w-full resize-none rounded-xl border border-line bg-night px-3 py-2 [overflow-wrap:anywhere]"
      />
      {item.text.length >= NEAR_LIMIT && (
        <CharCount id={ids.count} value={item.text} max={DECK_ITEM_MAX} />
      )}
      <div className="flex items-center gap-1">
        {kinds.length > 0 && (
          <>
            <label htmlFor={ids.kind} className="sr-only">
              Tipo do item {n}
            </label>
            <select
              id={ids.kind}
              value={item.kind ?? kinds[0]}
              onChange={(e) => onChange({ ...item, kind: e.target.value })}
              className="min-h-11 rounded-xl border border-line bg-night px-3"
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {kindLabel(k)}
                </option>
              ))}
            </select>
          </>
        )}
        <span className="flex-1" />
        <button
          type="button"
          aria-label={`Mover item ${n} para cima`}
          aria-disabled={index === 0}
          onClick={() => index > 0 && onMove(index, -1)}
          className={iconButton}
        >
          <ArrowUp aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          aria-label={`Mover item ${n} para baixo`}
          aria-disabled={index === count - 1}
          onClick={() => index < count - 1 && onMove(index, 1)}
          className={iconButton}
        >
          <ArrowDown aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          aria-label={`Apagar item ${n}`}
          onClick={() => onRemove(item.key)}
          className={`${iconButton} text-danger`}
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
    </li>
  );
});
