import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { api, HttpError, ok } from "../../../client/api";
import { forgetGuestPrefs, guestPrefsPatch, pendingGuestPrefs } from "../../../client/device-prefs";
import { PROFILE_KEY, useSession } from "../../../client/session";
import { type DrinkMode, gameKinds, profileInputSchema } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { safeNext } from "../../components/require-auth";

const kindLabels: Record<(typeof gameKinds)[number], string> = {
  cartas: "Cartas",
  desafios: "Desafios",
  sorte: "Sorte",
  desenho: "Desenho",
};

/** Three short steps: name + 18+, drink mode, favourite kinds (skippable after step 1). */
export function OnboardingScreen() {
  const { user, profile } = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState(1);
  const [name, setName] = useState(profile?.displayName ?? user?.name ?? "");
  const [adult, setAdult] = useState(false);
  // What the guest chose in a game's gear on this device becomes the new profile's start.
  const [guest] = useState(pendingGuestPrefs);
  const [drinkMode, setDrinkMode] = useState<DrinkMode>(
    profile?.drinkMode ?? guest?.drinkMode ?? "alcool",
  );
  const [kinds, setKinds] = useState<string[]>(profile?.favoriteKinds ?? []);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { name: useId(), adult: useId(), error: useId() };

  async function save() {
    const parsed = profileInputSchema.safeParse({
      displayName: name,
      adultConfirmed: adult,
      drinkMode,
      favoriteKinds: kinds,
      ...(guest && !profile ? { preferences: guestPrefsPatch(guest).preferences } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Confira os dados");
      setStep(1);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const res = await ok(api.profile.$put({ json: parsed.data }));
      if (guest) forgetGuestPrefs();
      qc.setQueryData(PROFILE_KEY, res.profile);
      navigate(safeNext(params.get("next")) ?? "/dashboard", { replace: true });
    } catch (err) {
      setError(
        err instanceof HttpError ? err.userMessage : "Falha na conexão de rede. Tente novamente.",
      );
    } finally {
      setSaving(false);
    }
  }

  function onFirstStep(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError("Informe seu nome");
    if (!adult) return setError("Confirme que você tem 18 anos ou mais");
    setError(null);
    setStep(2);
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col px-5 py-8">
      <p className="text-sm text-muted" aria-live="polite">
        Passo {step} de 3
      </p>
      <div className="mt-2 flex gap-2" aria-hidden>
        {[1, 2, 3].map((s) => (
          <span
            key={s}
            className={`h-1.5 flex-1 rounded-full ${s <= step ? "bg-brand" : "bg-surface-2"}`}
          />
        ))}
      </div>
      {step === 1 && (
        <form onSubmit={onFirstStep} className="mt-8 grid gap-5" noValidate>
          <h1 className="text-3xl font-bold">Bora começar!</h1>
          <div className="grid gap-1">
            <label htmlFor={ids.name} className="font-medium">
              Como a galera te chama?
            </label>
            <input
              id={ids.name}
              value={name}
              maxLength={40}
              autoComplete="nickname"
              onChange={(e) => setName(e.target.value)}
              className="min-h-12 rounded-xl border border-line bg-surface px-4"
            />
          </div>
          <label
            htmlFor={ids.adult}
            className="flex min-h-12 items-start gap-3 rounded-xl border border-line bg-surface p-4"
          >
            <input
              id={ids.adult}
              type="checkbox"
              checked={adult}
              onChange={(e) => setAdult(e.target.checked)}
              className="mt-1 size-5 accent-amber-400"
            />
            <span>
              <strong>Tenho 18 anos ou mais</strong>
              <span className="block text-sm text-muted">
                Jogos com bebida alcoólica são só para maiores de idade.
              </span>
            </span>
          </label>
          <Button type="submit">Continuar</Button>
        </form>
      )}
      {step === 2 && (
        <section className="mt-8 grid gap-5">
          <h1 className="text-3xl font-bold">Como você joga?</h1>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-muted">Nos desafios de beber, use:</legend>
            {(
              [
                ["alcool", "Com álcool", "Goles e doses de verdade, sempre com moderação."],
                ["sem-alcool", "Sem álcool", "Bebidas viram água, refri ou uma prenda."],
              ] as const
            ).map(([value, label, hint]) => (
              <label
                key={value}
                className={`flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border p-4 ${drinkMode === value ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
              >
                <input
                  type="radio"
                  name="drinkMode"
                  value={value}
                  checked={drinkMode === value}
                  onChange={() => setDrinkMode(value)}
                  className="mt-1 size-5 accent-amber-400"
                />
                <span>
                  <strong>{label}</strong>
                  <span className="block text-sm text-muted">{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setStep(1)}>
              Voltar
            </Button>
            <Button onClick={() => setStep(3)}>Continuar</Button>
          </div>
          <Button variant="ghost" onClick={save} disabled={saving}>
            Pular e ir para o painel
          </Button>
        </section>
      )}
      {step === 3 && (
        <section className="mt-8 grid gap-5">
          <h1 className="text-3xl font-bold">Do que vocês gostam?</h1>
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="mb-2 text-muted">
              Escolha quantos quiser: usamos para recomendar jogos.
            </legend>
            {gameKinds.map((k) => {
              const on = kinds.includes(k);
              return (
                <label
                  key={k}
                  className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border p-4 ${on ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
                >
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() => setKinds(on ? kinds.filter((x) => x !== k) : [...kinds, k])}
                    className="size-5 accent-amber-400"
                  />
                  {kindLabels[k]}
                </label>
              );
            })}
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setStep(2)} disabled={saving}>
              Voltar
            </Button>
            <Button onClick={save} disabled={saving}>
              {saving ? "Salvando…" : "Concluir"}
            </Button>
          </div>
        </section>
      )}
      {error && (
        <p
          id={ids.error}
          role="alert"
          className="mt-4 rounded-xl bg-red-950/60 px-3 py-2 text-danger"
        >
          {error}
        </p>
      )}
    </main>
  );
}
