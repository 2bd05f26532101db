import { useEffect, useRef, useState } from "react";
import { api, ok, segment } from "../../client/api";
import { sendOrQueue } from "../../client/outbox";
import { loadPlayers, playerActions, usePlayers } from "../../client/players-store";
import { useSession } from "../../client/session";
import { emptyList } from "../../shared/players";
import type { PlayerList } from "../../shared/schemas/player";

export const MIRROR_DEBOUNCE_MS = 800;

/** What PUT /api/sessions/:gameId/players gets for a list, as a string to compare sends by. */
const mirrorPayload = (list: PlayerList): string =>
  JSON.stringify({
    players: list.players,
    currentPlayerId:
      list.currentPlayerIndex === null ? null : (list.players[list.currentPlayerIndex]?.id ?? null),
  });

/**
 * Signed in: mirrors the local player list to the server's game session (debounced), and restores
 * it from there when the game opens with an empty local list (a new phone, cleared storage).
 */
export function useSessionMirror(gameId: string): void {
  const { isAuthenticated } = useSession();
  const [list] = usePlayers(gameId);
  const restoring = useRef(false);
  // Nothing is sent before the restore has answered, so an empty list never overwrites the
  // server's. State, not a ref: players added meanwhile are sent as soon as it turns true.
  const [ready, setReady] = useState(false);
  const lastSent = useRef<string | null>(null);

  useEffect(() => {
    if (!isAuthenticated || restoring.current) return;
    restoring.current = true;
    if (loadPlayers(gameId).players.length > 0) {
      setReady(true);
      return;
    }
    ok(api.sessions[":gameId"].$get({ param: { gameId: segment(gameId) } }))
      .then(({ session }) => {
        // Players typed while the answer was on its way win over the server's older list.
        if (session.players.length === 0 || loadPlayers(gameId).players.length > 0) return;
        const current = session.players.findIndex((p) => p.id === session.currentPlayerId);
        const index = Math.max(current, 0);
        playerActions(gameId).replace({
          players: session.players.map((p, i) => ({ ...p, isActive: i === index })),
          currentPlayerIndex: index,
          lastUpdated: Date.now(),
        });
      })
      .catch(() => {
        // Offline or server down: the local list is the truth, but an empty one is not sent (it
        // would replace the server's players once the queued write goes out); what is added is.
        lastSent.current = mirrorPayload(emptyList());
      })
      .finally(() => setReady(true));
  }, [isAuthenticated, gameId]);

  const payload = mirrorPayload(list);
  useEffect(() => {
    if (!isAuthenticated || !ready || payload === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = payload;
      void sendOrQueue("PUT", `/api/sessions/${gameId}/players`, JSON.parse(payload));
    }, MIRROR_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, gameId, payload, ready]);
}
