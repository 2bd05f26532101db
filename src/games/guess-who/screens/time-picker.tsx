import { TURN_SECONDS, type TurnSeconds } from "../turn";

/** Seconds per turn as a segmented control of radio buttons. */
export function TimePicker({
  value,
  onChange,
}: {
  value: TurnSeconds;
  onChange(seconds: TurnSeconds): void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold">Tempo por vez</legend>
      <div className="grid grid-cols-4 gap-2">
        {TURN_SECONDS.map((s) => (
          <label
            key={s}
            className={`grid min-h-12 cursor-pointer place-items-center rounded-2xl border text-lg font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${s === value ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface"}`}
          >
            <input
              type="radio"
              name="turn-seconds"
              value={s}
              checked={s === value}
              onChange={() => onChange(s)}
              className="sr-only"
            />
            <span aria-hidden>{s}s</span>
            <span className="sr-only">{s} segundos</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
