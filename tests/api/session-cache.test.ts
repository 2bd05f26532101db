import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth";
import { sessions, users } from "../../src/server/db/schema";
import { SESSION_CACHE_TTL_MS, SessionCache } from "../../src/server/http/session-cache";
import { createLogger } from "../../src/server/log";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

/** A second phone holding a copy of the same session cookie. */
function copyOf(api: Api, c: Client): Client {
  const other = api.client();
  for (const [k, v] of c.jar) other.jar.set(k, v);
  return other;
}

/** Signed in, and the session already remembered by the server (read twice). */
async function signedInAndCached(c: Client, email?: string) {
  const out = await c.signUp(email);
  expect((await c.get("/api/sessions/classic")).status).toBe(200);
  expect((await c.get("/api/sessions/classic")).status).toBe(200);
  return out;
}

function resetToken(api: Api, email: string): string {
  const dir = path.join(api.dataDir, "mail");
  const mails = readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .filter((t) => t.includes(`\nTo: ${email}\n`));
  const link = mails.at(-1)?.match(/^(http\S+\/redefinir-senha\?token=\S+)$/m)?.[1];
  if (!link) throw new Error(`no reset link for ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

describe(`a remembered session still ends at once (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: "chefe@example.com,boss@example.com" });
  });
  afterAll(() => api.close());

  it("sign-out ends the session for every copy of the cookie", async () => {
    const c = api.client();
    await signedInAndCached(c);
    const other = copyOf(api, c);
    expect((await other.get("/api/sessions/classic")).status).toBe(200);
    expect((await c.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await other.get("/api/sessions/classic")).status).toBe(401);
  });

  it("a password reset signs the account out everywhere at once", async () => {
    const c = api.client();
    const { email } = await signedInAndCached(c);
    expect((await api.client().post("/api/auth/request-password-reset", { email })).status).toBe(
      200,
    );
    const token = resetToken(api, email);
    expect((await c.get("/api/sessions/classic")).status).toBe(200); // still signed in
    const reset = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "outrasenha1" });
    expect(reset.status).toBe(200);
    expect((await c.get("/api/sessions/classic")).status).toBe(401);
  });

  it("an admin's disable signs the user out at once, and the role is read again", async () => {
    const boss = api.client();
    await boss.signUpAdmin("boss@example.com");
    expect((await boss.get("/api/admin/overview")).status).toBe(200);
    const c = api.client();
    const { email } = await signedInAndCached(c);
    const [target] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    expect((await boss.post(`/api/admin/users/${target?.id}/disable`, {})).status).toBe(200);
    expect((await c.get("/api/sessions/classic")).status).toBe(401);
    // A promotion through the admin screen shows at the target's next request.
    const d = api.client();
    const other = await signedInAndCached(d);
    expect((await d.get("/api/admin/overview")).status).toBe(403);
    const [row] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, other.email));
    expect((await boss.post(`/api/admin/users/${row?.id}/role`, { role: "admin" })).status).toBe(
      200,
    );
    expect((await d.get("/api/admin/overview")).status).toBe(200);
    expect((await boss.post(`/api/admin/users/${row?.id}/role`, { role: "user" })).status).toBe(
      200,
    );
    expect((await d.get("/api/admin/overview")).status).toBe(403);
  });

  it("ADMIN_EMAILS verification locks out a session remembered from before the proof", async () => {
    const early = api.client();
    await signedInAndCached(early, "chefe@example.com");
    const link = api.verificationLink("chefe@example.com") ?? "";
    expect(link).not.toBe("");
    const mailbox = api.client();
    expect([200, 302]).toContain((await mailbox.get(link)).status);
    expect((await early.get("/api/sessions/classic")).status).toBe(401);
    expect((await mailbox.get("/api/admin/overview")).status).toBe(200);
  });

  it("a session deleted behind the server's back ends within SESSION_CACHE_TTL_MS", async () => {
    // As when another instance on the same PostgreSQL, or `npm run admin`, revokes it.
    const c = api.client();
    const { email } = await signedInAndCached(c);
    const [row] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    await api.database.db.delete(sessions).where(eq(sessions.userId, row?.id ?? ""));
    expect((await c.get("/api/sessions/classic")).status).toBe(200); // remembered, within bound
    api.passTime(SESSION_CACHE_TTL_MS);
    expect((await c.get("/api/sessions/classic")).status).toBe(401);
  });

  it("a sign-out on one instance ends the session on another within the bound", async () => {
    let ahead = 0;
    const auth = createAuth(api.database.db, api.config, {
      sessionCache: new SessionCache(undefined, undefined, () => Date.now() + ahead),
    });
    const second = createApp({
      config: api.config,
      database: api.database,
      auth,
      log: createLogger("silent"),
      storage: api.storage,
    });
    const c = api.client();
    await c.signUp();
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const onSecond = async () =>
      (await second.request("/api/sessions/classic", { headers: { cookie } })).status;
    expect(await onSecond()).toBe(200);
    expect((await c.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await onSecond()).toBe(200); // the other instance has not looked again yet
    ahead += SESSION_CACHE_TTL_MS;
    expect(await onSecond()).toBe(401);
  });

  it("a session cookie sent twice is checked in the database, never taken from the cache", async () => {
    const c = api.client();
    await signedInAndCached(c);
    const [name, value] = [...c.jar].find(([k]) => k.endsWith("session_token")) ?? [];
    const res = await api.app.request("/api/sessions/classic", {
      headers: { cookie: `${name}=garbage; ${name}=${value}` },
    });
    // Whichever better-auth reads, the answer comes from the database, and nothing is stored
    // under either value.
    expect([200, 401]).toContain(res.status);
    const garbage = await api.app.request("/api/sessions/classic", {
      headers: { cookie: `${name}=garbage` },
    });
    expect(garbage.status).toBe(401);
  });
});
