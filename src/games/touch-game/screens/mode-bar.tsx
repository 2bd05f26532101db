import { Minus, Plus, Users } from "lucide-react";
import { COUNT_RANGE, type Mode, TEAM_RANGE } from "../logic";

const kinds: { kind: Mode["kind"]; label: string }[] = [
  { kind: "one", label: "Um bebe" },
  { kind: "many", label: "Vários" },
  { kind: "teams", label: "Times" },
];

function modeOf(kind: Mode["kind"], current: Mode): Mode {
  if (kind === "many") return { kind, count: current.kind === "many" ? current.count : 2 };
  if (kind === "teams") return { kind, teams: current.kind === "teams" ? current.teams : 2 };
  return { kind: "one" };
}

/** Who gets chosen (one, N, or teams), how many, and the switch to the names mode. */
export function ModeBar({
  mode,
  byNames,
  disabled,
  onMode,
  onByNames,
}: {
  mode: Mode;
  byNames: boolean;
  disabled: boolean;
  onMode(mode: Mode): void;
  onByNames(on: boolean): void;
}) {
  return (
    <div className="grid gap-2">
      <fieldset className="grid grid-cols-3 gap-1 rounded-2xl bg-surface p-1" disabled={disabled}>
        <legend className="sr-only">Quem é escolhido</legend>
        {kinds.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={mode.kind === kind}
            onClick={() => onMode(modeOf(kind, mode))}
            className={`min-h-11 rounded-xl px-2 text-sm font-bold transition disabled:opacity-60 ${mode.kind === kind ? "bg-brand text-brand-ink" : "text-muted hover:text-ink"}`}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <div className="flex items-center justify-between gap-2">
        {mode.kind === "one" ? (
          <p className="text-sm text-muted">Sorteia uma pessoa.</p>
        ) : mode.kind === "many" ? (
          <Stepper
            label="Quantas pessoas bebem"
            unit="pessoas"
            value={mode.count}
            range={COUNT_RANGE}
            disabled={disabled}
            onChange={(count) => onMode({ kind: "many", count })}
          />
        ) : (
          <Stepper
            label="Quantos times"
            unit="times"
            value={mode.teams}
            range={TEAM_RANGE}
            disabled={disabled}
            onChange={(teams) => onMode({ kind: "teams", teams })}
          />
        )}
        <button
          type="button"
          aria-pressed={byNames}
          aria-label="Modo pelos nomes"
          disabled={disabled}
          onClick={() => onByNames(!byNames)}
          className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition disabled:opacity-60 ${byNames ? "border-brand bg-surface-2 text-brand" : "border-line text-muted hover:text-ink"}`}
        >
          <Users aria-hidden className="size-4" /> Pelos nomes
        </button>
      </div>
    </div>
  );
}

function Stepper({
  label,
  unit,
  value,
  range,
  disabled,
  onChange,
}: {
  label: string;
  unit: string;
  value: number;
  range: { min: number; max: number };
  disabled: boolean;
  onChange(value: number): void;
}) {
  return (
    <fieldset className="flex items-center" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        aria-label={`Menos ${unit}`}
        disabled={value <= range.min}
        onClick={() => onChange(value - 1)}
        className="grid size-11 place-items-center rounded-full hover:bg-white/10 disabled:opacity-30"
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output aria-live="polite" className="min-w-16 text-center text-sm text-muted">
        <span className="text-lg font-black text-brand">{value}</span> {unit}
      </output>
      <button
        type="button"
        aria-label={`Mais ${unit}`}
        disabled={value >= range.max}
        onClick={() => onChange(value + 1)}
        className="grid size-11 place-items-center rounded-full hover:bg-white/10 disabled:opacity-30"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </fieldset>
  );
}
