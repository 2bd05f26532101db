// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceDecks, saveDeviceDeck } from "./device-decks";
import { syncDecks } from "./sync";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const input = (name: string) => ({
  name,
  game: "truth-or-dare" as const,
  adult: false,
  items: [
    { text: "Conte um segredo", kind: "truth" },
    { text: "Imite alguém da roda", kind: "dare" },
  ],
});

/** A server that stores imported decks by id, like POST /api/decks/import. */
function stubServer(answers: (number | Error)[] = []) {
  const stored = new Set<string>();
  const sent: { id: string }[][] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe("/api/decks/import");
      const body = JSON.parse(String(init?.body)) as { decks: { id: string }[] };
      sent.push(body.decks);
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      if (answer !== 200) return new Response("{}", { status: answer });
      let imported = 0;
      for (const d of body.decks) {
        if (stored.has(d.id)) continue;
        stored.add(d.id);
        imported++;
      }
      return Response.json({ imported, overLimit: 0, left: [] });
    }),
  );
  return { stored, sent };
}

describe("a guest's decks joining the account on sign-in", () => {
  it("go once, with their ids; a second sign-in sends nothing", async () => {
    const a = saveDeviceDeck(undefined, input("Firma"));
    const b = saveDeviceDeck(undefined, input("Praia"));
    const server = stubServer();
    expect(await syncDecks()).toEqual({ imported: 2, overLimit: 0, left: [] });
    expect(server.sent[0]?.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
    expect(deviceDecks()).toEqual([]);
    expect(await syncDecks()).toBeNull();
    expect(server.sent).toHaveLength(1);
  });

  it("stay on the device when the answer is lost, and the retry imports nothing twice", async () => {
    const a = saveDeviceDeck(undefined, input("Firma"));
    const server = stubServer([new TypeError("offline"), 503]);
    expect(await syncDecks()).toBeNull();
    expect(await syncDecks()).toBeNull();
    expect(deviceDecks().map((d) => d.id)).toEqual([a.id]);
    expect(await syncDecks()).toEqual({ imported: 1, overLimit: 0, left: [] });
    // The same id every time: the server (idempotent by id) keeps one.
    expect(server.sent.map((s) => s.map((d) => d.id))).toEqual([[a.id], [a.id], [a.id]]);
    expect(server.stored.size).toBe(1);
  });

  it("runs once when sign-in and 'online' ask at the same time", async () => {
    saveDeviceDeck(undefined, input("Firma"));
    const server = stubServer();
    const [x, y] = await Promise.all([syncDecks(), syncDecks()]);
    expect(x).toBe(y);
    expect(server.sent).toHaveLength(1);
  });

  it("go in parts under the body limit, and decks over the account's limit stay here", async () => {
    const long = (name: string, n: number) => ({
      ...input(name),
      items: Array.from({ length: 300 }, (_, i) => ({
        text: `${name} ${n} item ${i} ${"x".repeat(180)}`,
        kind: i % 2 ? "truth" : "dare",
      })),
    });
    const ids = Array.from(
      { length: 12 },
      (_, n) => saveDeviceDeck(undefined, long("Turma", n)).id,
    );
    const sent: string[][] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        expect(String(init?.body).length).toBeLessThan(1024 * 1024);
        const part = (JSON.parse(String(init?.body)) as { decks: { id: string }[] }).decks;
        sent.push(part.map((d) => d.id));
        // The account has room for 10 more: everything after that is left out.
        const before = sent.flat().length - part.length;
        const left = part.filter((_, i) => before + i >= 10).map((d) => d.id);
        return Response.json({ imported: part.length - left.length, overLimit: left.length, left });
      }),
    );
    const result = await syncDecks();
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flat().sort()).toEqual([...ids].sort());
    expect(result?.imported).toBe(10);
    expect(
      deviceDecks()
        .map((d) => d.id)
        .sort(),
    ).toEqual([...(result?.left ?? [])].sort());
    expect(result?.left).toHaveLength(2);
  });
});
