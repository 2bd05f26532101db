/** Business constants of spec section 9. */
export const MAX_POINTS = { default: 100, min: 10, max: 1000 } as const;
export const RECENT_GAMES_LIMIT = 10;
export const SESSION_TTL_HOURS = 24;
export const PLAYER_ID_LENGTH = 9;
export const DEFAULT_PLAYER_NAME = "Jogador";
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const SPLASH = { holdAfterCompleteMs: 1000, fadeMs: 500 } as const;
export const LOADING_MESSAGE_INTERVAL_MS = 2000;
export const LANDING_GAME_COUNT = 6;
export const LOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 } as const;
export const TOAST = {
  durationMs: 5000,
  swipeThresholdPx: 50,
  swipeDirection: "right",
  hotkey: ["F8"],
  announceRemovalMs: 1000,
  limit: 1,
  removeDelayMs: 1_000_000,
} as const;
export const AUTH_REQUEST_TIMEOUT_MS = 15_000;
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Spec section 9: banner texts until an admin changes them. */
export const DEFAULT_BANNER_TEXTS: Record<"1" | "2" | "3", { title: string; description: string }> =
  {
    "1": { title: "Bem-vindo ao Saideira", description: "O melhor app para suas festas" },
    "2": { title: "Diversão Garantida", description: "Jogos para todos os momentos" },
    "3": { title: "Novos Jogos Disponíveis", description: "Experimente as novidades" },
  };

/** The service worker's cache of API answers (session, profile): emptied on sign-out. */
export const SW_API_CACHE = "saideira-api";

/** maxPoints is clamped, not refused: any finite number is brought into 10..1000. */
export function clampMaxPoints(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return MAX_POINTS.default;
  return Math.min(MAX_POINTS.max, Math.max(MAX_POINTS.min, Math.round(value)));
}
