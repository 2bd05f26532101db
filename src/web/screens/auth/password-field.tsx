import { Eye, EyeOff } from "lucide-react";
import type { Ref } from "react";

/** A password input; with onToggleVisible it gets the show/hide eye button. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  visible,
  onToggleVisible,
  hint,
  name,
  inputRef,
  toggleDisabled = false,
}: {
  id: string;
  /** Set when the form also posts itself without the app (the sign-in page). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The eye needs the app: on a prerendered form it waits for it (the field itself does not). */
  toggleDisabled?: boolean;
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: "current-password" | "new-password";
  visible: boolean;
  onToggleVisible?: () => void;
  /** A rule shown under the field before anything fails, e.g. the minimum length. */
  hint?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={hint ? hintId : undefined}
          className={`min-h-12 w-full rounded-xl border border-line bg-night px-4 text-ink ${onToggleVisible ? "pr-12" : ""}`}
        />
        {onToggleVisible && (
          <button
            type="button"
            disabled={toggleDisabled}
            onClick={onToggleVisible}
            aria-label={visible ? "Esconder senha" : "Mostrar senha"}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-muted hover:text-ink"
          >
            {visible ? (
              <EyeOff aria-hidden className="size-5" />
            ) : (
              <Eye aria-hidden className="size-5" />
            )}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
