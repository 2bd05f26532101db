import { findAnyGame } from "../../../games/extras";
import { DECK_GAMES, DECK_ITEM_KINDS, type DeckGame } from "../../../shared/custom-deck";

/** The game's name as its card shows it. */
export const gameName = (game: DeckGame): string => findAnyGame(game)?.name ?? game;

/** Where 'Jogar com este baralho' goes: the game's start screen (its setup lists the deck). */
export const gameRoute = (game: DeckGame): string => findAnyGame(game)?.route ?? "/game-modes";

export const gameOptions = DECK_GAMES.map((id) => ({ id, name: gameName(id) }));

const KIND_LABELS: Record<string, string> = {
  truth: "Verdade",
  dare: "Desafio",
  desafio: "Desafio",
  roda: "Roda",
  duelo: "Duelo",
  outro: "Outro",
};
export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;
export const kindsOf = (game: DeckGame): readonly string[] => DECK_ITEM_KINDS[game];

export const itemCount = (n: number): string => (n === 1 ? "1 item" : `${n} itens`);
