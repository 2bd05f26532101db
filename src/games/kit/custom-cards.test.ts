import { describe, expect, it } from "vitest";
import { textId } from "../../shared/content-id";
import type { CustomDeck } from "../../shared/custom-deck";
import { customCardById, customCards, customIds, playableDeck, settingsDeck } from "./custom-cards";

const deck = (items: CustomDeck["items"], adult = false): CustomDeck => ({
  id: "d",
  name: "Nosso",
  game: "truth-or-dare",
  adult,
  items,
});

describe("custom cards", () => {
  it("ids are textId('custom', text), unique even when texts share a slug", () => {
    const d = deck([
      { text: "Dança!", kind: "dare" },
      { text: "日本", kind: "truth" },
      { text: "مرحبا", kind: "dare" },
    ]);
    const ids = customIds(d);
    expect(ids[0]).toBe(textId("custom", "Dança!"));
    expect(ids[1]).toBe(textId("custom", "日本"));
    expect(ids[2]).toBe(`${textId("custom", "مرحبا")}.2`);
    expect(customIds(d, ["truth"])).toEqual([ids[1]]);
    expect(customCardById(d, ids[2] as string)).toEqual({
      id: ids[2],
      text: "مرحبا",
      kind: "dare",
    });
    // The same ids after a JSON round trip (a new object).
    expect(customIds(JSON.parse(JSON.stringify(d)))).toEqual(ids);
    expect(customCards(null)).toEqual([]);
  });

  it("a settings deck is checked, and an 18+ one needs 18+ on", () => {
    const d = deck(
      [
        { text: "a", kind: "dare" },
        { text: "b", kind: "truth" },
      ],
      true,
    );
    expect(settingsDeck(d, "truth-or-dare", true)).toEqual(d);
    expect(settingsDeck(d, "truth-or-dare", false)).toBeNull();
    expect(settingsDeck(d, "eu-nunca", true)).toBeNull();
    expect(settingsDeck({ ...d, items: [{ text: "a" }] }, "truth-or-dare", true)).toBeNull();
    expect(playableDeck(d, false)).toBeNull();
  });
});
