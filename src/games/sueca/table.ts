import { currentPlayer } from "../../shared/players";
import type { Player, PlayerList } from "../../shared/schemas/player";
import type { SetupPlayer } from "../kit/engine/engine";
import { isName, leave } from "../kit/engine/turns";

/**
 * The table changed between two cards ('Mudar regras ou jogadores'): the new list of players, as
 * the setup left it. Pure; what the game keeps of each player (cards drawn) stays with them.
 */

const MAX_ID_LENGTH = 64;

/** Untrusted players: ids 1..64 characters, unique, names 1..30 characters. */
export function isSetupPlayers(value: unknown): value is SetupPlayer[] {
  if (!Array.isArray(value)) return false;
  const ids = new Set<string>();
  for (const p of value) {
    if (typeof p !== "object" || p === null) return false;
    const { id, name } = p as Record<string, unknown>;
    if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID_LENGTH) return false;
    if (!isName(name) || ids.has(id)) return false;
    ids.add(id);
  }
  return true;
}

/**
 * The list re-seated as `players` says: who left is removed first (when it was their turn, the
 * turn passes to the next one, spec section 4), newcomers sit with zero, names and order follow.
 */
export function reseat(list: PlayerList, players: readonly SetupPlayer[], at: number): PlayerList {
  const wanted = new Set(players.map((p) => p.id));
  let kept = list;
  for (const p of list.players) if (!wanted.has(p.id)) kept = leave(kept, p.id, at);
  const currentId = currentPlayer(kept)?.id ?? null;
  const byId = new Map(kept.players.map((p) => [p.id, p]));
  const seated: Player[] = players.map((p) => ({
    ...(byId.get(p.id) ?? {
      id: p.id,
      points: 0,
      isActive: false,
      challengesCompleted: 0,
      drinksCompleted: 0,
    }),
    name: p.name.trim(),
  }));
  const found = seated.findIndex((p) => p.id === currentId);
  const index = seated.length === 0 ? null : Math.max(0, found);
  return {
    players: seated.map((p, i) => ({ ...p, isActive: i === index })),
    currentPlayerIndex: index,
    lastUpdated: at,
  };
}

/** Whether `players` is the list as it is (same ids, names and order): nothing to re-seat. */
export function sameTable(list: PlayerList, players: readonly SetupPlayer[]): boolean {
  return (
    list.players.length === players.length &&
    list.players.every((p, i) => p.id === players[i]?.id && p.name === players[i]?.name)
  );
}
