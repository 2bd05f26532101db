import { useState } from "react";
import type { InstallPromptSettings } from "../../../shared/schemas/admin";
import { InstallPromptCard } from "../../components/install-prompt-card";

/** The card exactly as visitors will see it, for the platform picked here. */
export function InstallPromptPreview({ settings }: { settings: InstallPromptSettings }) {
  const [ios, setIos] = useState(false);
  const platformOn = ios
    ? settings.platforms.ios
    : settings.platforms.android || settings.platforms.desktop;
  const hidden = !settings.enabled
    ? "O convite está desligado: ninguém vai vê-lo."
    : !platformOn
      ? `O convite está desligado para ${ios ? "iPhone e iPad" : "Android e computador"}.`
      : null;
  return (
    <section aria-labelledby="preview-title" className="grid gap-3 lg:sticky lg:top-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="preview-title" className="text-xl font-bold">
          Prévia
        </h2>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Plataforma da prévia</legend>
          {(
            [
              [false, "Android/PC"],
              [true, "iPhone"],
            ] as const
          ).map(([value, label]) => (
            <button
              key={label}
              type="button"
              aria-pressed={ios === value}
              onClick={() => setIos(value)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${ios === value ? "bg-brand text-brand-ink" : "border border-line bg-surface"}`}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="grid min-h-64 content-end rounded-3xl border border-line bg-night p-3">
        <div className={hidden ? "opacity-40" : ""} inert>
          <InstallPromptCard
            title={settings.title || "Sem título"}
            message={settings.message || "Sem mensagem"}
            ios={ios}
          />
        </div>
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {hidden ??
          `Aparece ${settings.delaySeconds > 0 ? `depois de ${settings.delaySeconds} s no app` : "logo ao abrir o app"}.`}
      </p>
    </section>
  );
}
