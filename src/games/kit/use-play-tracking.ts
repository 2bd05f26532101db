import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { sendOrQueue } from "../../client/outbox";
import { PROFILE_KEY } from "../../client/session";

/** Stats never block a game: offline, they wait in the outbox and go out in order later. */
const track = (path: string, gameId: string) =>
  sendOrQueue("POST", `/api/stats/${path}`, { gameId });

/**
 * Reports a game's start once per mount, its end (played, minutes, victory) when it finishes, and
 * restarts; leaving an unfinished game ends it (its minutes count, it is not a played game).
 */
export function usePlayTracking(gameId: string) {
  const qc = useQueryClient();
  const started = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void track("start", gameId);
    }
    return () => {
      // Leaving before the end still counts the time played (not a played game).
      if (finished.current) return;
      started.current = false;
      void track("end", gameId);
    };
  }, [gameId]);

  const finish = useCallback(
    async ({ victory }: { victory: boolean }) => {
      if (finished.current) return;
      finished.current = true;
      await track("end", gameId);
      await track("played", gameId);
      if (victory) await track("victory", gameId);
      await qc.invalidateQueries({ queryKey: PROFILE_KEY });
    },
    [gameId, qc],
  );

  /** A new round with the same players ('Jogar de novo') is a new play. */
  const restart = useCallback(() => {
    finished.current = false;
    void track("start", gameId);
  }, [gameId]);

  return { finish, restart };
}
