import { useEffect, useId } from "react";
import { useNavigate } from "react-router";
import { useStoredSettings } from "../../../client/players-store";
import { MAX_POINTS } from "../../../shared/constants";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { usableChoice } from "../../kit/category-choice";
import { CategoryPicker, type PickerCategory } from "../../kit/category-picker";
import { CustomDeckPicker, useDeckChoice } from "../../kit/custom-deck-picker";
import { deferredGame, useDeferredGame } from "../../kit/deferred-game";
import { GameBlurb } from "../../kit/game-blurb";
import { GameHeader } from "../../kit/game-header";
import { PlayInRoomLink } from "../../kit/play-in-room";
import { PromptIcon } from "../../kit/prompt-icon";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { categoryInfos } from "../categories";
import { manifest } from "../manifest";
import type { CategoryId } from "../options";
import { ADULT_WARNING, loadClassicSettings, saveClassicSettings } from "../settings";
import { categoryFace } from "../sober";
import { ClassicRules } from "./classic-rules";
import "../styles.css";

/** Loads the other screens of this game now, so it keeps working if the signal drops. */
export const prefetchClassic = () =>
  Promise.all([import("./classic-players-screen"), import("./classic-play-screen")]);
/** The rules and the deck: the players and play screens', fetched with them. */
export const classicRules = deferredGame(() => import("../logic").then((m) => m.classicGame));

const pickerCategories = (drinkMode: DrinkMode): PickerCategory<CategoryId>[] =>
  categoryInfos.map((c) => {
    const face = categoryFace(c, drinkMode);
    return {
      id: c.id,
      name: face.name,
      description: face.description,
      adult: c.adult,
      icon: <PromptIcon name={face.icon} className="size-6 shrink-0 text-brand" />,
      adultWarning: ADULT_WARNING,
    };
  });

export function ClassicStartScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings("classic", loadClassicSettings);
  const pointsId = useId();
  const { unfinished } = useDeferredGame(manifest.id, classicRules);
  // The players screen reads the same choice (it holds per game in this tab) and starts with it.
  const deck = useDeckChoice("classic", prefs.showAdult);
  useEffect(() => void prefetchClassic().catch(() => {}), []);

  const usable = usableChoice(settings.categories, categoryInfos, prefs.showAdult);
  const alone = deck.chosen !== null && !deck.mixed;

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/game-modes" rules={<ClassicRules />} />
      <GameBlurb game={manifest} />
      {unfinished && <Button onClick={() => navigate("/classic/play")}>Continuar a partida</Button>}
      <CustomDeckPicker
        game="classic"
        choice={deck}
        showAdult={prefs.showAdult}
        adultWarning={ADULT_WARNING}
      />
      {!alone && (
        <CategoryPicker
          categories={pickerCategories(prefs.drinkMode)}
          chosen={settings.categories}
          showAdult={prefs.showAdult}
          onChange={(categories) => setSettings({ ...settings, categories })}
        />
      )}
      <div className="grid gap-2">
        <label htmlFor={pointsId} className="flex justify-between font-bold">
          Meta de pontos <output className="text-brand">{settings.maxPoints}</output>
        </label>
        <input
          id={pointsId}
          type="range"
          min={MAX_POINTS.min}
          max={MAX_POINTS.max}
          step={10}
          value={settings.maxPoints}
          onChange={(e) => setSettings({ ...settings, maxPoints: Number(e.target.value) })}
          className="h-11 accent-amber-400"
        />
      </div>
      <Button
        variant={unfinished ? "secondary" : undefined}
        disabled={usable.length === 0 && deck.chosen === null}
        onClick={() => {
          saveClassicSettings({
            ...settings,
            categories: usable.length ? usable : settings.categories,
          });
          navigate("/classic/players");
        }}
      >
        Escolher jogadores
      </Button>
      <PlayInRoomLink gameId={manifest.id} />
    </main>
  );
}
