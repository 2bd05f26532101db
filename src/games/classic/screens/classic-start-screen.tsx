import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { MAX_POINTS } from "../../../shared/constants";
import { Button } from "../../../web/components/ui/button";
import { Dialog } from "../../../web/components/ui/dialog";
import { GameHeader } from "../../kit/game-header";
import { PromptIcon } from "../../kit/prompt-icon";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { challengeCategories } from "../content";
import type { CategoryId } from "../logic";
import { manifest } from "../manifest";
import { loadClassicSettings, saveClassicSettings } from "../settings";
import { ClassicRules } from "./classic-rules";

/** Loads the other screens of this game now, so it keeps working if the signal drops. */
export const prefetchClassic = () =>
  Promise.all([import("./classic-players-screen"), import("./classic-play-screen")]);

export function ClassicStartScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useState(loadClassicSettings);
  const [confirmSpicy, setConfirmSpicy] = useState(false);
  const pointsId = useId();
  useEffect(() => void prefetchClassic().catch(() => {}), []);

  const toggle = (id: CategoryId, adult: boolean) => {
    const on = settings.categories.includes(id);
    if (!on && adult) return setConfirmSpicy(true);
    const categories = on
      ? settings.categories.filter((c) => c !== id)
      : [...settings.categories, id];
    setSettings({ ...settings, categories });
  };
  const usable = settings.categories.filter((c) => prefs.showAdult || c !== "spicy");

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/game-modes" rules={<ClassicRules />} />
      <p className="text-muted">{manifest.description}</p>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-bold">Categorias</legend>
        {challengeCategories.map((c) => {
          const locked = c.adult && !prefs.showAdult;
          const on = settings.categories.includes(c.id) && !locked;
          return (
            <label
              key={c.id}
              className={`flex min-h-16 items-center gap-3 rounded-2xl border p-4 ${on ? "border-brand bg-surface-2" : "border-line bg-surface"} ${locked ? "opacity-70" : "cursor-pointer"}`}
            >
              <input
                type="checkbox"
                checked={on}
                disabled={locked}
                onChange={() => toggle(c.id, c.adult)}
                className="size-5 accent-amber-400"
              />
              <PromptIcon name={c.icon} className="size-6 shrink-0 text-brand" />
              <span className="grid">
                <span className="font-bold">
                  {c.name}{" "}
                  {c.adult && (
                    <span className="ml-1 rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
                  )}
                </span>
                <span className="text-sm text-muted">
                  {locked ? "Ative “Conteúdo +18” no seu perfil para liberar." : c.description}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor={pointsId} className="flex justify-between font-bold">
          Meta de pontos <output className="text-brand">{settings.maxPoints}</output>
        </label>
        <input
          id={pointsId}
          type="range"
          min={MAX_POINTS.min}
          max={300}
          step={10}
          value={settings.maxPoints}
          onChange={(e) => setSettings({ ...settings, maxPoints: Number(e.target.value) })}
          className="h-11 accent-amber-400"
        />
      </div>
      <Button
        disabled={usable.length === 0}
        onClick={() => {
          saveClassicSettings({ ...settings, categories: usable });
          navigate("/classic/players");
        }}
      >
        Escolher jogadores
      </Button>
      {usable.length === 0 && (
        <p role="alert" className="-mt-3 text-center text-sm text-danger">
          Escolha pelo menos uma categoria
        </p>
      )}
      <Dialog
        open={confirmSpicy}
        onOpenChange={setConfirmSpicy}
        title="Liberar a categoria Picante?"
        description="São desafios de flerte para maiores de 18. Só vale se todo mundo da roda topar, e qualquer um pode pular."
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setConfirmSpicy(false)}>
            Agora não
          </Button>
          <Button
            onClick={() => {
              setSettings({ ...settings, categories: [...settings.categories, "spicy"] });
              setConfirmSpicy(false);
            }}
          >
            Todos topam
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
