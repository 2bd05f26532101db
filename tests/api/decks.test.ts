import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decks } from "../../src/server/db/schema";
import {
  DECK_ITEM_MAX,
  DECK_MAX_ITEMS,
  MAX_DECKS_PER_USER,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
} from "../../src/shared/custom-deck";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const items = (...texts: string[]) => texts.map((text) => ({ text }));
const euNunca = {
  name: "Da turma",
  game: "eu-nunca",
  adult: false,
  items: items("Eu nunca dormi na aula", "Eu nunca perdi o ônibus"),
};
const CODE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);

describe(`custom decks API: the owner's decks (${dbLabel})`, () => {
  let api: Api;
  let owner: Client;
  let ownerId: string;
  let other: Client;
  beforeAll(async () => {
    api = await createTestApi();
    owner = api.client();
    ownerId = (await owner.signUp()).res.json.user.id;
    other = api.client();
    await other.signUp();
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const decksOf = (userId: string) => db().select().from(decks).where(eq(decks.userId, userId));
  const create = async (c: Client, body: unknown = euNunca) => {
    const res = await c.post("/api/decks", body);
    expect(res.status, res.text).toBe(201);
    return res.json.deck;
  };

  it("401s visitors on every endpoint of the account's decks", async () => {
    const visitor = api.client();
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/decks"],
      ["POST", "/api/decks", euNunca],
      ["POST", "/api/decks/import", { decks: [] }],
      ["PUT", `/api/decks/${id}`, { deck: euNunca, version: 1 }],
      ["DELETE", `/api/decks/${id}`],
      ["POST", `/api/decks/${id}/share`],
      ["DELETE", `/api/decks/${id}/share`],
    ];
    for (const [method, url, body] of calls) {
      const res = await visitor.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("creates, lists newest first, edits (version + 1) and deletes a deck", async () => {
    const c = api.client();
    await c.signUp();
    expect((await c.get("/api/decks")).json).toEqual({ decks: [] });
    const deck = await create(c, { ...euNunca, name: "  Da   turma " });
    expect(deck).toEqual({
      id: expect.any(String),
      name: "Da turma",
      game: "eu-nunca",
      adult: false,
      items: euNunca.items,
      version: 1,
      shareCode: null,
      shared: false,
      hidden: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const dares = {
      name: "Pesado",
      game: "truth-or-dare",
      adult: true,
      items: [
        { text: "Conte seu maior mico", kind: "truth" },
        { text: "Dance sem música", kind: "dare" },
      ],
    };
    const second = await create(c, dares);
    expect(second).toMatchObject({ adult: true, items: dares.items });
    const list = (await c.get("/api/decks")).json.decks;
    expect(list.map((d: { id: string }) => d.id)).toEqual([second.id, deck.id]);
    expect(list[0].adult).toBe(true);

    const edited = await c.put(`/api/decks/${deck.id}`, {
      deck: { ...euNunca, name: "Renomeado", adult: true, items: items("Um", "Dois", "Três") },
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.json.deck).toMatchObject({
      id: deck.id,
      name: "Renomeado",
      adult: true,
      items: items("Um", "Dois", "Três"),
      version: 2,
      createdAt: deck.createdAt,
    });
    const again = await c.put(`/api/decks/${deck.id}`, { deck: euNunca, version: 2 });
    expect(again.json.deck).toMatchObject({ version: 3, adult: false });

    expect((await c.del(`/api/decks/${deck.id}`)).status).toBe(204);
    expect((await c.del(`/api/decks/${deck.id}`)).status).toBe(404);
    expect((await c.get("/api/decks")).json.decks.map((d: { id: string }) => d.id)).toEqual([
      second.id,
    ]);
  });

  it("refuses what breaks the limits with a Portuguese 400 and changes nothing", async () => {
    const existing = await create(owner);
    const before = await decksOf(ownerId);
    const tooLong = "x".repeat(DECK_ITEM_MAX + 1);
    const cases: [unknown, string][] = [
      [{ ...euNunca, items: items("Só um") }, "pelo menos 2 itens"],
      [
        {
          ...euNunca,
          items: Array.from({ length: DECK_MAX_ITEMS + 1 }, (_, i) => ({ text: `Item ${i}` })),
        },
        "No máximo 300 itens",
      ],
      [{ ...euNunca, items: items("Ok", tooLong) }, "máximo de 200 caracteres"],
      [{ ...euNunca, items: items("Ok", "   ") }, "Item vazio"],
      [{ ...euNunca, name: "" }, "Dê um nome ao baralho"],
      [{ ...euNunca, name: " \u200b " }, "Dê um nome ao baralho"],
      [{ ...euNunca, name: "n".repeat(41) }, "máximo de 40 caracteres"],
      [{ ...euNunca, game: "roleta" }, "Escolha um jogo"],
      [{ ...euNunca, items: items("Eu nunca fui à praia", "eu nunca FUI a praia!") }, "repetido"],
      [{ ...euNunca, game: "truth-or-dare" }, "Escolha o tipo"],
      [{ ...euNunca, items: [{ text: "Ok", kind: "truth" }, { text: "Dois" }] }, "Tipo não usado"],
      [{ ...euNunca, userId: "outro" }, ""],
      [{ ...euNunca, adult: "sim" }, ""],
      [{ name: "Sem itens", game: "eu-nunca", adult: false }, ""],
      [null, ""],
      [[], ""],
    ];
    for (const [body, message] of cases) {
      const post = await owner.post("/api/decks", body);
      expect(post.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(post.json.error.code).toBe("VALIDATION_ERROR");
      expect(post.json.error.message).toContain(message);
      const put = await owner.put(`/api/decks/${existing.id}`, { deck: body, version: 1 });
      expect(put.status, JSON.stringify(body).slice(0, 200)).toBe(400);
    }
    for (const version of [0, -1, 1.5, "1", null]) {
      const put = await owner.put(`/api/decks/${existing.id}`, { deck: euNunca, version });
      expect(put.status).toBe(400);
    }
    expect(await decksOf(ownerId)).toEqual(before);
  });

  it("takes the largest deck: 300 items of 200 characters, even in 4-byte emoji", async () => {
    const c = api.client();
    await c.signUp();
    const big = Array.from({ length: DECK_MAX_ITEMS }, (_, i) => ({
      text: `${i} ${"a".repeat(DECK_ITEM_MAX - String(i).length - 1)}`,
    }));
    const deck = await create(c, { ...euNunca, items: big });
    expect(deck.items).toHaveLength(DECK_MAX_ITEMS);
    expect(deck.items[299].text).toHaveLength(DECK_ITEM_MAX);
    // 98 emoji after a number: 200 UTF-16 units and about 400 bytes each, 120 KB of JSON in all.
    const emoji = Array.from({ length: DECK_MAX_ITEMS }, (_, i) => ({
      text: `${String(i).padStart(3, "0")} ${"🍺".repeat(98)}`,
    }));
    const heavy = await create(c, { ...euNunca, items: emoji });
    expect(heavy.items).toEqual(emoji);
  });

  it(`allows at most ${MAX_DECKS_PER_USER} decks, even under parallel requests`, async () => {
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    await db()
      .insert(decks)
      .values(
        Array.from({ length: MAX_DECKS_PER_USER - 2 }, (_, i) => ({
          id: randomUUID(),
          userId: id,
          name: `Baralho ${i}`,
          game: "eu-nunca" as const,
          items: euNunca.items,
        })),
      );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => c.post("/api/decks", { ...euNunca, name: `Novo ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json).toEqual({
      error: { code: "TOO_MANY_DECKS", message: "Limite de 50 baralhos atingido." },
    });
    expect(await decksOf(id)).toHaveLength(MAX_DECKS_PER_USER);
    const [first] = await decksOf(id);
    expect((await c.del(`/api/decks/${first?.id}`)).status).toBe(204);
    expect((await c.post("/api/decks", euNunca)).status).toBe(201);
  });

  it("saves an edit only on the version it started from: 409 DECK_CONFLICT with the stored deck", async () => {
    const deck = await create(owner);
    const phone = await owner.put(`/api/decks/${deck.id}`, {
      deck: { ...euNunca, items: items("Do celular", "Outro") },
      version: 1,
    });
    expect(phone.json.deck.version).toBe(2);
    const laptop = await owner.put(`/api/decks/${deck.id}`, {
      deck: { ...euNunca, items: items("Do notebook", "Outro") },
      version: 1,
    });
    expect(laptop.status).toBe(409);
    expect(laptop.json).toEqual({
      error: { code: "DECK_CONFLICT", message: "Este baralho mudou em outro aparelho." },
      deck: phone.json.deck,
    });
    const [stored] = await db().select().from(decks).where(eq(decks.id, deck.id));
    expect(stored?.items).toEqual(items("Do celular", "Outro"));
    expect(stored?.version).toBe(2);
    // The merged edit, sent on the version the conflict named, is saved.
    const merged = await owner.put(`/api/decks/${deck.id}`, {
      deck: { ...euNunca, items: items("Do celular", "Outro", "Do notebook") },
      version: 2,
    });
    expect(merged.json.deck).toMatchObject({ version: 3, items: { length: 3 } });
  });

  it("never shows or changes one account's deck for another", async () => {
    const mine = await create(owner, { ...euNunca, name: "Segredo" });
    const list = await other.get("/api/decks");
    expect(list.status).toBe(200);
    expect(list.json.decks).toEqual([]);
    expect(list.text).not.toContain("Segredo");
    const attempts = [
      () =>
        other.put(`/api/decks/${mine.id}`, { deck: { ...euNunca, name: "Roubado" }, version: 1 }),
      () => other.put(`/api/decks/${mine.id}`, { deck: euNunca, version: 99 }),
      () => other.del(`/api/decks/${mine.id}`),
      () => other.post(`/api/decks/${mine.id}/share`),
      () => other.del(`/api/decks/${mine.id}/share`),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(404);
      expect(res.json).toEqual({
        error: { code: "DECK_NOT_FOUND", message: "Baralho não encontrado." },
      });
      expect(res.text).not.toContain("Segredo");
    }
    const [stored] = await db().select().from(decks).where(eq(decks.id, mine.id));
    expect(stored).toMatchObject({ name: "Segredo", version: 1, shared: false, shareCode: null });
  });

  it("shares a deck by a code kept across unshare and share, readable in any case", async () => {
    const deck = await create(owner, { ...euNunca, name: "Compartilhado", adult: true });
    const shared = await owner.post(`/api/decks/${deck.id}/share`);
    expect(shared.status).toBe(200);
    const code = shared.json.deck.shareCode;
    expect(code).toMatch(CODE);
    expect(shared.json.deck).toMatchObject({ shared: true, version: 1 });

    const visitor = api.client();
    const read = await visitor.get(`/api/shared-decks/${code}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      deck: { code, name: "Compartilhado", game: "eu-nunca", adult: true, items: euNunca.items },
    });
    expect(read.text).not.toContain(ownerId);
    expect(read.text).not.toContain(deck.id);
    expect((await visitor.get(`/api/shared-decks/${code.toLowerCase()}`)).json).toEqual(read.json);

    const stopped = await owner.del(`/api/decks/${deck.id}/share`);
    expect(stopped.json.deck).toMatchObject({ shared: false, shareCode: code });
    const closed = await visitor.get(`/api/shared-decks/${code}`);
    expect(closed.status).toBe(410);
    expect(closed.json).toEqual({
      error: { code: "DECK_NOT_SHARED", message: "O dono parou de compartilhar este baralho." },
    });
    expect((await other.get(`/api/shared-decks/${code}`)).text).not.toContain("dormi");

    const reopened = await owner.post(`/api/decks/${deck.id}/share`);
    expect(reopened.json.deck).toMatchObject({ shared: true, shareCode: code });
    expect((await visitor.get(`/api/shared-decks/${code}`)).status).toBe(200);
    // An edit shows on the link at once.
    await owner.put(`/api/decks/${deck.id}`, {
      deck: { ...euNunca, name: "Editado" },
      version: 1,
    });
    expect((await visitor.get(`/api/shared-decks/${code}`)).json.deck.name).toBe("Editado");

    expect((await owner.del(`/api/decks/${deck.id}`)).status).toBe(204);
    const gone = await visitor.get(`/api/shared-decks/${code}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe("DECK_NOT_FOUND");
  });

  it("draws a different code for every shared deck", async () => {
    const c = api.client();
    await c.signUp();
    const codes = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const deck = await create(c, { ...euNunca, name: `Baralho ${i}` });
      codes.add((await c.post(`/api/decks/${deck.id}/share`)).json.deck.shareCode);
    }
    expect(codes.size).toBe(10);
  });

  it("cannot be read by a code nobody shared", async () => {
    const deck = await create(owner, { ...euNunca, name: "Privado" });
    expect(deck.shareCode).toBeNull();
    for (const code of ["AAAAAAAA", "abc", "0OIL0OIL", `${"A".repeat(SHARE_CODE_LENGTH + 1)}`]) {
      const res = await other.get(`/api/shared-decks/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.json.error.code).toBe("DECK_NOT_FOUND");
    }
  });

  describe("hostile input is refused or stored as plain text", () => {
    const send = (text: string, extra: unknown[] = []) =>
      owner.post("/api/decks", { ...euNunca, items: [{ text: "Primeiro" }, { text }, ...extra] });

    it("keeps HTML as the very same text and answers JSON", async () => {
      const html = `<img src=x onerror="alert(1)"><script>alert('x')</script>`;
      const res = await owner.post("/api/decks", {
        ...euNunca,
        name: "<b>Negrito</b>",
        items: items(html, "[link](javascript:alert(1)) **md**"),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.json.deck.name).toBe("<b>Negrito</b>");
      expect(res.json.deck.items).toEqual(items(html, "[link](javascript:alert(1)) **md**"));
      const [stored] = await db().select().from(decks).where(eq(decks.id, res.json.deck.id));
      expect(stored?.items[0]?.text).toBe(html);
      expect((await owner.get("/api/decks")).headers.get("content-type")).toMatch(
        /^application\/json/,
      );
    });

    it("refuses a 100 KB item with a 400", async () => {
      const res = await send("x".repeat(100 * 1024));
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({
        code: "VALIDATION_ERROR",
        message: expect.stringContaining("Item muito longo"),
      });
    });

    it("refuses 10,000 items: a 400 when the body fits, a 413 past the body limit", async () => {
      const small = Array.from({ length: 10_000 }, (_, i) => ({ text: `Item ${i}` }));
      const res = await owner.post("/api/decks", { ...euNunca, items: small });
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({
        code: "VALIDATION_ERROR",
        message: expect.stringContaining("No máximo 300 itens"),
      });
      const large = Array.from({ length: 10_000 }, (_, i) => ({
        text: `${i}${"y".repeat(DECK_ITEM_MAX - 6)}`,
      }));
      const huge = await owner.post("/api/decks", { ...euNunca, items: large });
      expect(huge.status).toBe(413);
      expect(huge.json).toEqual({
        error: {
          code: "PAYLOAD_TOO_LARGE",
          message: "Requisição grande demais (máximo de 1 MB).",
        },
      });
      const put = await owner.put(`/api/decks/${randomUUID()}`, {
        deck: { ...euNunca, items: large },
        version: 1,
      });
      expect(put.status).toBe(413);
    });

    it("strips control characters and invisible marks, and refuses what cannot be stored", async () => {
      const res = await send("Eu\u0007 nunca\u0000 bebi\tágua\r\ndo\u200b mar\ufeff\u2060");
      expect(res.status).toBe(201);
      expect(res.json.deck.items[1].text).toBe("Eu nunca bebi água do mar");
      const lone = await send("meio emoji \ud83d");
      expect(lone.status).toBe(400);
      expect(lone.json.error.code).toBe("VALIDATION_ERROR");
      // Only invisible characters: nothing left.
      const blank = await send("\u0001\u200b\u202e\u2066");
      expect(blank.status).toBe(400);
      expect(blank.json.error.message).toContain("Item vazio");
    });

    it("keeps emoji, zero-width-joiner sequences and flags as typed", async () => {
      const family = "👨‍👩‍👧‍👦";
      const texts = [
        `Eu nunca fui numa festa de família ${family}`,
        "Bandeira 🏳️‍🌈 e 🇧🇷, pele 👍🏽, ❤️‍🔥",
        "Combinado: e\u0301 vira é",
      ];
      const res = await owner.post("/api/decks", { ...euNunca, items: items(...texts) });
      expect(res.status).toBe(201);
      expect(res.json.deck.items.map((i: { text: string }) => i.text)).toEqual([
        texts[0],
        texts[1],
        "Combinado: é vira é",
      ]);
      expect(res.json.deck.items[0].text).toContain("\u200d");
    });

    it("keeps right-to-left text, dropping bidi overrides, isolates and marks", async () => {
      const res = await owner.post("/api/decks", {
        ...euNunca,
        name: "\u202eodalos",
        items: items("أنا لم أشرب أبدا", "\u202Eאף פעם לא\u202C \u2067شرب\u2069 \u200fok\u200e"),
      });
      expect(res.status).toBe(201);
      expect(res.json.deck.name).toBe("odalos");
      expect(res.json.deck.items.map((i: { text: string }) => i.text)).toEqual([
        "أنا لم أشرب أبدا",
        "אף פעם לא شرب ok",
      ]);
      const stored = JSON.stringify(res.json.deck);
      expect(stored).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    });
  });
});
