import { Settings } from "lucide-react";
import { useState } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Switch } from "../../ui/switch";
import { useGamePrefs, useSetGamePrefs } from "./use-game-prefs";

/** The gear of every game: sound, vibration, 'sem álcool' and 18+ without leaving the game. */
export function GameSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Ajustes do jogo"
        onClick={() => setOpen(true)}
        className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
      >
        <Settings aria-hidden className="size-5" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Ajustes do jogo">
        {/* Mounted only while open: the panel talks to the profile when signed in. */}
        {open && <SettingsPanel />}
        <Button onClick={() => setOpen(false)}>Pronto</Button>
      </Dialog>
    </>
  );
}

function SettingsPanel() {
  const prefs = useGamePrefs();
  const set = useSetGamePrefs();
  return (
    <div className="grid divide-y divide-line">
      <Switch label="Som" checked={prefs.sound} onChange={(sound) => set({ sound })} />
      <Switch
        label="Vibração"
        checked={prefs.vibration}
        onChange={(vibration) => set({ vibration })}
      />
      <Switch
        label="Sem álcool"
        hint="Troca os goles por prendas e desafios"
        checked={prefs.drinkMode === "sem-alcool"}
        onChange={(on) => set({ drinkMode: on ? "sem-alcool" : "alcool" })}
      />
      <Switch
        label="Conteúdo +18"
        hint="Só se todo mundo da roda for maior de idade e topar"
        checked={prefs.showAdult}
        onChange={(showAdult) => set({ showAdult })}
      />
    </div>
  );
}
