import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifications } from "../../src/server/db/schema";
import { resetTexts } from "../../src/shared/password-reset";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

/** The emails the server wrote to DATA_DIR/mail for one recipient, oldest first. */
function outbox(api: Api, to: string): string[] {
  const dir = path.join(api.dataDir, "mail");
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .filter((text) => text.includes(`\nTo: ${to}\n`));
}

function tokenIn(email: string): string {
  const link = email.match(/^(http\S+\/redefinir-senha\?token=\S+)$/m)?.[1];
  if (!link) throw new Error(`no reset link in:\n${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

async function requestToken(api: Api, email: string): Promise<string> {
  const res = await api.client().post("/api/auth/request-password-reset", { email });
  expect(res.status).toBe(200);
  const mails = outbox(api, email);
  return tokenIn(mails[mails.length - 1] ?? "");
}

describe(`password reset (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers a known and an unknown email identically, and mails only the known one", async () => {
    const { email } = await api.client().signUp();
    const known = await api.client().post("/api/auth/request-password-reset", { email });
    const unknown = await api
      .client()
      .post("/api/auth/request-password-reset", { email: "ninguem-aqui@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(known.json.message).toBe(resetTexts.requestSent);
    expect(outbox(api, email)).toHaveLength(1);
    expect(outbox(api, "ninguem-aqui@example.com")).toHaveLength(0);
  });

  it("writes a Portuguese email with a link to the reset screen, and keeps only a hash of the token", async () => {
    const { email } = await api.client().signUp();
    await api.client().post("/api/auth/request-password-reset", { email });
    const [mail = ""] = outbox(api, email);
    expect(mail).toContain("Subject: Redefinir sua senha do Saideira");
    expect(mail).toContain("O link vale por 1 hora");
    expect(mail).toMatch(new RegExp(`^${ORIGIN}/redefinir-senha\\?token=[A-Za-z0-9]{24}$`, "m"));
    const token = tokenIn(mail);
    const rows = await api.database.db.select().from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
  });

  it("sets the new password, refuses the old one and signs out every other session", async () => {
    const phone = api.client();
    const { email, password } = await phone.signUp();
    const laptop = api.client();
    expect((await laptop.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await laptop.get("/api/profile")).status).not.toBe(401);

    const token = await requestToken(api, email);
    const reset = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "novinha456" });
    expect(reset.status).toBe(200);

    expect((await phone.get("/api/auth/get-session")).json).toBeNull();
    expect((await laptop.get("/api/profile")).status).toBe(401);
    const old = await api.client().post("/api/auth/sign-in/email", { email, password });
    expect(old.status).toBe(401);
    const fresh = api.client();
    expect(
      (await fresh.post("/api/auth/sign-in/email", { email, password: "novinha456" })).status,
    ).toBe(200);
    expect((await fresh.get("/api/auth/get-session")).json.user.email).toBe(email);
  });

  it("refuses a token used twice, in Portuguese, and keeps the first new password", async () => {
    const { email } = await api.client().signUp();
    const token = await requestToken(api, email);
    const first = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "primeira1" });
    expect(first.status).toBe(200);
    const second = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "segunda22" });
    expect(second.status).toBe(400);
    expect(second.json).toEqual({
      error: { code: "INVALID_TOKEN", message: resetTexts.linkInvalid },
    });
    const signIn = (password: string) =>
      api.client().post("/api/auth/sign-in/email", { email, password });
    expect((await signIn("segunda22")).status).toBe(401);
    expect((await signIn("primeira1")).status).toBe(200);
  });

  it("refuses a token after its hour is over", async () => {
    const { email, password } = await api.client().signUp();
    const token = await requestToken(api, email);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const res = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "tardia789" });
    vi.useRealTimers();
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual({ code: "INVALID_TOKEN", message: resetTexts.linkInvalid });
    expect((await api.client().post("/api/auth/sign-in/email", { email, password })).status).toBe(
      200,
    );
  });

  it("refuses a weak password and an invented token, and the link still works afterwards", async () => {
    const { email } = await api.client().signUp();
    const token = await requestToken(api, email);
    const weak = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "12345" });
    expect(weak.status).toBe(400);
    expect(weak.json.error).toEqual({
      code: "PASSWORD_TOO_SHORT",
      message: resetTexts.weakPassword,
    });
    const invented = await api
      .client()
      .post("/api/auth/reset-password", { token: "a".repeat(24), newPassword: "valida123" });
    expect(invented.status).toBe(400);
    expect(invented.json.error.message).toBe(resetTexts.linkInvalid);
    const ok = await api
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "valida123" });
    expect(ok.status).toBe(200);
  });

  it("refuses an invalid email and a body without JSON with the standard error shape", async () => {
    const bad = await api.client().post("/api/auth/request-password-reset", { email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual({ code: "VALIDATION_ERROR", message: "Email inválido" });
    const garbage = await api
      .client()
      .post("/api/auth/reset-password", "{não é json", { "content-type": "application/json" });
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
    expect(typeof garbage.json.error.message).toBe("string");
  });

  it("refuses a token or a name with a NUL byte with a 400, not a server error", async () => {
    const token = await api
      .client()
      .post("/api/auth/reset-password", { token: "a\u0000b", newPassword: "nova12345" });
    expect(token.status).toBe(400);
    expect(token.json.error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Texto com caracteres inválidos (token)",
    });
    const signUp = await api.client().post("/api/auth/sign-up/email", {
      name: "Ana\u0000",
      email: "nul@example.com",
      password: "senha12345",
    });
    expect(signUp.status).toBe(400);
  });
});

describe(`password reset rate limit (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ AUTH_RATE_LIMIT_MAX: "2" });
  });
  afterAll(() => api.close());

  it("limits reset requests per IP like sign-in, with a Portuguese 429", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<ReturnType<Api["client"]>["post"]>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await api
        .client()
        .post("/api/auth/request-password-reset", { email: `alguem${i}@example.com` });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last?.json.error).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "Muitas tentativas. Tente novamente mais tarde.",
    });
  });
});
