import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/log";
import { createTestApi, ORIGIN } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

const lines: string[] = [];
let api: Api;

beforeAll(async () => {
  const log = createLogger("debug", { write: (s: string) => void lines.push(s) });
  api = await createTestApi({ ADMIN_EMAILS: "", LOG_LEVEL: "debug" }, { log });
});
afterAll(() => api.close());

const houseError = (json: unknown) =>
  expect(json).toEqual({
    error: { code: expect.any(String), message: expect.stringMatching(/\S/) },
  });

describe("redirect targets (issue 14, finding 2)", () => {
  const hostile = [
    "/.//evil.example",
    "/..//evil.example",
    "/\\evil.example",
    "/.\\/evil.example",
    "\\\\evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
    "/%5Cevil.example",
    "/\tevil",
  ];

  it("verify-email refuses a callbackURL that normalises to another host, before any redirect", async () => {
    for (const target of hostile) {
      const res = await api
        .client()
        .get(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`);
      expect(res.status, target).toBe(400);
      expect(res.headers.get("location"), target).toBeNull();
      houseError(res.json);
      expect(res.json.error.code).toBe("INVALID_REDIRECT");
    }
  });

  it("every endpoint taking a redirect refuses it in the query or the JSON body", async () => {
    const c = api.client();
    const { email, password } = await c.signUp();
    const cases: [string, string, Record<string, unknown>][] = [
      ["POST", "/api/auth/sign-in/email", { email, password, callbackURL: "/.//evil.example" }],
      ["POST", "/api/auth/sign-out", { callbackURL: "/..//evil.example" }],
      ["POST", "/api/auth/request-password-reset", { email, redirectTo: "/\\evil.example" }],
      ["POST", "/api/auth/sign-in/social", { provider: "google", errorCallbackURL: "//evil" }],
      ["POST", "/api/auth/sign-in/social", { provider: "google", newUserCallbackURL: "/.//x" }],
      ["POST", "/api/auth/send-verification-email", { email, callbackURL: "/./\\evil" }],
    ];
    for (const [method, path, body] of cases) {
      const res = await c.request(method, path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.error.code).toBe("INVALID_REDIRECT");
    }
    const query = await c.get("/api/auth/reset-password/abc?callbackURL=%2F.%2F%2Fevil.example");
    expect(query.status).toBe(400);
    expect(query.json.error.code).toBe("INVALID_REDIRECT");
    // Same-site targets still work.
    const fine = await api
      .client()
      .post("/api/auth/sign-in/email", { email, password, callbackURL: "/dashboard" });
    expect(fine.status).toBe(200);
  });
});

describe("log flooding (issue 14, finding 4)", () => {
  it("refuses an auth body over 16 KB with 413 and closes the connection", async () => {
    const res = await api
      .client()
      .post("/api/auth/sign-out", { callbackURL: `/${"a".repeat(20_000)}` });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    houseError(res.json);
  });

  it("keeps every log line short whatever the request carries", async () => {
    const before = lines.length;
    const long = `https://evil.example/${"a".repeat(15_000)}`;
    for (let i = 0; i < 3; i++) {
      await api.client().post("/api/auth/sign-out", { callbackURL: long });
      await api.client().get(`/api/auth/verify-email?token=x&callbackURL=${long}`);
    }
    const written = lines.slice(before);
    expect(written.length).toBeGreaterThan(0);
    for (const line of written) expect(line.length).toBeLessThan(4_000);
  });
});

describe("user name and image (issue 14, finding 6)", () => {
  it("update-user applies the app's name rules and never answers 500", async () => {
    const c = api.client();
    await c.signUp();
    let deep = '"x"';
    for (let i = 0; i < 3000; i++) deep = `[${deep}]`;
    const bad: unknown[] = [
      { name: "a".repeat(5_000) },
      { name: "a".repeat(41) },
      { name: "" },
      { name: "   " },
      { name: { a: 1 } },
      { name: null },
      { name: { toString: 1 } },
      `{"name":${deep}}`,
      { image: "javascript:alert(1)" },
      { image: "data:text/html,<script>alert(1)</script>" },
      { image: 5 },
    ];
    for (const body of bad) {
      const res = await c.post("/api/auth/update-user", body, {
        "content-type": "application/json",
      });
      expect(res.status, String(JSON.stringify(body)).slice(0, 60)).toBe(400);
      houseError(res.json);
    }
    // Past the auth body limit, refused before anything reads it.
    const huge = await c.post("/api/auth/update-user", { name: "a".repeat(500_000) });
    expect(huge.status).toBe(413);
    houseError(huge.json);
    const session = await c.get("/api/auth/get-session");
    expect(session.json.user.name).toBe("Teste");
    expect(session.json.user.image ?? null).toBeNull();

    const ok = await c.post("/api/auth/update-user", {
      name: "  Ana Maria  ",
      image: "https://lh3.googleusercontent.com/a/foto.png",
    });
    expect(ok.status).toBe(200);
    const after = await c.get("/api/auth/get-session");
    expect(after.json.user.name).toBe("Ana Maria");
    expect(after.json.user.image).toBe("https://lh3.googleusercontent.com/a/foto.png");
  });

  it("sign-up applies the same rules", async () => {
    for (const name of ["", "   ", "b".repeat(41)]) {
      const res = await api.client().post("/api/auth/sign-up/email", {
        email: `nome-${name.length}@example.com`,
        password: "segredo123",
        name,
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      houseError(res.json);
    }
    const trimmed = api.client();
    await trimmed.signUp(undefined, undefined, "  Bia  ");
    expect((await trimmed.get("/api/auth/get-session")).json.user.name).toBe("Bia");
  });
});

describe("an address other than PUBLIC_URL (issue 14, finding 10)", () => {
  it("answers INVALID_ORIGIN with the address to use, and /api/config names it", async () => {
    for (const origin of ["http://127.0.0.1:3000", "http://192.168.0.12:3000"]) {
      const res = await api.app.request(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ email: "lan@example.com", password: "segredo123", name: "Lan" }),
      });
      expect(res.status).toBe(403);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe("INVALID_ORIGIN");
      expect(json.error.message).toContain(ORIGIN);
    }
    expect((await api.client().get("/api/config")).json.publicUrl).toBe(ORIGIN);
  });
});
