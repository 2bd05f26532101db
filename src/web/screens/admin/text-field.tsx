/** A labelled text input (or textarea) with a character counter and its error under it. */
export function TextField({
  id,
  label,
  value,
  max,
  error,
  rows,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string | undefined;
  /** Lines of a textarea; a single-line input without it. */
  rows?: number;
  onChange(next: string): void;
}) {
  const cls = `min-h-12 w-full rounded-xl border bg-night px-4 py-3 ${error ? "border-danger" : "border-line"}`;
  const common = {
    id,
    value,
    maxLength: max,
    "aria-invalid": Boolean(error),
    "aria-describedby": `${id}-hint`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    className: cls,
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-xs text-muted" aria-hidden>
          {value.length}/{max}
        </span>
      </div>
      {rows ? <textarea rows={rows} {...common} /> : <input {...common} />}
      <p id={`${id}-hint`} className={error ? "text-sm text-danger" : "sr-only"}>
        {error ?? `Até ${max} caracteres`}
      </p>
    </div>
  );
}
