// Profile values the app needs up front, without zod (the schemas load only where a form submits).
export const gameKinds = ["cartas", "desafios", "sorte", "desenho"] as const;
export const drinkModes = ["alcool", "sem-alcool"] as const;
export type DrinkMode = (typeof drinkModes)[number];

export interface Preferences {
  sound: boolean;
  vibration: boolean;
  showAdult: boolean;
  useLocation: boolean;
}

export const defaultPreferences: Preferences = {
  sound: true,
  vibration: true,
  showAdult: false,
  useLocation: false,
};
