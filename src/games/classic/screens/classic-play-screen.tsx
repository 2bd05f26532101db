import { useCallback, useMemo, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { usePlayers } from "../../../client/players-store";
import { cryptoRng } from "../../../shared/random";
import type { Player } from "../../../shared/schemas/player";
import { Button } from "../../../ui/button";
import { playSfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { drinkDoneLabel, fillPlaceholders, pickOther, promptText } from "../../kit/prompt";
import { PromptIcon } from "../../kit/prompt-icon";
import { Results } from "../../kit/results";
import { gameBag } from "../../kit/shuffle-bag-store";
import { TurnBar } from "../../kit/turn-bar";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  allChallengeIds,
  CHALLENGE_POINTS,
  challengeById,
  DRINK_POINTS,
  deckIds,
  finalRanking,
  legacyChallengeId,
  type Outcome,
  resolveTurn,
} from "../logic";
import { manifest } from "../manifest";
import { loadClassicSettings } from "../settings";
import { ClassicRules } from "./classic-rules";

const rng = cryptoRng();
/** One bag for the game: changing categories or the 18+ setting never brings prompts back early. */
const bag = gameBag(manifest.id, { universe: allChallengeIds, legacyId: legacyChallengeId, rng });

export function ClassicPlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const settings = useMemo(loadClassicSettings, []);
  const deck = useMemo(
    () => deckIds(settings.categories, prefs.showAdult),
    [settings, prefs.showAdult],
  );
  const [promptId, setPromptId] = useState(() => (deck.length ? bag.draw(deck) : null));
  const [other, setOther] = useState<Player | null>(null);
  const [winner, setWinner] = useState<Player | null>(null);
  const { finish, restart } = usePlayTracking(manifest.id);
  useWakeLock(!winner);
  useSessionMirror(manifest.id);

  const current =
    list.currentPlayerIndex === null ? null : (list.players[list.currentPlayerIndex] ?? null);
  const newPrompt = useCallback(
    (playerId: string | null) => {
      setPromptId(bag.draw(deck));
      setOther(pickOther(list.players, playerId, rng));
    },
    [deck, list.players],
  );

  if (list.players.length < manifest.minPlayers) return <Navigate to="/classic/players" replace />;
  if (!deck.length) return <Navigate to="/classic" replace />;

  const found = promptId ? challengeById(promptId) : null;
  const shownOther =
    other && other.id !== current?.id ? other : pickOtherStable(list.players, current?.id ?? null);
  const text = found
    ? fillPlaceholders(promptText(found.challenge, prefs.drinkMode), {
        jogador: current?.name ?? "",
        outro: shownOther?.name,
      })
    : "";

  function answer(outcome: Outcome) {
    const result = resolveTurn(list, outcome, settings.maxPoints);
    actions.replace(result.list);
    const sfx = outcome === "cumpriu" ? "success" : "drink";
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
    if (result.winner) {
      setWinner(result.winner);
      void finish({ victory: true });
      return;
    }
    const next =
      result.list.currentPlayerIndex === null
        ? null
        : result.list.players[result.list.currentPlayerIndex];
    newPrompt(next?.id ?? null);
  }

  if (winner) {
    return (
      <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
        <GameHeader title={manifest.name} back="/classic" />
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={finalRanking(list)}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={() => {
            actions.resetPoints();
            actions.setFirst();
            setWinner(null);
            restart();
            newPrompt(list.players[0]?.id ?? null);
          }}
          onExit={() => navigate("/game-modes")}
        />
      </main>
    );
  }

  // Refusing a plain challenge means a forfeit without alcohol (see the rules sheet).
  const drinkLabel = drinkDoneLabel(text, prefs.drinkMode, "prenda");
  return (
    <main className="mx-auto grid w-full grid-cols-1 min-h-dvh max-w-xl grid-rows-[auto_auto_1fr_auto] gap-5 px-5 py-6">
      <GameHeader title={manifest.name} back="/classic" rules={<ClassicRules />} />
      <TurnBar list={list} />
      <article
        key={promptId}
        aria-live="polite"
        className="card-in grid content-center gap-4 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center shadow-xl"
        data-testid="challenge"
      >
        {found && (
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-night/60 px-3 py-1 text-sm font-semibold text-brand">
            <PromptIcon name={found.challenge.icon} className="size-4" /> {found.category.name}
          </p>
        )}
        <p className="text-2xl leading-snug font-bold text-balance">{text}</p>
        <p className="text-sm text-muted">Meta: {settings.maxPoints} pontos</p>
      </article>
      <div className="grid gap-3 pb-[env(safe-area-inset-bottom)]">
        <div className="grid grid-cols-2 gap-3">
          <Button className="min-h-16 text-lg" onClick={() => answer("cumpriu")}>
            Cumpriu +{CHALLENGE_POINTS}
          </Button>
          <Button variant="secondary" className="min-h-16 text-lg" onClick={() => answer("bebeu")}>
            {drinkLabel} +{DRINK_POINTS}
          </Button>
        </div>
        <Button
          variant="ghost"
          onClick={() => {
            playSfx("tap", prefs.sound);
            newPrompt(current?.id ?? null);
          }}
        >
          Pular (outro desafio)
        </Button>
      </div>
    </main>
  );
}

/** Before any pick, show the next player in order as {outro}, so the first card reads naturally. */
function pickOtherStable(players: readonly Player[], currentId: string | null): Player | null {
  const i = players.findIndex((p) => p.id === currentId);
  return players.length > 1 ? (players[(i + 1) % players.length] ?? null) : null;
}
