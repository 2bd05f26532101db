import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../src/server/auth";
import { loadConfig } from "../../src/server/config";
import { users } from "../../src/server/db/schema";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

describe(`auth API (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: "chefe@example.com" });
  });
  afterAll(() => api.close());

  it("signs up with an httpOnly, SameSite=Lax session cookie for the whole site", async () => {
    const c = api.client();
    const { email, res } = await c.signUp();
    const cookie = res.headers.getSetCookie().find((x) => x.includes("session_token"));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Secure/i); // plain http: a Secure cookie would never come back
    const s = await c.get("/api/auth/get-session");
    expect(s.json.user.email).toBe(email);
    expect(s.json.user.role).toBe("user");
  });

  it("makes the session cookie Secure, with the __Secure- prefix, when PUBLIC_URL is https", async () => {
    const site = "https://saideira.example";
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: site,
      DATA_DIR: api.dataDir,
      BETTER_AUTH_SECRET: api.config.authSecret,
      LOG_LEVEL: "silent",
    });
    const body = { email: "seguro@example.com", password: "segredo123", name: "Seguro" };
    const res = await createAuth(api.database.db, config).handler(
      new Request(`${site}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: site, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((x) => x.includes("session_token"));
    expect(cookie).toMatch(/^__Secure-/);
    for (const flag of [/;\s*Secure/i, /;\s*HttpOnly/i, /;\s*SameSite=Lax/i, /;\s*Path=\/(;|$)/i])
      expect(cookie).toMatch(flag);
  });

  it("signs in with the right password and signs out", async () => {
    const a = api.client();
    const { email, password } = await a.signUp();
    const b = api.client();
    const res = await b.post("/api/auth/sign-in/email", { email, password });
    expect(res.status).toBe(200);
    expect((await b.get("/api/auth/get-session")).json.user.email).toBe(email);
    const oldCookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    expect((await b.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await b.get("/api/auth/get-session")).json).toBeNull();
    expect((await b.get("/api/profile")).status).toBe(401);
    // The session is revoked on the server, not only forgotten by this browser.
    const replay = await api.client().get("/api/profile", { cookie: oldCookie });
    expect(replay.status).toBe(401);
    expect(replay.json.error.code).toBe("UNAUTHENTICATED");
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const c = api.client();
    const { email } = await c.signUp();
    const wrong = await api
      .client()
      .post("/api/auth/sign-in/email", { email, password: "errada999" });
    const unknown = await api
      .client()
      .post("/api/auth/sign-in/email", { email: "ninguem@example.com", password: "errada999" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({
      error: {
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Credenciais inválidas. Por favor, tente novamente.",
      },
    });
    expect(unknown.json).toEqual(wrong.json);
  });

  it("refuses a duplicate email, an invalid email and a short password with their codes", async () => {
    const c = api.client();
    const { email } = await c.signUp();
    const dup = await api
      .client()
      .post("/api/auth/sign-up/email", { email, password: "segredo123", name: "X" });
    expect(dup.status).toBe(422);
    expect(dup.json.error.code).toMatch(/^USER_ALREADY_EXISTS/);
    expect(dup.json.error.message).toBe("Este email já está em uso");
    const bad = await api
      .client()
      .post("/api/auth/sign-up/email", { email: "nope", password: "segredo123", name: "X" });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: { code: "VALIDATION_ERROR", message: "Email inválido" } });
    const short = await api.client().post("/api/auth/sign-up/email", {
      email: "curta@example.com",
      password: "12345",
      name: "X",
    });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({
      error: { code: "PASSWORD_TOO_SHORT", message: "Senha muito fraca (mínimo de 6 caracteres)" },
    });
  });

  it("answers 404 in the house shape for better-auth's admin plugin endpoints, even to an admin", async () => {
    const c = api.client();
    const { res } = await c.signUp();
    const adminId: string = res.json.user.id;
    await api.database.db.update(users).set({ role: "admin" }).where(eq(users.id, adminId));
    const victim = await api.client().signUp();
    const victimId: string = victim.res.json.user.id;
    const attempts: [string, unknown][] = [
      ["/api/auth/admin/set-role", { userId: victimId, role: "admin" }],
      ["/api/auth/admin/ban-user", { userId: victimId }],
      ["/api/auth/admin/remove-user", { userId: victimId }],
      ["/api/auth/admin/impersonate-user", { userId: victimId }],
      ["/api/auth/admin/set-user-password", { userId: victimId, newPassword: "tomada123" }],
      ["/api/auth/admin/create-user", { email: "novo@example.com", password: "x12345", name: "N" }],
      ["/api/auth/admin/update-user", { userId: victimId, data: { role: "admin" } }],
      ["/api/auth/admin/ban-user/", { userId: victimId }],
      ["/api/auth//admin/ban-user", { userId: victimId }],
      ["/api/auth/%61dmin/ban-user", { userId: victimId }],
      ["/api/auth/ADMIN/ban-user", { userId: victimId }],
    ];
    for (const [url, body] of attempts) {
      const res = await c.post(url, body);
      expect(res.status, url).toBe(404);
      expect(res.json, url).toEqual({
        error: { code: "NOT_FOUND", message: "Recurso não encontrado." },
      });
    }
    for (const url of ["/api/auth/admin/list-users", "/api/auth/admin/get-user?id=x"]) {
      expect((await c.get(url)).status, url).toBe(404);
    }
    const [after] = await api.database.db.select().from(users).where(eq(users.id, victimId));
    expect(after).toMatchObject({ role: "user", banned: false });
    // The plugin is off inside better-auth too, should a request ever reach it.
    const direct = await api.app.request("/api/auth/admin/ban-user", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ userId: victimId }),
    });
    expect(direct.status).toBe(404);
  });

  it("refuses sign-in to a disabled user with BANNED_USER", async () => {
    const c = api.client();
    const { email, password } = await c.signUp();
    await api.database.db.update(users).set({ banned: true }).where(eq(users.email, email));
    const res = await api.client().post("/api/auth/sign-in/email", { email, password });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: { code: "BANNED_USER", message: "Usuário desativado" } });
  });

  it("answers every better-auth error in the house shape with a Portuguese message", async () => {
    const c = api.client();
    const cases: [string, string, unknown?][] = [
      ["GET", "/api/auth/rota-que-nao-existe"],
      ["GET", "/api/auth/%E0%A4%A"],
      ["GET", "/api/auth/verify-email?token=inventado"],
      ["POST", "/api/auth/sign-in/email", { email: "x@example.com" }],
      [
        "POST",
        "/api/auth/sign-up/email",
        { email: "sem-arroba", password: "segredo123", name: "X" },
      ],
      ["POST", "/api/auth/update-user", { name: "X" }],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/sign-in/social", { provider: "github" }],
    ];
    for (const [method, url, body] of cases) {
      const res = await c.request(method, url, body);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(Object.keys(res.json ?? {}), url).toEqual(["error"]);
      expect(Object.keys(res.json.error).sort(), url).toEqual(["code", "message"]);
      expect(res.json.error.code, url).toMatch(/^[A-Za-z0-9_]+$/);
      // Portuguese: none of better-auth's English texts get through.
      expect(res.json.error.message, url).not.toMatch(
        /\b(the|is|not|found|invalid|failed|user|password)\b/i,
      );
    }
    expect((await c.get("/api/auth/rota-que-nao-existe")).json.error).toEqual({
      code: "NOT_FOUND",
      message: "Recurso não encontrado.",
    });
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const c = api.client();
    await c.signUp();
    const res = await c.put(
      "/api/profile",
      { displayName: "X", adultConfirmed: true, drinkMode: "alcool" },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("FORBIDDEN_ORIGIN");
  });
});

