// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DECK_ITEM_MAX, DECK_MAX_ITEMS, MAX_DECKS_PER_USER } from "../../shared/custom-deck";
import { HttpError } from "../api";
import { deleteDeviceDeck, deviceDecks, saveDeviceDeck } from "./device-decks";
import { DEVICE_DECKS_KEY } from "./keys";
import { offerDeck, offeredDeck, offeredDeckId } from "./offer";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const input = (name: string, items = ["Eu nunca nadei pelado", "Eu nunca menti a idade"]) => ({
  name,
  game: "eu-nunca" as const,
  adult: false,
  items: items.map((text) => ({ text })),
});

const refusal = (fn: () => unknown): HttpError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error("not refused");
};

describe("a guest's decks on the device", () => {
  it("are saved under saideira_decks with a UUID, newest first, cleaned like the server", () => {
    const a = saveDeviceDeck(undefined, input("  Firma  "));
    const b = saveDeviceDeck(undefined, input("Faculdade"));
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.name).toBe("Firma");
    expect(deviceDecks().map((d) => d.name)).toEqual(["Faculdade", "Firma"]);
    expect(localStorage.getItem(DEVICE_DECKS_KEY)).toContain(b.id);
    saveDeviceDeck(a.id, input("Firma 2"));
    expect(deviceDecks().find((d) => d.id === a.id)?.name).toBe("Firma 2");
    deleteDeviceDeck(b.id);
    expect(deviceDecks().map((d) => d.id)).toEqual([a.id]);
  });

  it("keep the server's limits, refused in Portuguese", () => {
    expect(refusal(() => saveDeviceDeck(undefined, input("Um", ["só um"]))).userMessage).toBe(
      "Um baralho precisa de pelo menos 2 itens",
    );
    expect(
      refusal(() => saveDeviceDeck(undefined, input("Rep", ["Eu nunca, bebi!", "eu NUNCA bebi"])))
        .userMessage,
    ).toBe("Item repetido: “eu NUNCA bebi”");
    expect(
      refusal(() => saveDeviceDeck(undefined, input("Longo", ["a", "b".repeat(DECK_ITEM_MAX + 1)])))
        .userMessage,
    ).toMatch(/máximo de 200/);
    const many = Array.from({ length: DECK_MAX_ITEMS + 1 }, (_, i) => `item ${i}`);
    expect(refusal(() => saveDeviceDeck(undefined, input("Muitos", many))).userMessage).toBe(
      "No máximo 300 itens por baralho",
    );
    for (let i = 0; i < MAX_DECKS_PER_USER; i += 1) saveDeviceDeck(undefined, input(`B${i}`));
    const full = refusal(() => saveDeviceDeck(undefined, input("Demais")));
    expect(full.code).toBe("TOO_MANY_DECKS");
    expect(full.userMessage).toBe("Limite de 50 baralhos atingido.");
  });

  it("drop an unreadable deck alone and ignore garbage", () => {
    const good = saveDeviceDeck(undefined, input("Boa"));
    const stored = JSON.parse(localStorage.getItem(DEVICE_DECKS_KEY) ?? "{}");
    stored.value.push({ id: "not-a-uuid", name: "x", game: "eu-nunca", adult: false, items: [] });
    stored.value.push({ ...stored.value[0], id: crypto.randomUUID(), game: "sueca" });
    localStorage.setItem(DEVICE_DECKS_KEY, JSON.stringify(stored));
    expect(deviceDecks().map((d) => d.id)).toEqual([good.id]);
    localStorage.setItem(DEVICE_DECKS_KEY, "{not json");
    expect(deviceDecks()).toEqual([]);
  });
});

describe("the deck offered by 'Jogar com este baralho'", () => {
  it("is kept for this session and offered to its own game only", () => {
    expect(offeredDeckId("eu-nunca")).toBeNull();
    const deck = { id: "shared-ABCD2345", ...input("Da Bia") };
    offerDeck(deck);
    expect(offeredDeckId("eu-nunca")).toBe("shared-ABCD2345");
    expect(offeredDeckId("truth-or-dare")).toBeNull();
    expect(offeredDeck()).toEqual(deck);
    sessionStorage.setItem("saideira_offered_deck", '{"broken":');
    expect(offeredDeckId("eu-nunca")).toBeNull();
  });
});
