import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

describe(`saved groups need a roda (${dbLabel})`, () => {
  let api: Api;
  let owner: ReturnType<Api["client"]>;
  beforeAll(async () => {
    api = await createTestApi();
    owner = api.client();
    await owner.signUp();
  });
  afterAll(() => api.close());

  it("refuses a one-player group with a Portuguese 400, and saves two", async () => {
    const one = await owner.post("/api/groups", { name: "Sozinho", players: ["Ana"] });
    expect(one.status).toBe(400);
    expect(one.json.error.code).toBe("VALIDATION_ERROR");
    expect(one.json.error.message).toMatch(
      /^Adicione pelo menos dois jogadores para salvar o grupo/,
    );
    const two = await owner.post("/api/groups", { name: "Dupla", players: ["Ana", "Bia"] });
    expect(two.status).toBe(201);
    const edit = await owner.put(`/api/groups/${two.json.group.id}`, {
      name: "Dupla",
      players: ["Ana"],
    });
    expect(edit.status).toBe(400);
    expect((await owner.get("/api/groups")).json.groups[0].players).toEqual(["Ana", "Bia"]);
  });

  it("says the 30-character player limit in the message", async () => {
    const long = await owner.post("/api/groups", {
      name: "Turma",
      players: ["Ana", "x".repeat(31)],
    });
    expect(long.status).toBe(400);
    expect(long.json.error.message).toMatch(/^Nome de jogador muito longo \(máximo de 30\)/);
  });
});
