import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_GROUPS_PER_USER } from "../../src/shared/schemas/group";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const names = (res: { json: Record<string, unknown> }) =>
  (res.json.groups as { name: string }[]).map((g) => g.name).sort();

describe(`a guest's device groups move into the account once (${dbLabel})`, () => {
  let api: Api;
  let owner: Client;
  let other: Client;
  beforeAll(async () => {
    api = await createTestApi();
    owner = api.client();
    await owner.signUp();
    other = api.client();
    await other.signUp();
  });
  afterAll(() => api.close());

  it("401s visitors", async () => {
    const res = await api.client().post("/api/groups/import", { groups: [] });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("creates each device group once, whatever the retries, keeping its device id", async () => {
    const device = [
      { id: randomUUID(), name: "Turma", players: ["Ana", "Bia"] },
      { id: randomUUID(), name: "Família", players: ["Vó", "Tio", "Léo"] },
    ];
    const first = await owner.post("/api/groups/import", { groups: device });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ imported: 2, overLimit: 0 });
    const again = await owner.post("/api/groups/import", { groups: [...device, device[0]] });
    expect(again.json).toEqual({ imported: 0, overLimit: 0 });
    const list = await owner.get("/api/groups");
    expect(names(list)).toEqual(["Família", "Turma"]);
    expect(list.json.groups.map((g: { id: string }) => g.id).sort()).toEqual(
      device.map((g) => g.id).sort(),
    );
  });

  it("never touches another account's group with the same id", async () => {
    const id = randomUUID();
    await owner.post("/api/groups/import", {
      groups: [{ id, name: "Minha", players: ["A", "B"] }],
    });
    const res = await other.post("/api/groups/import", {
      groups: [{ id, name: "Roubada", players: ["X", "Y"] }],
    });
    expect(res.json).toEqual({ imported: 0, overLimit: 0 });
    expect(names(await other.get("/api/groups"))).toEqual([]);
    expect(names(await owner.get("/api/groups"))).toContain("Minha");
  });

  it("refuses a group the editor would refuse, with a Portuguese 400", async () => {
    const res = await owner.post("/api/groups/import", {
      groups: [{ id: randomUUID(), name: "Sozinho", players: ["Ana"] }],
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/pelo menos dois jogadores/);
    const noId = await owner.post("/api/groups/import", {
      groups: [{ id: "not-a-uuid", name: "Turma", players: ["Ana", "Bia"] }],
    });
    expect(noId.status).toBe(400);
  });

  it("keeps the account's limit: what does not fit is counted, not created", async () => {
    const full = api.client();
    await full.signUp();
    const many = Array.from({ length: MAX_GROUPS_PER_USER }, (_, i) => ({
      id: randomUUID(),
      name: `G${i}`,
      players: ["Ana", "Bia"],
    }));
    expect((await full.post("/api/groups/import", { groups: many.slice(0, 48) })).json).toEqual({
      imported: 48,
      overLimit: 0,
    });
    expect((await full.post("/api/groups/import", { groups: many.slice(45) })).json).toEqual({
      imported: 2,
      overLimit: 0,
    });
    const extra = [{ id: randomUUID(), name: "Extra", players: ["Ana", "Bia"] }];
    expect((await full.post("/api/groups/import", { groups: extra })).json).toEqual({
      imported: 0,
      overLimit: 1,
    });
  });
});
