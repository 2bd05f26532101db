import { sendOrQueue } from "../../client/outbox";
import { loadSettings, saveSettings } from "../../client/players-store";
import { clampMaxPoints, MAX_POINTS } from "../../shared/constants";
import { DRINK_UNITS, type DrinkUnit } from "./rules";

export interface RouletteSettings {
  drinkUnit: DrinkUnit;
  maxPoints: number;
  /** The group said yes to +18 prompts (they also need the profile's setting on). */
  adult: boolean;
}

const defaults: RouletteSettings = {
  drinkUnit: "goles",
  maxPoints: MAX_POINTS.default,
  adult: false,
};
const isSettings = (v: unknown): v is RouletteSettings => {
  const s = v as RouletteSettings | null;
  return !!s && DRINK_UNITS.includes(s.drinkUnit) && typeof s.maxPoints === "number";
};

/** Settings saved before the +18 opt-in lack it: off until the group says yes. */
export function loadRouletteSettings(): RouletteSettings {
  const s = loadSettings("saideira", defaults, isSettings);
  return { ...s, maxPoints: clampMaxPoints(s.maxPoints), adult: s.adult === true };
}

/** Saved on the device, and in the server's game session when signed in (best effort). */
export function saveRouletteSettings(s: RouletteSettings, signedIn: boolean): void {
  const clean = { ...s, maxPoints: clampMaxPoints(s.maxPoints) };
  saveSettings(clean, "saideira");
  // Through the outbox: a change made offline reaches the server when the connection returns.
  if (signedIn)
    void sendOrQueue("PUT", "/api/sessions/saideira/settings", { maxPoints: clean.maxPoints });
}
