import { describe, expect, it } from "vitest";
import type { CustomDeck, DeckGame } from "../../shared/custom-deck";
import { publicSettings, withStoredDeck } from "./deck-settings";
import { roomGame } from "./registry";

const deck = (game: DeckGame, kind?: string, adult = false): CustomDeck => ({
  id: "d1",
  name: "Firma",
  game,
  adult,
  items: ["Primeira", "Segunda"].map((text) => (kind ? { text, kind } : { text })),
});

describe("a room's custom deck", () => {
  it("phones get its summary; a start with the summary plays the room's own deck", () => {
    const stored = { levels: [], rounds: 3, showAdult: false, customDeck: deck("mais-provavel") };
    const shown = publicSettings(stored) as typeof stored;
    expect(shown.customDeck).toEqual({
      id: "d1",
      name: "Firma",
      game: "mais-provavel",
      adult: false,
      size: 2,
    });
    expect(withStoredDeck(shown, stored)).toEqual(stored);
    // Another deck sent whole is used as sent; a summary of another id is no deck.
    const other = { ...deck("mais-provavel"), id: "d2" };
    expect(withStoredDeck({ customDeck: other }, stored)).toEqual({ customDeck: other });
    const foreign = { customDeck: { ...shown.customDeck, id: "d3" } };
    expect(withStoredDeck(foreign, stored)).toBe(foreign);
    expect(publicSettings(null)).toBeNull();
    expect(publicSettings({ levels: ["leve"] })).toEqual({ levels: ["leve"] });
  });

  it("the host's settings keep the deck in every game that takes one, alone or mixed", () => {
    const cases: [DeckGame, string | undefined, Record<string, unknown>][] = [
      ["mais-provavel", undefined, { levels: [], rounds: 3 }],
      ["eu-nunca", undefined, { categories: [], lives: 3 }],
      ["truth-or-dare", "dare", { levels: [], maxPoints: 50 }],
      ["classic", "roda", { categories: [], maxPoints: 50 }],
      ["desenha-e-bebe", undefined, { difficulties: [], laps: 1 }],
    ];
    for (const [id, kind, settings] of cases) {
      const game = roomGame(id);
      const clean = game?.settings({ ...settings, customDeck: deck(id, kind) }) as Record<
        string,
        unknown
      >;
      expect(clean.customDeck, id).toEqual(deck(id, kind));
      // 18+ decks need the host's 18+; another game's deck is no deck.
      const adult = game?.settings({ ...settings, customDeck: deck(id, kind, true) }) as Record<
        string,
        unknown
      >;
      const state = game?.definition.setup(
        {
          players: ["a", "b", "c"].map((p) => ({ id: p, name: p.toUpperCase() })),
          settings: adult,
          bag: { seen: [], last: null },
        },
        { int: () => 0, next: () => 0 },
      );
      expect(JSON.stringify(state), id).not.toContain("Primeira");
    }
  });
});
