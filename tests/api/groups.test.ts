import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerGroups } from "../../src/server/db/schema";
import { MAX_GROUPS_PER_USER } from "../../src/shared/schemas/group";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const turma = { name: "Turma da faculdade", players: ["Ana", "Bia", "Caio"] };

describe(`player groups API (${dbLabel})`, () => {
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
  const groupsOf = (userId: string) =>
    db().select().from(playerGroups).where(eq(playerGroups.userId, userId));

  it("401s visitors on every endpoint", async () => {
    const visitor = api.client();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/groups"],
      ["POST", "/api/groups", turma],
      ["PUT", `/api/groups/${randomUUID()}`, turma],
      ["DELETE", `/api/groups/${randomUUID()}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await visitor.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("creates, lists newest first, updates and deletes a group", async () => {
    expect((await owner.get("/api/groups")).json).toEqual({ groups: [] });
    const created = await owner.post("/api/groups", { ...turma, name: "  Turma da faculdade " });
    expect(created.status).toBe(201);
    const group = created.json.group;
    expect(group).toEqual({
      id: expect.any(String),
      name: "Turma da faculdade",
      players: ["Ana", "Bia", "Caio"],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await owner.post("/api/groups", { name: "Família", players: ["Vó", "Tio"] });
    const list = await owner.get("/api/groups");
    expect(list.json.groups.map((g: { id: string }) => g.id)).toEqual([
      second.json.group.id,
      group.id,
    ]);

    const updated = await owner.put(`/api/groups/${group.id}`, {
      name: "Turma",
      players: ["Ana", "Duda"],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.group).toMatchObject({
      id: group.id,
      name: "Turma",
      players: ["Ana", "Duda"],
      createdAt: group.createdAt,
    });
    expect(Date.parse(updated.json.group.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(group.updatedAt),
    );

    const deleted = await owner.del(`/api/groups/${group.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    const gone = await owner.del(`/api/groups/${group.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({
      error: { code: "GROUP_NOT_FOUND", message: "Grupo não encontrado." },
    });
    const putGone = await owner.put(`/api/groups/${group.id}`, turma);
    expect(putGone.status).toBe(404);
    expect((await owner.get("/api/groups")).json.groups).toHaveLength(1);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const before = await groupsOf(ownerId);
    const [existing] = before;
    const cases: unknown[] = [
      { name: "", players: ["Ana"] },
      { name: "   ", players: ["Ana"] },
      { name: "x".repeat(41), players: ["Ana"] },
      { name: "Turma", players: [] },
      { name: "Turma", players: [""] },
      { name: "Turma", players: ["x".repeat(31)] },
      { name: "Turma", players: Array.from({ length: 31 }, (_, i) => `J${i}`) },
      { name: "Turma", players: "Ana" },
      { name: "Turma", players: ["Ana"], userId: "outro" },
      { players: ["Ana"] },
      null,
      [],
    ];
    for (const body of cases) {
      const post = await owner.post("/api/groups", body);
      expect(post.status, JSON.stringify(body)).toBe(400);
      expect(post.json.error.code).toBe("VALIDATION_ERROR");
      expect(typeof post.json.error.message).toBe("string");
      const put = await owner.put(`/api/groups/${existing?.id}`, body);
      expect(put.status, JSON.stringify(body)).toBe(400);
    }
    const empty = await owner.post("/api/groups", { name: "", players: ["Ana"] });
    expect(empty.json.error.message).toContain("Dê um nome ao grupo");
    expect(await groupsOf(ownerId)).toEqual(before);
  });

  it("never shows or changes one user's group for another", async () => {
    const mine = (await owner.post("/api/groups", { name: "Segredo", players: ["Zé", "Lu"] })).json
      .group;
    const list = await other.get("/api/groups");
    expect(list.status).toBe(200);
    expect(list.json.groups).toEqual([]);
    expect(list.text).not.toContain("Segredo");
    const put = await other.put(`/api/groups/${mine.id}`, {
      name: "Roubado",
      players: ["Eu", "Tu"],
    });
    expect(put.status).toBe(404);
    expect(put.json.error.code).toBe("GROUP_NOT_FOUND");
    const del = await other.del(`/api/groups/${mine.id}`);
    expect(del.status).toBe(404);
    expect(del.json.error.code).toBe("GROUP_NOT_FOUND");
    const after = (await owner.get("/api/groups")).json.groups;
    expect(after.find((g: { id: string }) => g.id === mine.id)).toEqual(mine);
  });

  it(`allows at most ${MAX_GROUPS_PER_USER} groups, even under parallel requests`, async () => {
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    await db()
      .insert(playerGroups)
      .values(
        Array.from({ length: MAX_GROUPS_PER_USER - 2 }, (_, i) => ({
          id: randomUUID(),
          userId: id,
          name: `Grupo ${i}`,
          players: ["Ana"],
        })),
      );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        c.post("/api/groups", { name: `Novo ${i}`, players: ["Bia", "Caio"] }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json).toEqual({
      error: { code: "TOO_MANY_GROUPS", message: "Limite de 50 grupos atingido." },
    });
    expect(await groupsOf(id)).toHaveLength(MAX_GROUPS_PER_USER);
    expect((await c.get("/api/groups")).json.groups).toHaveLength(MAX_GROUPS_PER_USER);
    // deleting one frees a slot
    const [first] = await groupsOf(id);
    expect((await c.del(`/api/groups/${first?.id}`)).status).toBe(204);
    expect((await c.post("/api/groups", turma)).status).toBe(201);
  });
});
