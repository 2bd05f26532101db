import { useId } from "react";

/** An accessible on/off switch with a label and an optional hint; at least 44 px tall. */
export function Switch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(next: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 py-2">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative h-8 w-14 shrink-0 rounded-full transition-colors disabled:opacity-60 ${checked ? "bg-brand" : "bg-surface-2 ring-1 ring-line"}`}
      >
        <span
          aria-hidden
          className={`absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-6" : ""}`}
        />
      </button>
    </div>
  );
}
