import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, deckReports, decks, users } from "../../src/server/db/schema";
import { MAX_DECKS_PER_USER } from "../../src/shared/custom-deck";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const euNunca = {
  name: "Da turma",
  game: "eu-nunca",
  adult: true,
  items: [{ text: "Eu nunca dormi na aula" }, { text: "Eu nunca perdi o ônibus" }],
};
const HIDDEN = {
  error: { code: "DECK_HIDDEN", message: "Este baralho foi removido depois de denúncias." },
};

describe(`custom decks API: links, copies, reports and the admin (${dbLabel})`, () => {
  let api: Api;
  let owner: Client;
  let ownerId: string;
  let ownerEmail: string;
  let other: Client;
  let otherId: string;
  let admin: Client;
  beforeAll(async () => {
    api = await createTestApi({ TRUST_PROXY: "1" });
    owner = api.client();
    const signed = await owner.signUp(undefined, undefined, "Dona");
    ownerId = signed.res.json.user.id;
    ownerEmail = signed.email;
    other = api.client();
    otherId = (await other.signUp()).res.json.user.id;
    admin = api.client();
    const adminId = (await admin.signUp()).res.json.user.id;
    // Before its first API call, so no cached session says otherwise.
    await api.database.db.update(users).set({ role: "admin" }).where(eq(users.id, adminId));
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  /** A new shared deck of the owner's: its id and code. */
  async function sharedDeck(body: unknown = euNunca) {
    const created = await owner.post("/api/decks", body);
    const id = created.json.deck.id as string;
    const shared = await owner.post(`/api/decks/${id}/share`);
    return { id, code: shared.json.deck.shareCode as string };
  }
  const reportsOf = (deckId: string) =>
    db().select().from(deckReports).where(eq(deckReports.deckId, deckId));

  it("copies a shared deck into the signed-in account as a deck of its own", async () => {
    const { id, code } = await sharedDeck();
    const guest = await api.client().post(`/api/shared-decks/${code}/copy`);
    expect(guest.status).toBe(401);
    expect(guest.json.error.code).toBe("UNAUTHENTICATED");

    const copy = await other.post(`/api/shared-decks/${code.toLowerCase()}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.json.deck).toEqual({
      id: expect.any(String),
      name: euNunca.name,
      game: "eu-nunca",
      adult: true,
      items: euNunca.items,
      version: 1,
      shareCode: null,
      shared: false,
      hidden: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(copy.json.deck.id).not.toBe(id);
    expect((await other.get("/api/decks")).json.decks).toEqual([copy.json.deck]);
    // Edits to the copy leave the original alone.
    await other.put(`/api/decks/${copy.json.deck.id}`, {
      deck: { ...euNunca, name: "Minha cópia" },
      version: 1,
    });
    const [original] = await db().select().from(decks).where(eq(decks.id, id));
    expect(original).toMatchObject({ name: euNunca.name, userId: ownerId, version: 1 });

    await owner.del(`/api/decks/${id}/share`);
    const closed = await other.post(`/api/shared-decks/${code}/copy`);
    expect(closed.status).toBe(410);
    expect(closed.json.error.code).toBe("DECK_NOT_SHARED");
    const unknown = await other.post("/api/shared-decks/ZZZZZZZZ/copy");
    expect(unknown.status).toBe(404);
    await other.del(`/api/decks/${copy.json.deck.id}`);
  });

  it("refuses a copy past the account's deck limit", async () => {
    const { code } = await sharedDeck();
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    await db()
      .insert(decks)
      .values(
        Array.from({ length: MAX_DECKS_PER_USER }, (_, i) => ({
          id: randomUUID(),
          userId: id,
          name: `Baralho ${i}`,
          game: "eu-nunca" as const,
          items: euNunca.items,
        })),
      );
    const res = await c.post(`/api/shared-decks/${code}/copy`);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("TOO_MANY_DECKS");
  });

  it("counts one report per reporter: an account, or a guest's address", async () => {
    const { id, code } = await sharedDeck({ ...euNunca, name: "Ofensivo" });
    const fromA = { "x-forwarded-for": "203.0.113.7" };
    const guest = api.client();
    const first = await guest.post(
      `/api/shared-decks/${code}/report`,
      { reason: "Ofensivo" },
      fromA,
    );
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ ok: true });
    // Again from the same address, even as another browser: still one report.
    const again = await api
      .client()
      .post(`/api/shared-decks/${code}/report`, { reason: "De novo" }, fromA);
    expect(again.status).toBe(202);
    const fromB = { "x-forwarded-for": "198.51.100.9" };
    await api.client().post(`/api/shared-decks/${code}/report`, { reason: "Spam" }, fromB);
    for (const reason of ["Racista", "Racista de novo"])
      expect((await other.post(`/api/shared-decks/${code}/report`, { reason })).status).toBe(202);
    const rows = await reportsOf(id);
    expect(rows.map((r) => r.reporter).sort()).toEqual(
      [otherId, "ip:198.51.100.9", "ip:203.0.113.7"].sort(),
    );
    expect(rows.find((r) => r.reporter === otherId)?.reason).toBe("Racista");

    const bad = await other.post(`/api/shared-decks/${code}/report`, { reason: " \u0007 " });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain("Conte o motivo da denúncia");
    const long = await other.post(`/api/shared-decks/${code}/report`, { reason: "x".repeat(301) });
    expect(long.status).toBe(400);
    const unknown = await guest.post("/api/shared-decks/ZZZZZZZZ/report", { reason: "x" });
    expect(unknown.status).toBe(404);
  });

  it("lists reported decks with their owner for admins only, and hiding closes the link", async () => {
    const { id, code } = await sharedDeck({ ...euNunca, name: "Para ocultar" });
    await other.post(`/api/shared-decks/${code}/report`, { reason: "Primeiro motivo" });
    await new Promise((r) => setTimeout(r, 5));
    await api.client().post(
      `/api/shared-decks/${code}/report`,
      { reason: "Último motivo" },
      {
        "x-forwarded-for": "192.0.2.44",
      },
    );

    for (const [c, status] of [
      [api.client(), 401],
      [other, 403],
      [owner, 403],
    ] as const) {
      expect((await c.get("/api/admin/deck-reports")).status).toBe(status);
      const hide = await c.put(`/api/admin/decks/${id}/hidden`, { hidden: true });
      expect(hide.status).toBe(status);
      expect(hide.json.error.code).toBe(status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
    }

    const list = await admin.get("/api/admin/deck-reports");
    expect(list.status).toBe(200);
    const row = list.json.reports.find((r: { deckId: string }) => r.deckId === id);
    expect(row).toEqual({
      deckId: id,
      code,
      name: "Para ocultar",
      game: "eu-nunca",
      adult: true,
      hidden: false,
      ownerId,
      ownerEmail,
      ownerName: "Dona",
      reports: 2,
      lastReason: "Último motivo",
      lastReportedAt: expect.any(String),
    });
    // Most recently reported first; decks nobody reported are not listed.
    expect(list.json.reports[0].deckId).toBe(id);
    const unreported = (await owner.post("/api/decks", { ...euNunca, name: "Limpo" })).json.deck;
    expect(
      (await admin.get("/api/admin/deck-reports")).json.reports.map(
        (r: { deckId: string }) => r.deckId,
      ),
    ).not.toContain(unreported.id);

    const hidden = await admin.put(`/api/admin/decks/${id}/hidden`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.json.report).toEqual({ ...row, hidden: true });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "hide-deck"), eq(auditLog.target, id)));
    expect(entry).toBeDefined();

    const visitor = api.client();
    const read = await visitor.get(`/api/shared-decks/${code}`);
    expect(read.status).toBe(410);
    expect(read.json).toEqual(HIDDEN);
    expect(read.text).not.toContain("dormi");
    expect((await other.post(`/api/shared-decks/${code}/copy`)).status).toBe(410);
    expect((await other.post(`/api/shared-decks/${code}/report`, { reason: "x" })).status).toBe(
      410,
    );
    // The owner still has it, marked hidden, and cannot share it again.
    const mine = (await owner.get("/api/decks")).json.decks.find(
      (d: { id: string }) => d.id === id,
    );
    expect(mine).toMatchObject({ hidden: true, shared: true, shareCode: code });
    await owner.del(`/api/decks/${id}/share`);
    const share = await owner.post(`/api/decks/${id}/share`);
    expect(share.status).toBe(409);
    expect(share.json).toEqual(HIDDEN);

    const shown = await admin.put(`/api/admin/decks/${id}/hidden`, { hidden: false });
    expect(shown.json.report.hidden).toBe(false);
    expect((await owner.post(`/api/decks/${id}/share`)).json.deck).toMatchObject({
      shared: true,
      shareCode: code,
      hidden: false,
    });
    expect((await visitor.get(`/api/shared-decks/${code}`)).status).toBe(200);

    const missing = await admin.put(`/api/admin/decks/${randomUUID()}/hidden`, { hidden: true });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe("DECK_NOT_FOUND");
    const badBody = await admin.put(`/api/admin/decks/${id}/hidden`, { hidden: "sim" });
    expect(badBody.status).toBe(400);
  });

  it("deleting the account deletes its decks and their reports, and its links are gone", async () => {
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    const deck = (await c.post("/api/decks", euNunca)).json.deck;
    const code = (await c.post(`/api/decks/${deck.id}/share`)).json.deck.shareCode;
    await other.post(`/api/shared-decks/${code}/report`, { reason: "Ruim" });
    expect(await reportsOf(deck.id)).toHaveLength(1);
    await c.put("/api/profile", {
      displayName: "Tchau",
      adultConfirmed: true,
      drinkMode: "alcool",
    });
    expect((await c.del("/api/profile")).status).toBe(204);
    expect(await db().select().from(decks).where(eq(decks.userId, id))).toEqual([]);
    expect(await reportsOf(deck.id)).toEqual([]);
    expect((await other.get(`/api/shared-decks/${code}`)).status).toBe(404);
  });

  it("a deleted reporter's reports leave with the account; the deck and others' reports stay", async () => {
    const { id, code } = await sharedDeck({ ...euNunca, name: "Reportado" });
    const reporter = api.client();
    const reporterId = (await reporter.signUp()).res.json.user.id;
    await reporter.post(`/api/shared-decks/${code}/report`, { reason: "Ruim" });
    await api
      .client()
      .post(
        `/api/shared-decks/${code}/report`,
        { reason: "Spam" },
        { "x-forwarded-for": "192.0.2.4" },
      );
    expect((await reportsOf(id)).map((r) => r.reporter).sort()).toEqual(
      [reporterId, "ip:192.0.2.4"].sort(),
    );
    await reporter.put("/api/profile", {
      displayName: "Fui",
      adultConfirmed: true,
      drinkMode: "alcool",
    });
    expect((await reporter.del("/api/profile")).status).toBe(204);
    expect((await reportsOf(id)).map((r) => r.reporter)).toEqual(["ip:192.0.2.4"]);
    expect((await other.get(`/api/shared-decks/${code}`)).status).toBe(200);
  });

  describe("a guest's device decks move into the account once", () => {
    it("creates each device deck once, whatever the retries, keeping its device id", async () => {
      const c = api.client();
      await c.signUp();
      const device = [
        { id: randomUUID(), deck: euNunca },
        {
          id: randomUUID(),
          deck: {
            name: "Desenhos",
            game: "desenha-e-bebe",
            adult: false,
            items: [{ text: "Girafa" }, { text: "Avião" }],
          },
        },
      ];
      const first = await c.post("/api/decks/import", { decks: device });
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ imported: 2, overLimit: 0, left: [] });
      const again = await c.post("/api/decks/import", { decks: [...device, device[0]] });
      expect(again.json).toEqual({ imported: 0, overLimit: 0, left: [] });
      const list = (await c.get("/api/decks")).json.decks;
      expect(list.map((d: { id: string }) => d.id).sort()).toEqual(device.map((d) => d.id).sort());
      expect(list.find((d: { id: string }) => d.id === device[1]?.id)).toMatchObject({
        name: "Desenhos",
        version: 1,
        shared: false,
      });
    });

    it("skips an id another account already has, touching nothing of theirs", async () => {
      const theirs = (await owner.post("/api/decks", { ...euNunca, name: "Da dona" })).json.deck;
      const c = api.client();
      await c.signUp();
      const res = await c.post("/api/decks/import", {
        decks: [{ id: theirs.id, deck: { ...euNunca, name: "Tomado" } }],
      });
      expect(res.json).toEqual({ imported: 0, overLimit: 0, left: [] });
      expect((await c.get("/api/decks")).json.decks).toEqual([]);
      const [stored] = await db().select().from(decks).where(eq(decks.id, theirs.id));
      expect(stored).toMatchObject({ name: "Da dona", userId: ownerId });
    });

    it("refuses a deck the editor would refuse, and keeps the account's limit", async () => {
      const c = api.client();
      const id = (await c.signUp()).res.json.user.id;
      const bad = await c.post("/api/decks/import", {
        decks: [{ id: randomUUID(), deck: { ...euNunca, items: [{ text: "Só um" }] } }],
      });
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toContain("pelo menos 2 itens");
      const notUuid = await c.post("/api/decks/import", { decks: [{ id: "abc", deck: euNunca }] });
      expect(notUuid.status).toBe(400);

      await db()
        .insert(decks)
        .values(
          Array.from({ length: MAX_DECKS_PER_USER - 1 }, (_, i) => ({
            id: randomUUID(),
            userId: id,
            name: `Baralho ${i}`,
            game: "eu-nunca" as const,
            items: euNunca.items,
          })),
        );
      const device = Array.from({ length: 3 }, () => ({ id: randomUUID(), deck: euNunca }));
      const res = await c.post("/api/decks/import", { decks: device });
      expect(res.json).toEqual({
        imported: 1,
        overLimit: 2,
        left: [device[1]?.id, device[2]?.id],
      });
      expect(await db().select().from(decks).where(eq(decks.userId, id))).toHaveLength(
        MAX_DECKS_PER_USER,
      );
    });
  });
});

describe(`custom decks API: write limits (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({
      TRUST_PROXY: "1",
      WRITE_RATE_LIMIT_MAX: "3",
      WRITE_RATE_LIMIT_IP_MAX: "4",
      WRITE_RATE_LIMIT_WINDOW: "60",
    });
  });
  afterAll(() => api.close());

  it("limits an account's deck writes and a guest's reports per address", async () => {
    const owner = api.client();
    const from = { "x-forwarded-for": "10.1.1.1" };
    await owner.signUp();
    const statuses: number[] = [];
    let deckId = "";
    for (let i = 0; i < 4; i++) {
      const res = await owner.post("/api/decks", { ...euNunca, name: `B${i}` }, from);
      statuses.push(res.status);
      if (res.status === 201) deckId = res.json.deck.id;
      else {
        expect(res.json.error.code).toBe("RATE_LIMITED");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);

    // The owner's decks are readable, and a share from another address is refused too (per account).
    const share = await owner.post(`/api/decks/${deckId}/share`, undefined, {
      "x-forwarded-for": "10.1.1.2",
    });
    expect(share.status).toBe(429);
    const [row] = await api.database.db.select().from(decks).where(eq(decks.id, deckId));
    await api.database.db
      .update(decks)
      .set({ shared: true, shareCode: "ABCDEFGH" })
      .where(eq(decks.id, row?.id ?? ""));

    const report = (ip: string) =>
      api
        .client()
        .post("/api/shared-decks/ABCDEFGH/report", { reason: "Spam" }, { "x-forwarded-for": ip });
    const guest: number[] = [];
    for (let i = 0; i < 6; i++) guest.push((await report("10.9.9.9")).status);
    expect(guest).toEqual([202, 202, 202, 202, 429, 429]);
    const refused = await report("10.9.9.9");
    expect(refused.json.error).toEqual({
      code: "RATE_LIMITED",
      message: "Muitas ações em pouco tempo. Espere alguns segundos e tente de novo.",
    });
    expect((await report("10.9.9.10")).status).toBe(202);
  });
});
