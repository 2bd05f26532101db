import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";

const chip =
  "inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border-2 border-line bg-surface px-4 font-bold transition peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-ink peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand hover:border-brand";

interface Option<T extends string> {
  value: T;
  label: ReactNode;
}

/** One choice among a few, as a row of chips (native radios underneath: arrows, Tab, labels). */
export function ChoiceChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  hint,
}: {
  legend: string;
  options: readonly Option<T>[];
  value: T;
  onChange(value: T): void;
  hint?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="relative">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span className={chip}>{o.label}</span>
          </label>
        ))}
      </div>
      {hint && <p className="text-sm text-muted">{hint}</p>}
    </fieldset>
  );
}

/** Several choices at once, as chips over native checkboxes. */
export function ToggleChips<T extends string>({
  legend,
  options,
  values,
  onChange,
  hint,
}: {
  legend: string;
  options: readonly Option<T>[];
  values: readonly T[];
  onChange(values: T[]): void;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = values.includes(o.value);
          return (
            <label key={o.value} className="relative">
              <input
                type="checkbox"
                checked={on}
                onChange={() =>
                  onChange(on ? values.filter((v) => v !== o.value) : [...values, o.value])
                }
                className="peer sr-only"
              />
              <span className={chip}>
                {on && <Check aria-hidden className="size-4" />}
                {o.label}
              </span>
            </label>
          );
        })}
      </div>
      {hint && <p className="text-sm text-muted">{hint}</p>}
    </fieldset>
  );
}
