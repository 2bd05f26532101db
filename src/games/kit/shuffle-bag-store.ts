import { cryptoRng, drawFromBag, isShuffleBagState, type Rng } from "../../shared/random";
import { readJson, writeJson } from "../../web/lib/safe-storage";

/** Draws the next prompt id of a deck; the bag lives in localStorage so reloads never repeat early. */
export function drawPersisted(
  gameId: string,
  deckId: string,
  ids: readonly string[],
  rng: Rng = cryptoRng(),
): string {
  const key = `saideira_bag_${gameId}_${deckId}`;
  const { id, state } = drawFromBag(readJson(key, isShuffleBagState), ids, rng);
  writeJson(key, state);
  return id;
}
