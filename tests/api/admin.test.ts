import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allGames, extraGames } from "../../src/games/extras";
import { CLI_ACTOR } from "../../src/server/admin/audit";
import { setRoleByEmail } from "../../src/server/admin/roles";
import { appDocuments, auditLog, sessions, uploads, users } from "../../src/server/db/schema";
import { SESSION_CACHE_TTL_MS } from "../../src/server/http/session-cache";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

const ADMIN = "root@example.com";

describe(`admin API (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let admin: ReturnType<Awaited<ReturnType<typeof createTestApi>>["client"]>;
  let user: typeof admin;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: ADMIN });
    admin = api.client();
    await admin.signUpAdmin(ADMIN);
    user = api.client();
    await user.signUp();
  });
  afterAll(() => api.close());

  const writes: [string, string, unknown][] = [
    ["GET", "/api/admin/overview", undefined],
    ["GET", "/api/admin/users", undefined],
    ["GET", "/api/admin/users.csv", undefined],
    ["POST", "/api/admin/users/x/role", { role: "admin" }],
    ["POST", "/api/admin/users/x/disable", {}],
    ["POST", "/api/admin/users/x/enable", {}],
    ["PUT", "/api/admin/banner-texts", {}],
    ["PUT", "/api/admin/featured-tags", {}],
    ["PUT", "/api/admin/install-prompt", {}],
    ["DELETE", "/api/admin/game-icons/classic", undefined],
    ["POST", "/api/admin/uploads", {}],
  ];

  it("answers 401 to visitors and 403 to users on every admin endpoint", async () => {
    const visitor = api.client();
    for (const [method, url, body] of writes) {
      expect((await visitor.request(method, url, body)).status, `${method} ${url}`).toBe(401);
      const res = await user.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.json.error.code).toBe("FORBIDDEN");
    }
  });

  it("shows an overview to admins", async () => {
    const res = await admin.get("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ users: 2, admins: 1, gamesToday: 0, uploads: 0 });
  });

  it("lists, searches, sorts and pages users", async () => {
    const all = await admin.get("/api/admin/users?sort=email&dir=asc");
    expect(all.json.total).toBe(2);
    expect(all.json.users[0].email <= all.json.users[1].email).toBe(true);
    const found = await admin.get("/api/admin/users?q=root");
    expect(found.json.users.map((u: { email: string }) => u.email)).toEqual([ADMIN]);
    const paged = await admin.get("/api/admin/users?pageSize=1&page=2");
    expect(paged.json.users).toHaveLength(1);
    expect((await admin.get("/api/admin/users?pageSize=0")).status).toBe(400);
  });

  it("exports users as CSV with formulas neutralised", async () => {
    const evil = api.client();
    await evil.signUp("csv@example.com", "segredo123", "=HYPERLINK(1)");
    const res = await admin.get("/api/admin/users.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.text).toContain(ADMIN);
    expect(res.text).toContain(`"'=HYPERLINK(1)"`);
  });

  it("makes and removes admins, but not oneself", async () => {
    const target = api.client();
    const { email } = await target.signUp();
    const [row] = await api.database.db.select().from(users).where(eq(users.email, email));
    expect((await admin.post(`/api/admin/users/${row?.id}/role`, { role: "admin" })).status).toBe(
      200,
    );
    expect((await target.get("/api/admin/overview")).status).toBe(200);
    expect((await admin.post(`/api/admin/users/${row?.id}/role`, { role: "user" })).status).toBe(
      200,
    );
    expect((await target.get("/api/admin/overview")).status).toBe(403);
    const me = (await admin.get("/api/auth/get-session")).json.user.id;
    const self = await admin.post(`/api/admin/users/${me}/role`, { role: "user" });
    expect(self.status).toBe(409);
    expect((await admin.post("/api/admin/users/nope/role", { role: "admin" })).status).toBe(404);
    expect((await admin.post(`/api/admin/users/${row?.id}/role`, { role: "root" })).status).toBe(
      400,
    );
  });

  it("disables a user: their sessions end and sign-in says BANNED_USER; enabling restores", async () => {
    const target = api.client();
    const { email, password } = await target.signUp();
    const [row] = await api.database.db.select().from(users).where(eq(users.email, email));
    const id = row?.id ?? "";
    expect((await admin.post(`/api/admin/users/${id}/disable`, {})).status).toBe(200);
    expect(
      await api.database.db.select().from(sessions).where(eq(sessions.userId, id)),
    ).toHaveLength(0);
    expect((await target.get("/api/profile")).status).toBe(401);
    const again = await api.client().post("/api/auth/sign-in/email", { email, password });
    expect(again.json.error).toEqual({ code: "BANNED_USER", message: "Usuário desativado" });
    expect((await admin.post(`/api/admin/users/${id}/enable`, {})).status).toBe(200);
    expect((await api.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(
      200,
    );
  });

  it("saves banner texts, featured tags and install-prompt settings, and serves them publicly with ETags", async () => {
    const defaults = await api.client().get("/api/banner-texts");
    expect(defaults.json["1"]).toEqual({
      title: "Bem-vindo ao Saideira",
      description: "O melhor app para suas festas",
    });
    const texts = {
      "1": { title: "Sextou!", description: "Chame a galera" },
      "2": { title: "Novidade", description: "" },
      "3": { title: "Saideira", description: "A última rodada" },
    };
    expect((await admin.put("/api/admin/banner-texts", texts)).status).toBe(200);
    const pub = await api.client().get("/api/banner-texts");
    expect(pub.json).toEqual(texts);
    const tag = pub.headers.get("etag");
    expect(tag).toBeTruthy();
    const cached = await api.client().get("/api/banner-texts", { "if-none-match": tag ?? "" });
    expect(cached.status).toBe(304);

    expect((await admin.put("/api/admin/featured-tags", { classic: ["Novo", "+18"] })).status).toBe(
      200,
    );
    expect((await api.client().get("/api/featured-tags")).json).toEqual({
      classic: ["Novo", "+18"],
    });
    expect((await admin.put("/api/admin/featured-tags", { xadrez: ["Novo"] })).status).toBe(400);
    expect((await admin.put("/api/admin/featured-tags", { classic: ["Chato"] })).status).toBe(400);

    const prompt = {
      enabled: false,
      delaySeconds: 10,
      title: "Instale",
      message: "Na tela inicial",
      platforms: { android: true, ios: false, desktop: true },
    };
    expect((await admin.put("/api/admin/install-prompt", prompt)).status).toBe(200);
    expect((await api.client().get("/api/install-prompt")).json).toEqual(prompt);
    expect(
      (await admin.put("/api/admin/install-prompt", { ...prompt, delaySeconds: -1 })).status,
    ).toBe(400);
  });

  it("takes featured tags for all twelve games, extras too; unknown ids get a Portuguese 400", async () => {
    const tags = Object.fromEntries(allGames.map((g) => [g.id, ["Novo"]]));
    expect((await admin.put("/api/admin/featured-tags", tags)).status).toBe(200);
    const res = await admin.put("/api/admin/featured-tags", {
      classic: ["Popular"],
      xadrez: ["Novo"],
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Etiquetas só valem para os jogos do Saideira: “xadrez” não é um deles.",
    });
    expect((await api.client().get("/api/featured-tags")).json).toEqual(tags);
    for (const { id } of extraGames)
      expect((await admin.del(`/api/admin/game-icons/${id}`)).status, id).toBe(204);
  });

  it("migrates older config documents on first read, keeping only http(s)/data: icons without the icon- prefix", async () => {
    await api.database.db.insert(appDocuments).values({
      collection: "config",
      id: "gameIcons",
      data: {
        "icon-sueca": "https://cdn.example.com/sueca.png",
        "eu-nunca": "javascript:alert(1)",
        "coin-flip": "data:image/png;base64,AAAA",
      },
    });
    const icons = (await api.client().get("/api/icons")).json;
    expect(icons.sueca).toBe("https://cdn.example.com/sueca.png");
    expect(icons["coin-flip"]).toBe("data:image/png;base64,AAAA");
    expect(icons["eu-nunca"]).toBe("/icons/eu-nunca.png");
    const migrated = await api.database.db
      .select()
      .from(appDocuments)
      .where(eq(appDocuments.collection, "appAdmin"));
    expect(migrated.some((d) => d.id === "gameIcons")).toBe(true);
  });

  it("resets a game icon to its default", async () => {
    expect((await admin.del("/api/admin/game-icons/sueca")).status).toBe(204);
    expect((await api.client().get("/api/icons")).json.sueca).toBe("/icons/sueca.png");
    expect((await admin.del("/api/admin/game-icons/xadrez")).status).toBe(404);
  });

  it("resets a game icon uploaded under either document, legacy copies included", async () => {
    const db = api.database.db;
    // An icon only in the older config collection, not read (so not migrated) yet.
    await db.insert(appDocuments).values({
      collection: "config",
      id: "icons",
      data: { "icon-classic": "https://cdn.example.com/classic.png" },
    });
    expect((await admin.del("/api/admin/game-icons/classic")).status).toBe(204);
    expect((await api.client().get("/api/icons")).json.classic).toBe("/icons/classic.png");

    // One icon stored as the game's, another as a free icon under the game's key.
    await db
      .update(appDocuments)
      .set({
        data: sql`${appDocuments.data} || '{"guess-who": "https://cdn.example.com/a.png"}'::jsonb`,
      })
      .where(and(eq(appDocuments.collection, "appAdmin"), eq(appDocuments.id, "gameIcons")));
    await db
      .update(appDocuments)
      .set({
        data: sql`${appDocuments.data} || '{"guess-who": "https://cdn.example.com/b.png"}'::jsonb`,
      })
      .where(and(eq(appDocuments.collection, "appAdmin"), eq(appDocuments.id, "icons")));
    expect((await admin.del("/api/admin/game-icons/guess-who")).status).toBe(204);
    expect((await api.client().get("/api/icons")).json["guess-who"]).toBe("/icons/guess-who.png");
    const docs = await db
      .select()
      .from(appDocuments)
      .where(eq(appDocuments.collection, "appAdmin"));
    for (const d of docs.filter((d) => d.id === "icons" || d.id === "gameIcons")) {
      expect(d.data, d.id).not.toHaveProperty("guess-who");
      expect(d.data, d.id).not.toHaveProperty("classic");
    }
  });

  it("makes an admin write and its audit row one transaction: if the audit fails, nothing changes", async () => {
    const db = api.database.db;
    const target = api.client();
    const { email } = await target.signUp();
    const [victim] = await db.select().from(users).where(eq(users.email, email));
    const docsBefore = await db.select().from(appDocuments).orderBy(appDocuments.id);
    const uploadsBefore = await db.select().from(uploads);
    const auditBefore = await db.select().from(auditLog);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f0" } })
      .png()
      .toBuffer();
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join("; ");

    await db.execute(sql`create function audit_down() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await db.execute(
      sql`create trigger audit_down before insert on audit_log for each row execute function audit_down()`,
    );
    try {
      const calls: [string, string, unknown][] = [
        ["POST", `/api/admin/users/${victim?.id}/role`, { role: "admin" }],
        ["POST", `/api/admin/users/${victim?.id}/disable`, {}],
        [
          "PUT",
          "/api/admin/banner-texts",
          {
            "1": { title: "Nunca salvo", description: "" },
            "2": { title: "Nunca salvo", description: "" },
            "3": { title: "Nunca salvo", description: "" },
          },
        ],
        ["PUT", "/api/admin/featured-tags", { classic: ["Novo"] }],
        ["DELETE", "/api/admin/game-icons/sueca", undefined],
      ];
      for (const [method, url, body] of calls) {
        const res = await admin.request(method, url, body);
        expect(res.status, url).toBe(500);
        expect(res.json.error.code, url).toBe("INTERNAL");
      }
      const fd = new FormData();
      fd.set("file", new Blob([new Uint8Array(png)]), "icone.png");
      fd.set("kind", "gameIcon");
      fd.set("key", "sueca");
      const upload = await api.app.request("/api/admin/uploads", {
        method: "POST",
        headers: { origin: ORIGIN, cookie },
        body: fd,
      });
      expect(upload.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger audit_down on audit_log`);
      await db.execute(sql`drop function audit_down()`);
    }
    const [after] = await db.select().from(users).where(eq(users.email, email));
    expect(after).toMatchObject({ role: "user", banned: false });
    expect((await target.get("/api/profile")).status).not.toBe(401); // still signed in
    expect(await db.select().from(appDocuments).orderBy(appDocuments.id)).toEqual(docsBefore);
    expect(await db.select().from(uploads)).toEqual(uploadsBefore);
    expect(await db.select().from(auditLog)).toEqual(auditBefore);
  });

  it("records every admin write in the audit log", async () => {
    const rows = await api.database.db.select().from(auditLog);
    const actions = new Set(rows.map((r) => r.action));
    for (const a of [
      "set-role",
      "disable-user",
      "enable-user",
      "set-banner-texts",
      "set-featured-tags",
      "set-install-prompt",
      "reset-game-icon",
      "export-users-csv",
    ]) {
      expect(actions.has(a), a).toBe(true);
    }
    expect(rows.every((r) => r.actorEmail === ADMIN)).toBe(true);
  });

  it("audits `npm run admin -- grant|revoke` as actor 'cli', in the same transaction", async () => {
    const target = api.client();
    const { email } = await target.signUp();
    const id = await setRoleByEmail(api.database.db, CLI_ACTOR, email.toUpperCase(), "admin");
    expect(id).toEqual(expect.any(String));
    expect((await target.get("/api/admin/overview")).status).toBe(200);
    expect(await setRoleByEmail(api.database.db, CLI_ACTOR, email, "user")).toBe(id);
    // Another process: the server sees it once its session cache lets go (docs/decisions/026).
    api.passTime(SESSION_CACHE_TTL_MS);
    expect((await target.get("/api/admin/overview")).status).toBe(403);
    expect(await setRoleByEmail(api.database.db, CLI_ACTOR, "ninguem@example.com", "admin")).toBe(
      null,
    );
    const rows = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, "cli"))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.actorId, r.action, r.target, r.details])).toEqual([
      [null, "set-role", id, { role: "admin", email }],
      [null, "set-role", id, { role: "user", email }],
    ]);
  });
});
