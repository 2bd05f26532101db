/**
 * The size of a card's text on the board: large from across the room, a step smaller for the
 * long cards so that the longest still fits a phone laid on the table (360x640) and a TV. Apart
 * from room-view.tsx because local screens share the card (Eu Nunca's) and must not load the
 * rooms' kit with it. `board-card` lets a crowded table's board size it down (BoardSplit).
 */
export function boardCardText(text: string): string {
  if (text.length > 100) return "board-card text-xl sm:text-4xl";
  if (text.length > 60) return "board-card text-2xl sm:text-4xl";
  return "board-card text-3xl sm:text-5xl";
}
