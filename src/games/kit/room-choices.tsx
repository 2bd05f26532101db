import { useId } from "react";

/** A row of big radio buttons (rounds, fingers) for the host's room settings. */
export function ChoiceRow<T extends number>({
  legend,
  choices,
  value,
  onChange,
  label = String,
}: {
  legend: string;
  choices: readonly T[];
  value: T;
  onChange(value: T): void;
  label?(value: T): string;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((n) => (
          <label
            key={n}
            className={`grid min-h-12 min-w-12 cursor-pointer place-items-center rounded-2xl border px-3 font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${value === n ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface"}`}
          >
            <input
              type="radio"
              name={name}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            {label(n)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Big checkboxes (levels, categories); the last one checked stays checked. */
export function ToggleList<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { id: T; name: string; adult?: boolean }[];
  value: readonly T[];
  onChange(value: T[]): void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = value.includes(o.id);
          return (
            <label
              key={o.id}
              className={`inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl border px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${on ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface"}`}
            >
              <input
                type="checkbox"
                checked={on}
                onChange={() => {
                  const next = on ? value.filter((v) => v !== o.id) : [...value, o.id];
                  if (next.length) onChange(next);
                }}
                className="sr-only"
              />
              {o.name}
              {o.adult && <span className="rounded bg-red-800 px-1.5 text-xs text-white">+18</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
