import { MAX_POINTS } from "../../shared/constants";
import { clampMaxPoints } from "../../shared/schemas/session";
import { apiJson } from "../../web/lib/api";
import { loadSettings, saveSettings } from "../../web/lib/players-store";
import { DRINK_UNITS, type DrinkUnit } from "./logic";

export interface RouletteSettings {
  drinkUnit: DrinkUnit;
  maxPoints: number;
}

const defaults: RouletteSettings = { drinkUnit: "goles", maxPoints: MAX_POINTS.default };
const isSettings = (v: unknown): v is RouletteSettings => {
  const s = v as RouletteSettings | null;
  return !!s && DRINK_UNITS.includes(s.drinkUnit) && typeof s.maxPoints === "number";
};

export function loadRouletteSettings(): RouletteSettings {
  const s = loadSettings("saideira", defaults, isSettings);
  return { ...s, maxPoints: clampMaxPoints(s.maxPoints) };
}

/** Saved on the device, and in the server's game session when signed in (best effort). */
export function saveRouletteSettings(s: RouletteSettings, signedIn: boolean): void {
  const clean = { ...s, maxPoints: clampMaxPoints(s.maxPoints) };
  saveSettings(clean, "saideira");
  if (signedIn) {
    apiJson("PUT", "/api/sessions/saideira/settings", { maxPoints: clean.maxPoints }).catch(
      () => {},
    );
  }
}
