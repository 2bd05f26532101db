import { Layers, Play } from "lucide-react";
import { useId, useMemo } from "react";
import { Navigate, useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { builtInSelection, useDeckChoice } from "../../kit/custom-deck-picker";
import { GameHeader } from "../../kit/game-header";
import { PlayerSetup } from "../../kit/player-setup";
import { readSavedGame } from "../../kit/saved-games";
import { beginGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { allowedCategories, categoryById } from "../deck";
import { cardsSeen, euNuncaGame, LIVES } from "../logic";
import { manifest } from "../manifest";
import { loadEuNuncaSettings, saveEuNuncaSettings } from "../settings";
import { EuNuncaRules } from "./eu-nunca-rules";
import { Fingers } from "./fingers";
import "../styles.css";

export function EuNuncaPlayersScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadEuNuncaSettings);
  const saved = useMemo(() => {
    const round = readSavedGame(euNuncaGame)?.data.round;
    return round && round.phase !== "over" ? round : null;
  }, []);
  const livesId = useId();
  // The deck chosen on the categories screen (held per game in this tab): alone or mixed.
  const deck = useDeckChoice("eu-nunca", prefs.showAdult);
  useSessionMirror(manifest.id);

  const categories = builtInSelection(
    deck,
    allowedCategories(settings.categories, prefs.showAdult),
  );
  // A deck playing alone has no categories: only a choice with nothing to play goes back.
  if (categories.length === 0 && !deck.chosen)
    return <Navigate to="/eu-nunca/categorias" replace />;
  const names = [
    ...categories.map((c) => categoryById(c)?.name),
    ...(deck.chosen ? [deck.chosen.name] : []),
  ].join(", ");

  function start(withPlayers: boolean) {
    saveEuNuncaSettings(settings);
    const players = withPlayers ? list.players.map((p) => ({ id: p.id, name: p.name })) : [];
    beginGame(euNuncaGame, players, {
      categories,
      lives: settings.lives,
      showAdult: prefs.showAdult,
      customDeck: deck.chosen,
    });
    navigate("/eu-nunca/jogo");
  }

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/eu-nunca/categorias" rules={<EuNuncaRules />} />

      {saved && (
        <section
          aria-labelledby="eu-nunca-resume"
          className="grid gap-3 rounded-2xl border border-brand bg-surface-2 p-4"
        >
          <h2 id="eu-nunca-resume" className="font-bold">
            Tem uma partida pela metade
          </h2>
          <p className="text-sm text-muted">
            Carta {cardsSeen(saved)} de {saved.deck.length}
            {saved.players.length > 0 && `, ${saved.players.length} jogadores`}.
          </p>
          <Button onClick={() => navigate("/eu-nunca/jogo")}>
            <Play aria-hidden className="size-5" /> Continuar a partida
          </Button>
        </section>
      )}

      <p className="flex items-start gap-2 text-sm text-muted">
        <Layers aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          Categorias: <strong className="text-ink [overflow-wrap:anywhere]">{names}</strong>
        </span>
      </p>

      <div className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={livesId} className="font-bold">
            Dedos por jogador
          </label>
          <output htmlFor={livesId} className="text-2xl font-bold text-brand">
            {settings.lives}
          </output>
        </div>
        <input
          id={livesId}
          type="range"
          min={LIVES.min}
          max={LIVES.max}
          step={1}
          value={settings.lives}
          onChange={(e) => setSettings({ ...settings, lives: Number(e.target.value) })}
          className="h-11 accent-amber-400"
        />
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted">
            Cada dedo é uma vida: quem já fez perde um. Fica quem tiver dedo levantado.
          </p>
          <Fingers lives={settings.lives} max={settings.lives} className="shrink-0" />
        </div>
      </div>

      <PlayerSetup game={manifest} orderMatters={false} onStart={() => start(true)} />

      <section aria-labelledby="eu-nunca-solo" className="grid gap-2 border-t border-line pt-5">
        <h2 id="eu-nunca-solo" className="font-bold">
          Só as cartas
        </h2>
        <p className="text-sm text-muted">
          Sem nomes nem vidas: é só ler as cartas em voz alta e passar para a próxima.
        </p>
        <Button variant="secondary" onClick={() => start(false)}>
          Jogar sem jogadores
        </Button>
      </section>
    </main>
  );
}
