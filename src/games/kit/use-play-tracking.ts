import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { recordPlay, syncPlays } from "../../client/device-plays";
import { PROFILE_KEY, useSession } from "../../client/session";
import { uuid } from "../../client/uuid";
import { MAX_PLAY_MINUTES } from "../../shared/device-play";

/**
 * A finished game is one play, recorded on the device with its own id (guest or not) and sent
 * to the account when someone is signed in: one request per game, never counted twice.
 */
export function usePlayTracking(gameId: string) {
  const qc = useQueryClient();
  const { isAuthenticated } = useSession();
  const startedAt = useRef(Date.now());
  const finished = useRef(false);

  const finish = useCallback(
    async ({ victory }: { victory: boolean }) => {
      if (finished.current) return;
      finished.current = true;
      const minutes = Math.floor((Date.now() - startedAt.current) / 60_000);
      recordPlay({
        id: uuid(),
        gameId,
        playedAt: new Date().toISOString(),
        minutes: Math.min(MAX_PLAY_MINUTES, Math.max(0, minutes)),
        victory,
      });
      if (!isAuthenticated) return;
      if ((await syncPlays()) > 0) await qc.invalidateQueries({ queryKey: PROFILE_KEY });
    },
    [gameId, isAuthenticated, qc],
  );

  /** A new round with the same players ('Jogar de novo') is a new play. */
  const restart = useCallback(() => {
    finished.current = false;
    startedAt.current = Date.now();
  }, []);

  return { finish, restart };
}
