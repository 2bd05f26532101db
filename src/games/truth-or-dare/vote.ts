import { currentPlayer } from "../../shared/players";
import type { PlayerList } from "../../shared/schemas/player";

/**
 * Verdade ou Desafio in a room: the other players vote 'Cumpriu?' on their own phones. Pure
 * helpers over the ballots (voter id -> did they do it); the definition in logic.ts uses them.
 */

export type Ballots = Record<string, boolean>;

/** The verdict on the card that was on the table, shown until someone moves on. */
export interface Verdict {
  playerId: string;
  /** Voters who said Sim / Não, in table order (public once the verdict is out). */
  yes: string[];
  no: string[];
  outcome: "cumpriu" | "recusou";
  /** The player refused the card themselves: no vote was needed. */
  refused: boolean;
}

/** Who votes on the card: every player of the game but the one whose turn it is. */
export function votersOf(list: PlayerList): string[] {
  const current = currentPlayer(list);
  return list.players.filter((p) => p.id !== current?.id).map((p) => p.id);
}

/** The ballots of players still in the game (someone who left takes their vote along). */
export function keptBallots(ballots: Ballots | undefined, voters: readonly string[]): Ballots {
  const kept: Ballots = {};
  for (const id of voters) if (ballots && id in ballots) kept[id] = ballots[id] === true;
  return kept;
}

export const everyoneVoted = (ballots: Ballots, voters: readonly string[]): boolean =>
  voters.length > 0 && voters.every((id) => id in ballots);

/**
 * Counts the ballots. The majority decides; a tie counts as done (the benefit of the doubt goes
 * to the player on the spot, as a group that cannot agree usually settles it).
 */
export function tally(playerId: string, ballots: Ballots, voters: readonly string[]): Verdict {
  const yes = voters.filter((id) => ballots[id] === true);
  const no = voters.filter((id) => ballots[id] === false);
  return {
    playerId,
    yes,
    no,
    outcome: yes.length >= no.length ? "cumpriu" : "recusou",
    refused: false,
  };
}
