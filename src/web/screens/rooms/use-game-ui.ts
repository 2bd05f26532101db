import { useEffect, useState } from "react";
import type { RoomGameUi } from "../../../games/kit/room-view";
import { roomGames } from "../../../games/room-games";

/** The room screens of a game, loaded on demand; null while loading or for a game without them. */
export function useRoomGameUi(gameId: string | undefined): RoomGameUi | null {
  const [ui, setUi] = useState<{ id: string; ui: RoomGameUi } | null>(null);
  useEffect(() => {
    const game = gameId ? roomGames[gameId] : undefined;
    if (!game || !gameId) return;
    let live = true;
    void game.load().then((loaded) => {
      if (live) setUi({ id: gameId, ui: loaded });
    });
    return () => {
      live = false;
    };
  }, [gameId]);
  return ui && ui.id === gameId ? ui.ui : null;
}
