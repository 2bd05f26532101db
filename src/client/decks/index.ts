/** Custom decks ("Meus baralhos", issue 27) on the client: device, account, offline edits. */

export { saveDeviceDeck } from "./device-decks";
export {
  DECKS_KEY,
  type DecksView,
  type SavedDeck,
  useDeck,
  useDecks,
  useDecksFor,
  useDeleteDeck,
  useSaveDeck,
  useShareDeck,
} from "./hooks";
export { offerDeck, offeredDeck, offeredDeckId } from "./offer";
export { cleanDeckInput, deckProblem, kindName } from "./rules";
export { reportSharedDeck, sharedDeckQuery, sharedSnapshot, useCopySharedDeck } from "./shared";
export { syncDecks } from "./sync";
