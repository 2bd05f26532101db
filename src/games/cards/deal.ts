import { currentPlayer } from "../../shared/players";
import { cryptoRng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import { pickOther } from "../kit/prompt";
import { gameBag } from "../kit/shuffle-bag-store";
import { allCardIds, type CardCount, deckFor, newGame, reduce } from "./logic";
import { manifest } from "./manifest";
import type { SavedGame } from "./saved-game";

/**
 * The impure edge of the game: picks the next card from the persisted shuffle bag (no repeats
 * until the deck is exhausted, across reloads) and the {outro} player, then applies the pure
 * reducer. Kept out of logic.ts so that stays free of storage and randomness.
 */
const rng = cryptoRng();
/**
 * One bag for the game (card ids were always stable, so the old bags carry over as they are):
 * turning 18+ on or off never brings cards back early.
 */
const bag = gameBag(manifest.id, { universe: allCardIds, rng });

/** A new card for the current player: 'draw' on an empty table, 'skip' to replace the card. */
export function deal(game: SavedGame, list: PlayerList, type: "draw" | "skip"): SavedGame {
  const owner = currentPlayer(list);
  const cardId = bag.draw(game.state.deckIds);
  const otherId = pickOther(list.players, owner?.id ?? null, rng)?.id ?? null;
  const state = reduce(game.state, { type, cardId, ownerId: owner?.id ?? null, otherId });
  return { ...game, state, otherId, savedAt: Date.now() };
}

/** A fresh game with its first card on the table, for the list's current player. */
export function startGame(list: PlayerList, showAdult: boolean, cardCount: CardCount): SavedGame {
  const game: SavedGame = {
    state: newGame(deckFor(showAdult)),
    otherId: null,
    cardCount,
    showAdult,
    savedAt: Date.now(),
  };
  return deal(game, list, "draw");
}
