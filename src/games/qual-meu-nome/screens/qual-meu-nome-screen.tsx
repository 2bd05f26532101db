import { useMemo, useRef, useState } from "react";
import { useStoredSettings } from "../../../client/players-store";
import { cryptoRng } from "../../../shared/random";
import { GameHeader } from "../../kit/game-header";
import { gameBag } from "../../kit/shuffle-bag-store";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { type GameState, newGame } from "../logic";
import { manifest } from "../manifest";
import { buildPool, listKeys } from "../pool";
import { loadSavedGame } from "../saved-game";
import {
  loadQualMeuNomeSettings,
  type QualMeuNomeSettings,
  saveQualMeuNomeSettings,
  usesList,
  usesSecretNames,
} from "../settings";
import { teamLabel } from "../teams";
import { GamePhase } from "./game-phase";
import { QualMeuNomeRules } from "./qual-meu-nome-rules";
import { SecretNamesPhase } from "./secret-names-phase";
import { SetupPhase } from "./setup-phase";

const rng = cryptoRng();
/** Names from the list come from one bag: the next games bring names not played yet first. */
const bag = gameBag(manifest.id, { universe: listKeys, rng });
const toTop = () => window.scrollTo({ top: 0 });

type Stage =
  | { kind: "setup" }
  | { kind: "names" }
  | { kind: "play"; key: number; initial: GameState };

/**
 * Qual Meu Nome on its single route: setup (teams, pool, time) → secret names, one person at a
 * time → the three rounds → results. A game left halfway can be resumed from the setup.
 */
export function QualMeuNomeScreen() {
  const [settings, setSettings] = useStoredSettings(manifest.id, loadQualMeuNomeSettings);
  const [stage, setStage] = useState<Stage>({ kind: "setup" });
  const games = useRef(0);
  const finished = useRef(false);
  const { finish, restart } = usePlayTracking(manifest.id);
  // Read again whenever the setup shows up (a game in progress saves itself as it goes).
  const saved = useMemo(() => (stage.kind === "setup" ? loadSavedGame() : null), [stage]);
  const writers = settings.teams.flatMap((t) =>
    t.members.map((name) => ({ name, team: teamLabel(t.name) })),
  );

  function change(next: QualMeuNomeSettings) {
    setSettings(next);
    saveQualMeuNomeSettings(next);
  }

  function play(initial: GameState) {
    games.current += 1;
    setStage({ kind: "play", key: games.current, initial });
    toTop();
  }

  function begin(secret: string[]) {
    const names = buildPool(secret, usesList(settings) ? settings.listCount : 0, rng, (keys) =>
      bag.draw(keys),
    );
    play(newGame({ teams: settings.teams, names, turnSeconds: settings.turnSeconds }, rng));
  }

  function start() {
    // 'Jogar de novo' (or a new game after one ended) is a new play for the stats.
    if (finished.current) restart();
    finished.current = false;
    saveQualMeuNomeSettings(settings);
    if (!usesSecretNames(settings)) return begin([]);
    setStage({ kind: "names" });
    toTop();
  }

  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-xl grid-rows-[auto_1fr] gap-5 overflow-x-clip px-5 pt-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<QualMeuNomeRules />} />
      {stage.kind === "setup" && (
        <SetupPhase
          settings={settings}
          saved={saved}
          onChange={change}
          onStart={start}
          onResume={play}
        />
      )}
      {stage.kind === "names" && (
        <SecretNamesPhase
          writers={writers}
          perPerson={settings.perPerson}
          onDone={begin}
          onCancel={() => setStage({ kind: "setup" })}
        />
      )}
      {stage.kind === "play" && (
        <GamePhase
          key={stage.key}
          initial={stage.initial}
          onFinish={() => {
            finished.current = true;
            void finish({ victory: true });
          }}
          onPlayAgain={start}
          onSetup={() => {
            setStage({ kind: "setup" });
            toTop();
          }}
        />
      )}
    </main>
  );
}
