// A finished play as the device keeps it, checked without zod: the app's entry must not carry it.
// `tests` compare these checks with the server's zod schema (src/shared/schemas/stats.ts).

/** Longest play a device may report (a night out), in minutes. */
export const MAX_PLAY_MINUTES = 12 * 60;
/** Plays one request may carry (a guest's backlog goes in several). */
export const MAX_PLAYS_PER_REQUEST = 100;
export const GAME_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A finished play as the device recorded it; its id makes sending it twice harmless. */
export interface DevicePlay {
  id: string;
  gameId: string;
  playedAt: string;
  minutes: number;
  victory: boolean;
}

// The same patterns as zod's z.uuid() and z.iso.datetime() (UTC, seconds, any fraction).
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const DATE =
  "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
const DATETIME = new RegExp(`^${DATE}T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$`);

const PLAY_KEYS = new Set(["id", "gameId", "playedAt", "minutes", "victory"]);

/** Whether `v` is a play with exactly these keys (plus `extra` ones), as the server takes it. */
export function isDevicePlay(v: unknown, extra: readonly string[] = []): v is DevicePlay {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const p = v as Record<string, unknown>;
  if (Object.keys(p).some((k) => !PLAY_KEYS.has(k) && !extra.includes(k))) return false;
  return (
    typeof p.id === "string" &&
    UUID.test(p.id) &&
    typeof p.gameId === "string" &&
    GAME_ID_PATTERN.test(p.gameId) &&
    typeof p.playedAt === "string" &&
    DATETIME.test(p.playedAt) &&
    typeof p.minutes === "number" &&
    Number.isInteger(p.minutes) &&
    p.minutes >= 0 &&
    p.minutes <= MAX_PLAY_MINUTES &&
    typeof p.victory === "boolean"
  );
}
