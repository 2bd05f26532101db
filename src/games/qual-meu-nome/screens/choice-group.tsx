import { type ReactNode, useId } from "react";

/** A row of big radio chips (native radios, so arrows and screen readers just work). */
export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  label,
  hint,
  columns = "grid-cols-3",
  onChange,
}: {
  legend: ReactNode;
  options: readonly T[];
  value: T;
  label(option: T): ReactNode;
  hint?: ReactNode;
  columns?: string;
  onChange(value: T): void;
}) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 font-bold">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option}
            className={`grid min-h-12 cursor-pointer place-items-center rounded-2xl border px-2 py-2 text-center font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${option === value ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface hover:border-brand"}`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
