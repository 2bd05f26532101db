import { useEffect, useState } from "react";
import { useStoredSettings } from "../../../client/players-store";
import { useNavigate } from "../../../ui/nav";
import { DEVICE } from "../../kit/engine/engine";
import { GameHeader } from "../../kit/game-header";
import { hasUnfinishedGame, readSavedGame } from "../../kit/saved-games";
import { beginGame } from "../../kit/use-game";
import { type QmnView, qualMeuNomeGame, writers } from "../logic";
import { manifest } from "../manifest";
import {
  loadQualMeuNomeSettings,
  type QualMeuNomeSettings,
  saveQualMeuNomeSettings,
} from "../settings";
import { QualMeuNomeRules } from "./qual-meu-nome-rules";
import { SetupPhase } from "./setup-phase";
import "../styles.css";

/** Loads the play screen now, so the game keeps working if the signal drops. */
export const prefetchQualMeuNome = () => import("./qual-meu-nome-play-screen");

/** The game left halfway on this device, as the phone would show it, or null. */
function unfinished(): QmnView | null {
  if (!hasUnfinishedGame(qualMeuNomeGame)) return null;
  const saved = readSavedGame(qualMeuNomeGame);
  return saved ? qualMeuNomeGame.view(saved.data, DEVICE) : null;
}

/** Qual Meu Nome's setup: teams, where the names come from and the turn's time. */
export function QualMeuNomeScreen() {
  const navigate = useNavigate();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadQualMeuNomeSettings);
  const [saved] = useState(unfinished);
  useEffect(() => void prefetchQualMeuNome().catch(() => {}), []);

  function change(next: QualMeuNomeSettings) {
    setSettings(next);
    saveQualMeuNomeSettings(next);
  }

  function start() {
    saveQualMeuNomeSettings(settings);
    const players = writers(settings).map(({ id, name }) => ({ id, name }));
    beginGame(qualMeuNomeGame, players, settings);
    navigate(manifest.playRoute ?? "/qual-meu-nome/play");
  }

  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-xl grid-rows-[auto_1fr] gap-5 overflow-x-clip px-5 pt-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<QualMeuNomeRules />} />
      <SetupPhase
        settings={settings}
        saved={saved}
        onChange={change}
        onStart={start}
        onResume={() => navigate(manifest.playRoute ?? "/qual-meu-nome/play")}
      />
    </main>
  );
}
