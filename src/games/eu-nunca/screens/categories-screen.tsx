import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { CategoryPicker, type PickerCategory } from "../../kit/category-picker";
import { builtInSelection, CustomDeckPicker, useDeckChoice } from "../../kit/custom-deck-picker";
import { GameHeader } from "../../kit/game-header";
import { PlayInRoomLink } from "../../kit/play-in-room";
import { hasUnfinishedGame } from "../../kit/saved-games";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { categories } from "../content";
import { allowedCategories, type CategoryId, deckIds } from "../deck";
import { euNuncaGame } from "../logic";
import { manifest } from "../manifest";
import { ADULT_WARNING, loadEuNuncaSettings, saveEuNuncaSettings } from "../settings";
import { CategoryIcon } from "./category-icon";
import { EuNuncaRules } from "./eu-nunca-rules";
import "../styles.css";

/** Loads the other screens of this game now, so it keeps working if the signal drops. */
export const prefetchEuNunca = () =>
  Promise.all([import("./players-screen"), import("./game-screen")]);

const pickerCategories: PickerCategory<CategoryId>[] = categories.map((c) => ({
  id: c.id,
  name: c.name,
  description: `${c.description} ${c.statements.length} cartas.`,
  adult: c.adult,
  icon: <CategoryIcon id={c.id} className="size-6 shrink-0 text-brand" />,
  adultWarning: ADULT_WARNING,
}));

const numberWords = [
  "Nenhum",
  "Um",
  "Dois",
  "Três",
  "Quatro",
  "Cinco",
  "Seis",
  "Sete",
  "Oito",
  "Nove",
  "Dez",
];

/** The intro, counting the themes the group can see: "Cinco temas de “eu nunca...”: ...". */
export function themesIntro(shown: number): string {
  const count = numberWords[shown] ?? String(shown);
  const noun = shown === 1 ? "tema" : "temas";
  return `${count} ${noun} de “eu nunca...”: quem já fez perde um dedo e bebe, e quem ficar por último vence.`;
}

export function EuNuncaCategoriesScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadEuNuncaSettings);
  const [unfinished] = useState(() => hasUnfinishedGame(euNuncaGame));
  // The players screen reads the same choice (it holds per game in this tab) and starts with it.
  const deck = useDeckChoice("eu-nunca", prefs.showAdult);
  useEffect(() => void prefetchEuNunca().catch(() => {}), []);

  const usable = allowedCategories(settings.categories, prefs.showAdult);
  const alone = deck.chosen !== null && !deck.mixed;
  const cards =
    deckIds(builtInSelection(deck, usable), prefs.showAdult).length +
    (deck.chosen?.items.length ?? 0);
  const ready = usable.length > 0 || deck.chosen !== null;

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/game-modes" rules={<EuNuncaRules />} />
      <p className="text-muted">
        {themesIntro(categories.filter((c) => prefs.showAdult || !c.adult).length)}
      </p>
      {unfinished && (
        <Button onClick={() => navigate("/eu-nunca/jogo")}>Continuar a partida</Button>
      )}
      <PlayInRoomLink gameId={manifest.id} />
      <CustomDeckPicker
        game="eu-nunca"
        choice={deck}
        showAdult={prefs.showAdult}
        adultWarning={ADULT_WARNING}
      />
      {!alone && (
        <CategoryPicker
          hint="Escolha uma ou misture várias."
          categories={pickerCategories}
          chosen={settings.categories}
          showAdult={prefs.showAdult}
          onChange={(next) => setSettings({ ...settings, categories: next })}
        />
      )}
      <div className="grid gap-2">
        <Button
          variant={unfinished ? "secondary" : undefined}
          disabled={!ready}
          onClick={() => {
            if (usable.length) saveEuNuncaSettings({ ...settings, categories: usable });
            navigate("/eu-nunca/jogadores");
          }}
        >
          Escolher jogadores
        </Button>
        {ready && (
          <p className="text-center text-sm text-muted" aria-live="polite">
            {cards} cartas no baralho
          </p>
        )}
      </div>
    </main>
  );
}
