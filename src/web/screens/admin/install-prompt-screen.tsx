import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { installPromptQuery } from "../../../client/public-queries";
import {
  defaultInstallPrompt,
  type InstallPromptSettings,
  installPromptSchema,
} from "../../../shared/schemas/admin";
import { Button } from "../../../ui/button";
import { Switch } from "../../../ui/switch";
import { useSaveInstallPrompt } from "../../lib/admin-api";
import { AdminLayout } from "./admin-layout";
import { InstallPromptPreview } from "./install-prompt-preview";
import { TextField } from "./text-field";

type Errors = Partial<Record<"title" | "message" | "delaySeconds", string>>;
const platformLabels = [
  ["android", "Android"],
  ["ios", "iPhone e iPad"],
  ["desktop", "Computador"],
] as const;

export function InstallPromptScreen() {
  const saved = useQuery({ ...installPromptQuery, staleTime: 0 });
  return (
    <AdminLayout
      title="Convite para instalar"
      intro="O cartão que sugere instalar o Saideira na tela inicial. Nunca aparece para quem já instalou."
    >
      {saved.isPending ? (
        <p className="text-muted">Carregando…</p>
      ) : (
        <SettingsForm initial={saved.data ?? defaultInstallPrompt} />
      )}
    </AdminLayout>
  );
}

function SettingsForm({ initial }: { initial: InstallPromptSettings }) {
  const [s, setS] = useState(initial);
  const [delay, setDelay] = useState(String(initial.delaySeconds));
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveInstallPrompt();
  const ids = { title: useId(), message: useId(), delay: useId() };
  const set = (patch: Partial<InstallPromptSettings>) => setS((old) => ({ ...old, ...patch }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = installPromptSchema.safeParse({ ...s, delaySeconds: Number(delay) });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??=
          field === "delaySeconds" ? "Use um número inteiro de 0 a 600 segundos" : issue.message;
      }
      setErrors(next);
      // The first bad field comes to the middle of the screen (the button sits far below it).
      requestAnimationFrame(() => {
        const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.focus({ preventScroll: true });
        first?.scrollIntoView?.({ block: "center" });
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <Switch
          label="Mostrar o convite"
          hint={
            s.enabled
              ? "Ligado: aparece para quem ainda não instalou."
              : "Desligado: ninguém vê o cartão."
          }
          checked={s.enabled}
          onChange={(enabled) => set({ enabled })}
        />
        <div className="grid gap-1">
          <label htmlFor={ids.delay} className="text-sm font-medium">
            Esperar antes de mostrar (segundos)
          </label>
          <input
            id={ids.delay}
            type="number"
            inputMode="numeric"
            min={0}
            max={600}
            value={delay}
            aria-invalid={Boolean(errors.delaySeconds)}
            onChange={(e) => setDelay(e.target.value)}
            className={`min-h-12 w-40 rounded-xl border bg-night px-4 ${errors.delaySeconds ? "border-danger" : "border-line"}`}
          />
          <p className={`text-sm ${errors.delaySeconds ? "text-danger" : "text-muted"}`}>
            {errors.delaySeconds ?? "De 0 a 600. Dá tempo de a pessoa conhecer o app antes."}
          </p>
        </div>
        <TextField
          id={ids.title}
          label="Título"
          value={s.title}
          max={60}
          error={errors.title}
          onChange={(title) => set({ title })}
        />
        <TextField
          id={ids.message}
          label="Mensagem"
          value={s.message}
          max={200}
          rows={3}
          error={errors.message}
          onChange={(message) => set({ message })}
        />
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Plataformas</legend>
          <div className="divide-y divide-line rounded-xl border border-line px-4">
            {platformLabels.map(([key, label]) => (
              <Switch
                key={key}
                label={label}
                checked={s.platforms[key]}
                onChange={(on) => set({ platforms: { ...s.platforms, [key]: on } })}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Salvando…" : "Salvar configurações"}
        </Button>
      </form>
      <InstallPromptPreview
        settings={{ ...s, delaySeconds: Math.max(0, Math.trunc(Number(delay)) || 0) }}
      />
    </div>
  );
}
