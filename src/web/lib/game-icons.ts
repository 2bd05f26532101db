import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { findGame } from "../../games/catalogue";
import { GAME_ICONS_KEY } from "./device-keys";
import { ICON_UPDATED_EVENT, type IconUpdatedDetail } from "./events";
import { readJson } from "./safe-storage";

export const ICONS_QUERY_KEY = ["/api/icons"] as const;
export const FALLBACK_ICON = "/icons/fallback.png";

type IconMap = Record<string, string>;
const isIconMap = (v: unknown): v is IconMap =>
  typeof v === "object" && v !== null && Object.values(v).every((x) => typeof x === "string");

export function readCachedIcons(): IconMap {
  return readJson(GAME_ICONS_KEY, isIconMap) ?? {};
}

/**
 * A game's icon URL: the server's map (cached in localStorage as `gameIcons`), updated live on
 * 'icon-updated'. The first render always uses the default art so the prerendered HTML matches.
 */
export function useGameIconUrl(gameId: string): string {
  const fallback = findGame(gameId)?.icon ?? FALLBACK_ICON;
  const [live, setLive] = useState<string | null>(null);
  const { data } = useQuery<IconMap | null>({ queryKey: ICONS_QUERY_KEY });

  useEffect(() => {
    const cached = readCachedIcons()[gameId];
    if (cached) setLive(cached);
    const onUpdate = (e: Event) => {
      const detail = (e as CustomEvent<IconUpdatedDetail>).detail;
      if (detail?.iconType === gameId) setLive(detail.url);
    };
    window.addEventListener(ICON_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(ICON_UPDATED_EVENT, onUpdate);
  }, [gameId]);

  useEffect(() => {
    const fromServer = data?.[gameId];
    if (fromServer) setLive(fromServer);
  }, [data, gameId]);

  return live ?? fallback;
}
