import { type ThemeId, themes } from "../content";
import { ThemeIcon } from "./theme-icon";

/** The themes as toggles: any number of them can be mixed into one deck. */
export function ThemePicker({
  chosen,
  onChange,
}: {
  chosen: readonly ThemeId[];
  onChange(themes: ThemeId[]): void;
}) {
  const all = chosen.length === themes.length;
  const toggle = (id: ThemeId) =>
    onChange(chosen.includes(id) ? chosen.filter((t) => t !== id) : [...chosen, id]);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 flex w-full items-center justify-between gap-2">
        <span className="text-lg font-bold">Temas</span>
        <button
          type="button"
          onClick={() => onChange(all ? [] : themes.map((t) => t.id))}
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand hover:bg-white/10"
        >
          {all ? "Limpar" : "Misturar todos"}
        </button>
      </legend>
      <p className="-mt-2 text-sm text-muted">
        Escolha um ou misture vários: as palavras não se repetem.
      </p>
      {themes.map((t) => {
        const on = chosen.includes(t.id);
        return (
          <label
            key={t.id}
            className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border p-4 ${on ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
          >
            <input
              type="checkbox"
              checked={on}
              onChange={() => toggle(t.id)}
              className="size-5 shrink-0 accent-amber-400"
            />
            <ThemeIcon id={t.id} className="size-6 shrink-0 text-brand" />
            <span className="grid min-w-0">
              <span className="font-bold">{t.name}</span>
              <span className="text-sm text-muted">
                {t.description} {t.words.length} palavras.
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
