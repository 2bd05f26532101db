import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useStoredSettings } from "../../../client/players-store";
import { deferredGame, useDeferredGame } from "../../kit/deferred-game";
import { DEVICE } from "../../kit/engine/engine";
import { GameHeader } from "../../kit/game-header";
import { readSavedGame } from "../../kit/saved-games";
import { manifest } from "../manifest";
import { writers } from "../options";
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

/** The rules and the names list: the play screen's, fetched with it. */
export const qualMeuNomeRules = deferredGame(() =>
  import("../logic").then((m) => m.qualMeuNomeGame),
);

/** Qual Meu Nome's setup: teams, where the names come from and the turn's time. */
export function QualMeuNomeScreen() {
  const navigate = useNavigate();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadQualMeuNomeSettings);
  const { unfinished, rules, begin } = useDeferredGame(manifest.id, qualMeuNomeRules);
  // The game left halfway, as the phone would show it, once the rules are there to read it.
  const stored = unfinished && rules ? readSavedGame(rules) : null;
  const saved = rules && stored ? rules.view(stored.data, DEVICE) : null;
  useEffect(() => void prefetchQualMeuNome().catch(() => {}), []);

  function change(next: QualMeuNomeSettings) {
    setSettings(next);
    saveQualMeuNomeSettings(next);
  }

  function start() {
    saveQualMeuNomeSettings(settings);
    const players = writers(settings).map(({ id, name }) => ({ id, name }));
    begin(players, settings, () => navigate(manifest.playRoute ?? "/qual-meu-nome/play"));
  }

  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-xl grid-rows-[auto_1fr] gap-5 overflow-x-clip px-5 pt-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<QualMeuNomeRules />} />
      <SetupPhase
        settings={settings}
        resumable={unfinished}
        saved={saved}
        onChange={change}
        onStart={start}
        onResume={() => navigate(manifest.playRoute ?? "/qual-meu-nome/play")}
      />
    </main>
  );
}
