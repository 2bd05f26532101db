// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Deck } from "../../shared/schemas/deck";
import { accountDeckView, queueEdit, readAccountDecks, updateAccountDecks } from "./account-decks";
import { flushDeckEdits } from "./deck-edits";

const USER = "u1";
const items = (...texts: string[]) => texts.map((text) => ({ text }));
const base: Deck = {
  id: "d1",
  name: "Firma",
  game: "eu-nunca",
  adult: false,
  items: items("Eu nunca A", "Eu nunca B", "Eu nunca C"),
  version: 3,
  shareCode: null,
  shared: false,
  hidden: false,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
};
const content = ({ name, game, adult, items }: Deck) => ({ name, game, adult, items });

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  updateAccountDecks(USER, () => ({ userId: USER, decks: [base], edits: [] }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server answering each request in turn. */
function stubServer(answers: ((call: Call) => Response)[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const answer = answers.shift();
      if (!answer) throw new TypeError("no answer");
      return answer(call);
    }),
  );
  return calls;
}

describe("an account's deck edited offline", () => {
  it("waits on the device, shown at once, then goes with its base version", async () => {
    online = false;
    const mine = { ...content(base), items: items("Eu nunca A", "Eu nunca C", "Eu nunca M") };
    updateAccountDecks(USER, (a) => queueEdit(a, { op: "update", id: "d1", base, deck: mine }));
    const calls = stubServer([]);
    expect((await flushDeckEdits(USER)).pending).toBe(true);
    expect(calls).toHaveLength(0);
    expect(accountDeckView(USER)[0]?.items).toEqual(mine.items);
    // A second edit before the connection returns keeps the first base (what the merge needs).
    const later = { ...mine, name: "Firma nova" };
    updateAccountDecks(USER, (a) =>
      queueEdit(a, { op: "update", id: "d1", base: { ...base, version: 99 }, deck: later }),
    );
    const edits = readAccountDecks(USER).edits;
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ op: "update", base: { version: 3 }, deck: later });

    online = true;
    const saved = { ...base, ...later, version: 4 };
    const sent = stubServer([() => Response.json({ deck: saved })]);
    expect(await flushDeckEdits(USER)).toEqual({ sent: 1, overLimit: 0, pending: false });
    expect(sent[0]).toMatchObject({
      method: "PUT",
      url: "/api/decks/d1",
      body: { deck: later, version: 3 },
    });
    expect(readAccountDecks(USER)).toMatchObject({ edits: [], decks: [{ version: 4 }] });
  });

  it("meets a change from another device: merged, sent again, nothing lost on either side", async () => {
    // Here: B removed, M added. There (version 4): renamed, T added.
    const mine = { ...content(base), items: items("Eu nunca A", "Eu nunca C", "Eu nunca M") };
    const theirs: Deck = {
      ...base,
      name: "Firma 2026",
      items: items("Eu nunca A", "Eu nunca B", "Eu nunca C", "Eu nunca T"),
      version: 4,
    };
    updateAccountDecks(USER, (a) => queueEdit(a, { op: "update", id: "d1", base, deck: mine }));
    const calls = stubServer([
      () =>
        Response.json(
          {
            error: { code: "DECK_CONFLICT", message: "Este baralho mudou em outro aparelho." },
            deck: theirs,
          },
          { status: 409 },
        ),
      (call) => {
        const { deck } = call.body as { deck: Deck };
        return Response.json({ deck: { ...theirs, ...deck, version: 5 } });
      },
    ]);
    const result = await flushDeckEdits(USER);
    expect(result).toEqual({ sent: 1, overLimit: 0, pending: false });
    expect(calls.map((c) => (c.body as { version: number }).version)).toEqual([3, 4]);
    expect((calls[1]?.body as { deck: unknown } | undefined)?.deck).toEqual({
      name: "Firma 2026",
      game: "eu-nunca",
      adult: false,
      items: items("Eu nunca A", "Eu nunca C", "Eu nunca T", "Eu nunca M"),
    });
    const [deck] = readAccountDecks(USER).decks;
    expect(deck?.version).toBe(5);
    expect(readAccountDecks(USER).edits).toEqual([]);
  });

  it("stays queued while the server is down, and is not sent twice by two flushes", async () => {
    const mine = { ...content(base), name: "Outra" };
    updateAccountDecks(USER, (a) => queueEdit(a, { op: "update", id: "d1", base, deck: mine }));
    stubServer([() => new Response("{}", { status: 503 })]);
    expect((await flushDeckEdits(USER)).pending).toBe(true);
    expect(readAccountDecks(USER).edits).toHaveLength(1);
    const calls = stubServer([() => Response.json({ deck: { ...base, ...mine, version: 4 } })]);
    await Promise.all([flushDeckEdits(USER), flushDeckEdits(USER)]);
    expect(calls).toHaveLength(1);
  });

  it("made as a new deck offline goes through import with its id; deleted before, never goes", async () => {
    online = false;
    const id = "0b8f6d0e-5c1a-4d3e-9f2a-7b6c5d4e3f21";
    const deck = { ...content(base), name: "Nova" };
    updateAccountDecks(USER, (a) => queueEdit(a, { op: "create", id, deck }));
    expect(accountDeckView(USER).map((d) => d.name)).toEqual(["Nova", "Firma"]);
    updateAccountDecks(USER, (a) => queueEdit(a, { op: "delete", id }));
    expect(readAccountDecks(USER).edits).toEqual([]);

    updateAccountDecks(USER, (a) => queueEdit(a, { op: "create", id, deck }));
    online = true;
    const calls = stubServer([() => Response.json({ imported: 1, overLimit: 0 })]);
    await flushDeckEdits(USER);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/decks/import",
      body: { decks: [{ id, deck }] },
    });
    expect(readAccountDecks(USER).edits).toEqual([]);
    // Shown from the copy until the next list read brings the server's own.
    expect(accountDeckView(USER).map((d) => [d.name, d.version])).toEqual([
      ["Nova", 1],
      ["Firma", 3],
    ]);
  });

  it("whose deck was deleted on another device comes back as a new deck", async () => {
    const mine = { ...content(base), name: "Salva" };
    updateAccountDecks(USER, (a) => queueEdit(a, { op: "update", id: "d1", base, deck: mine }));
    const calls = stubServer([
      () => Response.json({ error: { code: "DECK_NOT_FOUND", message: "x" } }, { status: 404 }),
      () => Response.json({ imported: 1, overLimit: 0 }),
    ]);
    await flushDeckEdits(USER);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "PUT /api/decks/d1",
      "POST /api/decks/import",
    ]);
    expect((calls[1]?.body as { decks: { deck: unknown }[] } | undefined)?.decks[0]?.deck).toEqual(
      mine,
    );
  });

  it("belongs to its account: another user on this phone neither sees nor sends it", async () => {
    updateAccountDecks(USER, (a) =>
      queueEdit(a, { op: "update", id: "d1", base, deck: content(base) }),
    );
    expect(accountDeckView("u2")).toEqual([]);
    const calls = stubServer([]);
    await flushDeckEdits("u2");
    expect(calls).toHaveLength(0);
  });
});
