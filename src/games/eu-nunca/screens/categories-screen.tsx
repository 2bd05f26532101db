import { Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../web/components/ui/button";
import { Dialog } from "../../../web/components/ui/dialog";
import { GameHeader } from "../../kit/game-header";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { categories } from "../content";
import { allowedCategories, type CategoryId, deckIds } from "../deck";
import { manifest } from "../manifest";
import { loadEuNuncaSettings, saveEuNuncaSettings } from "../settings";
import { CategoryIcon } from "./category-icon";
import { EuNuncaRules } from "./eu-nunca-rules";

/** Loads the other screens of this game now, so it keeps working if the signal drops. */
export const prefetchEuNunca = () =>
  Promise.all([import("./players-screen"), import("./game-screen")]);

export function EuNuncaCategoriesScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useState(loadEuNuncaSettings);
  const [confirmAdult, setConfirmAdult] = useState(false);
  useEffect(() => void prefetchEuNunca().catch(() => {}), []);

  const usable = allowedCategories(settings.categories, prefs.showAdult);
  const cards = deckIds(usable, prefs.showAdult).length;
  const setCategories = (next: CategoryId[]) => setSettings({ ...settings, categories: next });

  const toggle = (id: CategoryId, adult: boolean) => {
    const on = usable.includes(id);
    if (!on && adult) return setConfirmAdult(true);
    setCategories(on ? usable.filter((c) => c !== id) : [...usable, id]);
  };

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/game-modes" rules={<EuNuncaRules />} />
      <p className="text-muted">{manifest.description}</p>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-lg font-bold">Categorias</legend>
        <p className="-mt-1 text-sm text-muted">Escolha uma ou misture várias.</p>
        {categories.map((c) => {
          const locked = c.adult && !prefs.showAdult;
          const on = usable.includes(c.id);
          return (
            <label
              key={c.id}
              className={`flex min-h-16 items-center gap-3 rounded-2xl border p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${on ? "border-brand bg-surface-2" : "border-line bg-surface"} ${locked ? "opacity-70" : "cursor-pointer"}`}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={locked}
                onChange={() => toggle(c.id, c.adult)}
                className="size-5 shrink-0 accent-amber-400"
              />
              <CategoryIcon id={c.id} className="size-6 shrink-0 text-brand" />
              <span className="grid min-w-0">
                <span className="font-bold">
                  {c.name}
                  {c.adult && (
                    <span className="ml-2 rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
                  )}
                </span>
                <span className="text-sm text-muted">
                  {locked ? (
                    <>
                      <Lock aria-hidden className="mr-1 inline size-3.5 align-[-2px]" />
                      Ative “Conteúdo +18” no{" "}
                      <Link to="/profile" className="font-semibold text-brand underline">
                        seu perfil
                      </Link>{" "}
                      para liberar.
                    </>
                  ) : (
                    `${c.description} ${c.statements.length} cartas.`
                  )}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="grid gap-2">
        <Button
          disabled={usable.length === 0}
          onClick={() => {
            saveEuNuncaSettings({ ...settings, categories: usable });
            navigate("/eu-nunca/jogadores");
          }}
        >
          Escolher jogadores
        </Button>
        <p className="text-center text-sm text-muted" aria-live="polite">
          {usable.length === 0 ? (
            <span className="text-danger">Escolha pelo menos uma categoria</span>
          ) : (
            `${cards} cartas no baralho`
          )}
        </p>
      </div>
      <Dialog
        open={confirmAdult}
        onOpenChange={setConfirmAdult}
        title="Liberar a categoria Picante?"
        description="São cartas de flerte e beijos para maiores de 18, sem nada explícito. Só vale se todo mundo da roda topar, e qualquer um pode pular uma carta."
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setConfirmAdult(false)}>
            Agora não
          </Button>
          <Button
            onClick={() => {
              setCategories([...usable, "picante"]);
              setConfirmAdult(false);
            }}
          >
            Todos topam
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
