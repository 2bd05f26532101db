import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth, promoteConfiguredAdmins } from "../../src/server/auth";
import { users } from "../../src/server/db/schema";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

describe(`ADMIN_EMAILS needs a verified email (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: "chefe@example.com,dona@example.com" });
  });
  afterAll(() => api.close());

  const roleOf = async (email: string) =>
    (await api.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;

  it("does not make an unverified listed sign-up admin; following the mailed link does", async () => {
    const c = api.client();
    await c.signUp("Chefe@example.com");
    expect((await c.get("/api/auth/get-session")).json.user.role).toBe("user");
    expect((await c.get("/api/admin/overview")).status).toBe(403);

    const [mail = ""] = api.outbox("chefe@example.com");
    expect(mail).toContain("Subject: Confirme seu e-mail no Saideira");
    expect(mail).toContain("lista de administradores");
    const link = api.verificationLink("chefe@example.com") ?? "";
    // The link is opened where the mail is read (no cookie there): that device is signed in.
    const mailbox = api.client();
    const opened = await mailbox.get(link);
    expect([200, 302]).toContain(opened.status);
    expect(await roleOf("chefe@example.com")).toBe("admin");
    expect((await mailbox.get("/api/auth/get-session")).json.user.role).toBe("admin");
    expect((await mailbox.get("/api/admin/overview")).status).toBe(200);
    expect(mail).toContain("a senha criada antes da confirmação deixa de valer");
    // Whoever signed up before the address was proven (maybe not its owner) keeps no way in:
    // their session ended and the password they chose no longer works.
    expect((await c.get("/api/auth/get-session")).json).toBeNull();
    expect((await c.get("/api/admin/overview")).status).toBe(401);
    const oldPassword = await c.post("/api/auth/sign-in/email", {
      email: "chefe@example.com",
      password: "segredo123",
    });
    expect(oldPassword.status).toBe(401);
    // The owner sets a password of their own through 'Esqueci minha senha' and signs in with it.
    await api.client().post("/api/auth/request-password-reset", { email: "chefe@example.com" });
    const resetMail = api.outbox("chefe@example.com").at(-1) ?? "";
    const resetLink = resetMail.match(/^(http\S+\/redefinir-senha\?token=\S+)$/m)?.[1] ?? "";
    const token = new URL(resetLink).searchParams.get("token");
    const reset = await api.client().post("/api/auth/reset-password", {
      token,
      newPassword: "minhasenha1",
    });
    expect(reset.status).toBe(200);
    const owner = api.client();
    const signIn = await owner.post("/api/auth/sign-in/email", {
      email: "chefe@example.com",
      password: "minhasenha1",
    });
    expect(signIn.status).toBe(200);
    expect((await owner.get("/api/admin/overview")).status).toBe(200);
  });

  it("does not ask ordinary users to verify", async () => {
    await api.client().signUp("comum@example.com");
    expect(api.outbox("comum@example.com")).toEqual([]);
    const resend = await api
      .client()
      .post("/api/auth/send-verification-email", { email: "comum@example.com" });
    expect(resend.status).toBe(200);
    expect(api.outbox("comum@example.com")).toEqual([]);
  });

  it("makes an account created verified (Google) admin at once", async () => {
    // What better-auth does for a new Google account: create the user with the provider's verified flag.
    const ctx = await createAuth(api.database.db, api.config).$context;
    const user = await ctx.internalAdapter.createUser(
      { email: "dona@example.com", name: "Dona", emailVerified: true },
      { method: "oauth" },
    );
    expect((user as { role?: string }).role).toBe("admin");
    expect(await roleOf("dona@example.com")).toBe("admin");
  });

  it("refuses to remove admin from a listed account in the CRM (the setting would restore it)", async () => {
    const chefe = api.client();
    const signIn = await chefe.post("/api/auth/sign-in/email", {
      email: "chefe@example.com",
      password: "minhasenha1",
    });
    expect(signIn.status).toBe(200);
    const [dona] = await api.database.db
      .select()
      .from(users)
      .where(eq(users.email, "dona@example.com"));
    const res = await chefe.post(`/api/admin/users/${dona?.id}/role`, { role: "user" });
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("ADMIN_BY_CONFIG");
    expect(res.json.error.message).toContain("ADMIN_EMAILS");
    expect(await roleOf("dona@example.com")).toBe("admin");
  });

  it("at start, promotes only verified listed accounts", async () => {
    await api.client().signUp("tarde@example.com");
    await api.client().signUp("tarde-verificada@example.com");
    await api.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "tarde-verificada@example.com"));
    await promoteConfiguredAdmins(api.database.db, [
      "tarde@example.com",
      "tarde-verificada@example.com",
    ]);
    expect(await roleOf("tarde@example.com")).toBe("user");
    expect(await roleOf("tarde-verificada@example.com")).toBe("admin");
  });
});
