import { GAME_ICONS_KEY } from "./device-keys";
import { readJson } from "./safe-storage";

/** Pure pieces of the game icon map, shared by the React hook and the landing's plain script. */
export const FALLBACK_ICON = "/icons/fallback.png";

export type IconMap = Record<string, string>;
export const isIconMap = (v: unknown): v is IconMap =>
  typeof v === "object" && v !== null && Object.values(v).every((x) => typeof x === "string");

export function readCachedIcons(): IconMap {
  return readJson(GAME_ICONS_KEY, isIconMap) ?? {};
}

/** The icon map in a raw `gameIcons` value written by another tab, if it is one. */
export function iconMapFromStorageValue(raw: string | null): IconMap | null {
  if (!raw) return null;
  try {
    const map: unknown = JSON.parse(raw);
    return isIconMap(map) ? map : null;
  } catch {
    return null;
  }
}
