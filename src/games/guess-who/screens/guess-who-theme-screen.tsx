import { Smartphone } from "lucide-react";
import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { loadPlayers, usePlayers, useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { builtInSelection, CustomDeckPicker, useDeckChoice } from "../../kit/custom-deck-picker";
import { GameHeader } from "../../kit/game-header";
import { beginGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { drinkRule, guessWhoGame, ROUND_CHOICES } from "../logic";
import { manifest } from "../manifest";
import { loadGuessWhoSettings, normaliseSettings, saveGuessWhoSettings } from "../settings";
import { GuessWhoRules } from "./guess-who-rules";
import { ThemePicker } from "./theme-picker";
import { TimePicker } from "./time-picker";
import "../styles.css";

export function GuessWhoThemeScreen() {
  const navigate = useNavigate();
  const { drinkMode, showAdult } = useGamePrefs();
  const [list] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadGuessWhoSettings);
  const deck = useDeckChoice("guess-who", showAdult);
  useSessionMirror(manifest.id);
  useEffect(() => void import("./guess-who-play-screen").catch(() => {}), []);

  if (list.players.length < manifest.minPlayers) {
    return <Navigate to="/guess-who/players" replace />;
  }

  const alone = deck.chosen !== null && !deck.mixed;
  function start() {
    if (settings.themes.length) saveGuessWhoSettings(settings);
    const players = loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
    const clean = normaliseSettings(settings);
    beginGame(guessWhoGame, players, {
      ...clean,
      // The deck alone plays with no theme (normalising would bring the default ones back).
      themes: builtInSelection(deck, clean.themes),
      showAdult,
      customDeck: deck.chosen,
    });
    navigate("/guess-who/play");
  }

  const none = settings.themes.length === 0 && !deck.chosen;
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/guess-who/players" rules={<GuessWhoRules />} />
      <CustomDeckPicker game="guess-who" choice={deck} showAdult={showAdult} noun="palavras" />
      {!alone && (
        <ThemePicker
          chosen={settings.themes}
          onChange={(themes) => setSettings({ ...settings, themes })}
        />
      )}
      <TimePicker
        value={settings.seconds}
        onChange={(seconds) => setSettings({ ...settings, seconds })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-bold">Vezes de cada um</legend>
        <div className="grid grid-cols-3 gap-2">
          {ROUND_CHOICES.map((r) => (
            <label
              key={r}
              className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-2xl border font-bold ${settings.rounds === r ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
            >
              <input
                type="radio"
                name="rounds"
                checked={settings.rounds === r}
                onChange={() => setSettings({ ...settings, rounds: r })}
                className="size-4 accent-amber-400"
              />
              {r === 1 ? "1 vez" : `${r} vezes`}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">Cada vez é uma rodada: todo mundo joga uma vez.</p>
      </fieldset>
      <label className="flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface p-4">
        <input
          type="checkbox"
          role="switch"
          aria-checked={settings.tilt}
          checked={settings.tilt}
          onChange={(e) => setSettings({ ...settings, tilt: e.target.checked })}
          className="size-5 shrink-0 accent-amber-400"
        />
        <Smartphone aria-hidden className="size-6 shrink-0 text-brand" />
        <span className="grid">
          <span className="font-bold">Responder inclinando o celular</span>
          <span className="text-sm text-muted">
            Para baixo: acertou. Para cima: passou. Os botões na tela funcionam sempre.
          </span>
        </span>
      </label>
      <p className="rounded-2xl bg-surface-2 px-4 py-3 text-center font-semibold">
        {drinkRule(drinkMode)}.
      </p>
      <Button className="min-h-14 text-lg" disabled={none} onClick={start}>
        Começar o jogo
      </Button>
    </main>
  );
}
