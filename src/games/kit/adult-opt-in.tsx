import { Check, Lock } from "lucide-react";
import { useId, useState } from "react";
import { adultInPlay } from "./category-choice";
import { GroupConsentDialog } from "./group-consent";

/**
 * A game's +18 switch: off by default, locked while the profile's 18+ setting is off, and
 * turning it on asks the whole group first ('Todos topam'), like the CategoryPicker does.
 */
export function AdultOptIn({
  label,
  onHint,
  question,
  warning,
  optIn,
  showAdult,
  onChange,
}: {
  /** The switch, e.g. "Cartas picantes". */
  label: string;
  /** The line under the switch while the profile allows +18. */
  onHint: string;
  /** The dialog's title, e.g. "Liberar as cartas picantes?". */
  question: string;
  /** What the group agrees to. */
  warning: string;
  optIn: boolean;
  showAdult: boolean;
  onChange(optIn: boolean): void;
}) {
  const [asking, setAsking] = useState(false);
  const hintId = useId();
  const on = adultInPlay(optIn, showAdult);

  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-pressed={on}
        aria-disabled={!showAdult || undefined}
        aria-describedby={hintId}
        onClick={() => {
          if (!showAdult) return;
          if (on) onChange(false);
          else setAsking(true);
        }}
        className={`inline-flex min-h-12 items-center gap-2 justify-self-start rounded-full border-2 px-4 font-bold transition ${on ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface text-ink hover:border-brand"} ${showAdult ? "" : "cursor-not-allowed opacity-60 hover:border-line"}`}
      >
        {on && <Check aria-hidden className="size-4" />}
        {!showAdult && <Lock aria-hidden className="size-4" />}
        {label}
        <span className="rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
      </button>
      <p id={hintId} className="text-sm text-muted">
        {showAdult ? (
          onHint
        ) : (
          <>
            Bloqueado enquanto “Conteúdo +18” estiver desligado nos ajustes do jogo (a engrenagem no
            topo da tela).
          </>
        )}
      </p>
      <GroupConsentDialog
        open={asking}
        title={question}
        warning={warning}
        onClose={() => setAsking(false)}
        onAgree={() => onChange(true)}
      />
    </div>
  );
}
