import { Lock } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  addCategory,
  type ChoosableCategory,
  toggleCategory,
  usableChoice,
  visibleCategories,
} from "./category-choice";
import { GroupConsentDialog } from "./group-consent";

export interface PickerCategory<Id extends string> extends ChoosableCategory<Id> {
  name: string;
  /** One line under the name, e.g. "Micos do dia a dia. 40 cartas." */
  description: string;
  /** Decorative (aria-hidden), sized by the caller. */
  icon: ReactNode;
  /** What the group agrees to before an +18 category joins. */
  adultWarning?: string;
}

const categoryMessages = {
  none: "Escolha pelo menos uma categoria",
  last: "Pelo menos uma categoria fica marcada: escolha outra antes de tirar esta.",
};

/**
 * Categories (or themes) as big checkboxes, several at a time. +18 ones are hidden while the
 * profile's setting is off and ask the whole group before joining; the last one cannot be unticked.
 */
export function CategoryPicker<Id extends string>({
  legend = "Categorias",
  hint,
  categories,
  chosen,
  showAdult,
  onChange,
  mixAll = false,
  messages = categoryMessages,
}: {
  legend?: string;
  hint?: string;
  categories: readonly PickerCategory<Id>[];
  chosen: readonly Id[];
  showAdult: boolean;
  onChange(chosen: Id[]): void;
  /** A 'Misturar todos' button that ticks every category that needs no confirmation. */
  mixAll?: boolean;
  messages?: { none: string; last: string };
}) {
  const [asking, setAsking] = useState<PickerCategory<Id> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const statusId = useId();
  const visible = visibleCategories(categories, showAdult);
  const usable = usableChoice(chosen, categories, showAdult);
  const plain = visible.filter((c) => !c.adult).map((c) => c.id);
  const hiddenAdult = !showAdult && categories.some((c) => c.adult);

  const change = (next: Id[]) => {
    setNotice(null);
    onChange(next);
  };
  const toggle = (id: Id) => {
    const result = toggleCategory(usable, id, categories, showAdult);
    if (result.kind === "changed") change(result.chosen);
    else if (result.kind === "last") setNotice(messages.last);
    else if (result.kind === "confirm") setAsking(visible.find((c) => c.id === id) ?? null);
  };

  return (
    <fieldset className="grid gap-3" aria-describedby={statusId}>
      <legend className="mb-1 flex w-full items-center justify-between gap-2">
        <span className="text-lg font-bold">{legend}</span>
        {mixAll && (
          <button
            type="button"
            disabled={plain.every((id) => usable.includes(id))}
            onClick={() => change(usableChoice([...usable, ...plain], categories, showAdult))}
            className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand hover:bg-white/10 disabled:opacity-50"
          >
            Misturar todos
          </button>
        )}
      </legend>
      {hint && <p className="-mt-1 text-sm text-muted">{hint}</p>}
      {visible.map((c) => {
        const on = usable.includes(c.id);
        return (
          <label
            key={c.id}
            className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${on ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
          >
            <input
              type="checkbox"
              checked={on}
              onChange={() => toggle(c.id)}
              className="size-5 shrink-0 accent-amber-400"
            />
            {c.icon}
            <span className="grid min-w-0">
              <span className="font-bold">
                {c.name}
                {c.adult && (
                  <span className="ml-2 rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
                )}
              </span>
              <span className="text-sm text-muted">{c.description}</span>
            </span>
          </label>
        );
      })}
      {hiddenAdult && (
        <p className="text-sm text-muted">
          <Lock aria-hidden className="mr-1 inline size-3.5 align-[-2px]" />
          As categorias +18 ficam escondidas enquanto “Conteúdo +18” estiver desligado nos ajustes
          do jogo (a engrenagem no topo da tela).
        </p>
      )}
      <p id={statusId} aria-live="polite" className="text-sm text-danger empty:hidden">
        {usable.length === 0 ? messages.none : notice}
      </p>
      <GroupConsentDialog
        open={asking !== null}
        title={`Liberar a categoria ${asking?.name ?? ""}?`}
        warning={asking?.adultWarning}
        onClose={() => setAsking(null)}
        onAgree={() => asking && change(addCategory(usable, asking.id, categories, showAdult))}
      />
    </fieldset>
  );
}
