import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

const ADMIN = "crm-root@example.com";
const profile = { displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" };
const longAgo = new Date("2025-01-02T15:04:00Z");

type Api = Awaited<ReturnType<typeof createTestApi>>;

describe(`admin CRM: last activity and CSV (${dbLabel})`, () => {
  let api: Api;
  let admin: ReturnType<Api["client"]>;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: ADMIN });
    admin = api.client();
    await admin.signUpAdmin(ADMIN);
  });
  afterAll(() => api.close());

  const lastActiveOf = async (email: string): Promise<string | null> => {
    const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    return res.json.users[0].lastActive;
  };
  const backdate = (email: string) =>
    api.database.db.update(users).set({ lastActiveAt: longAgo }).where(eq(users.email, email));
  const recent = (iso: string | null) =>
    iso !== null && Date.now() - Date.parse(iso) < 60_000 && Date.parse(iso) <= Date.now() + 5000;

  it("keeps the last sign-in and the last play after the user signs out", async () => {
    const player = api.client();
    const { email, password } = await player.signUp();
    expect(recent(await lastActiveOf(email))).toBe(true);

    await player.put("/api/profile", profile);
    await backdate(email);
    expect((await player.post("/api/stats/played", { gameId: "classic" })).status).toBe(200);
    expect(recent(await lastActiveOf(email))).toBe(true);

    expect((await player.post("/api/auth/sign-out", {})).status).toBe(200);
    const afterSignOut = await lastActiveOf(email);
    expect(recent(afterSignOut)).toBe(true);

    await backdate(email);
    const again = api.client();
    expect((await again.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect(recent(await lastActiveOf(email))).toBe(true);
  });

  it("sorts by last activity with the never-active last", async () => {
    const res = await admin.get("/api/admin/users?sort=lastActive&dir=desc");
    expect(res.status).toBe(200);
    const times = res.json.users.map((u: { lastActive: string | null }) => u.lastActive);
    const known = times.filter((t: string | null) => t !== null).map(Date.parse);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it("exports a CSV that Excel in Portuguese opens as columns: BOM, ';', Portuguese values", async () => {
    const user = api.client();
    const { email } = await user.signUp(undefined, undefined, "Zé; da Silva");
    await api.database.db
      .update(users)
      .set({ createdAt: longAgo, lastActiveAt: null, banned: true })
      .where(eq(users.email, email));

    // Raw bytes: Response.text() would drop the BOM this test is about.
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await api.app.request("/api/admin/users.csv", {
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      '"ID";"E-mail";"Nome";"Papel";"Desativado";"Criado em (horário de Brasília)";"Última atividade (horário de Brasília)";"Partidas"',
    );
    const cells = (line: string) =>
      [...line.matchAll(/"((?:[^"]|"")*)"(?:;|$)/g)].map((m) => m[1]?.replaceAll('""', '"'));
    const adminRow = cells(lines.find((l) => l.includes(ADMIN)) ?? "");
    expect(adminRow).toHaveLength(8);
    expect(adminRow[3]).toBe("Administrador");
    expect(adminRow[4]).toBe("Não");
    expect(adminRow[5]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(adminRow[6]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const userRow = cells(lines.find((l) => l.includes(email)) ?? "");
    expect(userRow).toEqual([
      expect.any(String),
      email,
      "Zé; da Silva",
      "Usuário",
      "Sim",
      "02/01/2025 12:04",
      "",
      "0",
    ]);
  });
});
