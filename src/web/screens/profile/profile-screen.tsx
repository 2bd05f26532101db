import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useUpdateProfile } from "../../../client/profile-api";
import { useSession } from "../../../client/session";
import type { DrinkMode, Profile } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Switch } from "../../../ui/switch";
import { AvatarEditor } from "./avatar-editor";
import { DeleteAccountSection } from "./delete-account-section";
import { NameEditor } from "./name-editor";

export function ProfileScreen() {
  const { profile, user, signOut } = useSession();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [confirmAdult, setConfirmAdult] = useState(false);
  if (!profile) {
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div className="grid gap-4">
          <p>Você ainda não criou seu perfil.</p>
          <Link to="/onboarding" className="font-semibold text-brand underline">
            Criar perfil
          </Link>
        </div>
      </main>
    );
  }
  const prefs = profile.preferences;
  const setPref = (key: keyof Profile["preferences"], value: boolean) =>
    update.mutate({ preferences: { [key]: value } });
  const stats = profile.gameStats;

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-8">
      <nav>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Painel
        </Link>
      </nav>
      <header className="flex items-center gap-4">
        <AvatarEditor profile={profile} />
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-black [overflow-wrap:anywhere]">
            {profile.displayName}
          </h1>
          <p className="truncate text-sm text-muted">{user?.email}</p>
        </div>
      </header>

      <section
        aria-labelledby="name-title"
        className="rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="name-title" className="mb-2 font-bold">
          Nome
        </h2>
        <NameEditor
          current={profile.displayName}
          onSave={(displayName) => update.mutateAsync({ displayName })}
        />
      </section>

      <section
        aria-labelledby="prefs-title"
        className="rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="prefs-title" className="mb-2 font-bold">
          Preferências
        </h2>
        <DrinkModeField
          value={profile.drinkMode}
          onChange={(drinkMode) => update.mutate({ drinkMode })}
        />
        <div className="divide-y divide-line">
          <Switch
            label="Conteúdo +18"
            hint="Mostra desafios picantes nos jogos."
            checked={prefs.showAdult}
            onChange={(on) => (on ? setConfirmAdult(true) : setPref("showAdult", false))}
          />
          <Switch label="Sons" checked={prefs.sound} onChange={(on) => setPref("sound", on)} />
          <Switch
            label="Vibração"
            checked={prefs.vibration}
            onChange={(on) => setPref("vibration", on)}
          />
          <Switch
            label="Usar minha localização"
            hint="Fica só no seu aparelho; nunca é enviada ao servidor."
            checked={prefs.useLocation}
            onChange={(on) => setPref("useLocation", on)}
          />
        </div>
      </section>

      <section
        aria-labelledby="stats-title"
        className="rounded-2xl border border-line bg-surface p-4"
      >
        <div className="flex items-center justify-between">
          <h2 id="stats-title" className="font-bold">
            Suas estatísticas
          </h2>
          <Link
            to="/stats"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand"
          >
            Ver tudo →
          </Link>
        </div>
        <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ["Partidas", stats.totalGamesPlayed],
              ["Vitórias", stats.victories],
              ["Minutos", stats.totalPlayTime],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-xl bg-surface-2 p-3">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-2xl font-black" data-testid={`stat-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Button
        variant="secondary"
        onClick={async () => {
          await signOut();
          navigate("/auth", { replace: true });
        }}
      >
        Sair da conta
      </Button>
      <DeleteAccountSection />

      <Dialog
        open={confirmAdult}
        onOpenChange={setConfirmAdult}
        title="Mostrar conteúdo +18?"
        description="Os desafios picantes são para maiores de 18 anos e só valem com o consentimento de todo mundo da roda."
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setConfirmAdult(false)}>
            Cancelar
          </Button>
          <Button
            onClick={() => {
              setPref("showAdult", true);
              setConfirmAdult(false);
            }}
          >
            Mostrar
          </Button>
        </div>
      </Dialog>
    </main>
  );
}

const DRINK_MODES = [
  ["alcool", "Com álcool"],
  ["sem-alcool", "Sem álcool"],
] as const;

/** Local state so the radio moves in the same frame as the tap; the server save follows. */
function DrinkModeField({
  value,
  onChange,
}: {
  value: DrinkMode;
  onChange: (mode: DrinkMode) => void;
}) {
  const [selected, setSelected] = useState(value);
  useEffect(() => setSelected(value), [value]);
  return (
    <fieldset className="grid grid-cols-2 gap-2 py-2">
      <legend className="mb-2 font-medium">Bebidas nos jogos</legend>
      {DRINK_MODES.map(([mode, label]) => (
        <label
          key={mode}
          className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 ${selected === mode ? "border-brand bg-surface-2" : "border-line"}`}
        >
          <input
            type="radio"
            name="drinkMode"
            checked={selected === mode}
            onChange={() => {
              setSelected(mode);
              onChange(mode);
            }}
            className="size-5 accent-amber-400"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
