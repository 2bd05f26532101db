import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { GAME_ICONS_KEY } from "../../client/device-keys";
import {
  emitIconUpdated,
  followServerIconChanges,
  ICON_UPDATED_EVENT,
  type IconUpdatedDetail,
} from "../../client/events";
import { FALLBACK_ICON, iconMapFromStorageValue, readCachedIcons } from "../../client/icon-map";
import { iconsQuery } from "../../client/public-queries";
import { writeJson } from "../../client/safe-storage";
import { findAnyGame } from "../../games/extras";

export const ICONS_QUERY_KEY = iconsQuery.queryKey;

/** The URL for one game in a raw `gameIcons` value written by another tab, if any. */
export function iconFromStorageValue(raw: string | null, gameId: string): string | null {
  return iconMapFromStorageValue(raw)?.[gameId] ?? null;
}

/**
 * A game's icon URL: the server's map (cached in localStorage as `gameIcons`), updated live on
 * 'icon-updated' (this tab) and on `storage` changes of the cache (other tabs). The first render
 * always uses the default art so the prerendered HTML matches.
 */
export function useGameIconUrl(gameId: string): string {
  const fallback = findAnyGame(gameId)?.icon ?? FALLBACK_ICON;
  const [live, setLive] = useState<string | null>(null);
  const { data } = useQuery(iconsQuery);
  const queryClient = useQueryClient();

  useEffect(() => {
    const cached = readCachedIcons()[gameId];
    if (cached) setLive(cached);
    const onUpdate = (e: Event) => {
      const detail = (e as CustomEvent<IconUpdatedDetail>).detail;
      if (detail?.iconType === gameId) setLive(detail.url);
    };
    // Window events stay in their tab; another tab's admin change arrives as a storage event.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== GAME_ICONS_KEY) return;
      const url = iconFromStorageValue(e.newValue, gameId);
      if (!url) return;
      setLive(url);
      queryClient.setQueryData(ICONS_QUERY_KEY, (old) =>
        old && old[gameId] !== url ? { ...old, [gameId]: url } : old,
      );
    };
    window.addEventListener(ICON_UPDATED_EVENT, onUpdate);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(ICON_UPDATED_EVENT, onUpdate);
      window.removeEventListener("storage", onStorage);
    };
  }, [gameId, queryClient]);

  useEffect(() => {
    const fromServer = data?.[gameId];
    if (fromServer) setLive(fromServer);
  }, [data, gameId]);

  return live ?? fallback;
}

/** Spec section 4: cache locally, tell this tab's icons, then re-read /api/icons from the server. */
export async function applyIconUpdate(
  queryClient: QueryClient,
  iconType: string,
  url: string,
): Promise<void> {
  writeJson(GAME_ICONS_KEY, { ...readCachedIcons(), [iconType]: url });
  emitIconUpdated({ iconType, url });
  queryClient.setQueryData(ICONS_QUERY_KEY, (old) => (old ? { ...old, [iconType]: url } : old));
  await queryClient.invalidateQueries({ queryKey: ICONS_QUERY_KEY });
}

/** Applies the server's icon changes (an admin on another device) while the app is open. */
export function useServerIconEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followServerIconChanges({
        onChange: ({ iconType, url }) => void applyIconUpdate(queryClient, iconType, url),
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: ICONS_QUERY_KEY }),
      }),
    [queryClient],
  );
}