describe(`auth rate limit (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi({ AUTH_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => api.close());

  it("answers 429 after too many sign-in attempts from one IP, with counters in the database", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api
        .client()
        .post("/api/auth/sign-in/email", { email: "x@example.com", password: "errada999" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const limited = await api
      .client()
      .post("/api/auth/sign-in/email", { email: "x@example.com", password: "errada999" });
    expect(limited.json).toEqual({
      error: {
        code: "TOO_MANY_REQUESTS",
        message: "Muitas tentativas. Tente novamente mais tarde.",
      },
    });
    const rows = await api.database.db.query.rateLimits.findMany();
    expect(rows.some((r) => r.key.includes("/sign-in/email"))).toBe(true);
  });

  it("never limits reading the session: friends behind one IP open many pages", async () => {
    const user = api.client();
    await user.signUp();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await user.get("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
  });

  it("ignores a client-supplied IP header, so spoofing does not reset the limit", async () => {
    const res = await api
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: "x@example.com", password: "errada999" },
        { "x-saideira-client-ip": "10.9.9.9" },
      );
    expect(res.status).toBe(429);
  });
});

describe(`auth rate limit behind a trusted proxy (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi({ AUTH_RATE_LIMIT_MAX: "3", TRUST_PROXY: "1" });
  });
  afterAll(() => api.close());

  const attempt = (forwardedFor: string) =>
    api
      .client()
      .post(
        "/api/auth/sign-in/email",
        { email: "x@example.com", password: "errada999" },
        { "x-forwarded-for": forwardedFor },
      );

  it("keys on the right-most X-Forwarded-For entry: a spoofed leading one does not escape the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(`10.0.0.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client (another address appended by the proxy) has its own bucket.
    expect((await attempt("10.0.0.1, 198.51.100.9")).status).toBe(401);
  });
});
