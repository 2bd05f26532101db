/** Where decks live on the device; no imports, so sign-out (auth-client.ts) can forget them cheaply. */
export const DEVICE_DECKS_KEY = "saideira_decks";
/** The signed-in account's decks as last read, with edits not yet sent (one key: one write). */
export const ACCOUNT_DECKS_KEY = "saideira_account_decks";
/** The shared deck 'Jogar com este baralho' offered to a game's setup, this tab only. */
export const OFFERED_DECK_KEY = "saideira_offered_deck";
/** The account's decks in the query cache (GET /api/decks); the device copy follows each answer. */
export const DECKS_KEY = ["/api/decks"] as const;
