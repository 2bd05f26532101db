import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, ORIGIN } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
let api: Api;

beforeAll(async () => {
  api = await createTestApi({ ADMIN_EMAILS: "" });
});
afterAll(() => api.close());

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("the sign-in page's plain form (POST /api/auth/form, before the app has loaded)", () => {
  it("signs in: a 303 to the dashboard with the session cookie, and the session works", async () => {
    const { email, password } = await api.client().signUp();
    const c = api.client();
    const res = await c.post("/api/auth/form", form({ email, password, mode: "login" }), FORM);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/dashboard");
    const session = await c.get("/api/auth/get-session");
    expect(session.json?.user?.email).toBe(email);
  });

  it("goes back where the visitor was going: the form's next, else the page's ?next=", async () => {
    const { email, password } = await api.client().signUp();
    const res = await api
      .client()
      .post("/api/auth/form", form({ email, password, next: "/stats" }), FORM);
    expect(res.headers.get("location")).toBe("/stats");
    const viaReferer = await api.client().post("/api/auth/form", form({ email, password }), {
      ...FORM,
      referer: `${ORIGIN}/auth?next=%2Fprofile`,
    });
    expect(viaReferer.headers.get("location")).toBe("/profile");
  });

  it("never sends the browser to another host", async () => {
    const { email, password } = await api.client().signUp();
    for (const next of ["//evil.example", "https://evil.example/", "/.//evil.example"]) {
      const res = await api.client().post("/api/auth/form", form({ email, password, next }), FORM);
      expect(res.headers.get("location"), next).toBe("/dashboard");
    }
  });

  it("a wrong password or empty fields: back to /auth with the error's code, no cookie", async () => {
    const { email } = await api.client().signUp();
    const c = api.client();
    const wrong = await c.post(
      "/api/auth/form",
      form({ email, password: "errada123", next: "/stats" }),
      FORM,
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe(
      "/auth?erro=INVALID_EMAIL_OR_PASSWORD&next=%2Fstats",
    );
    expect(c.jar.size).toBe(0);
    const empty = await c.post("/api/auth/form", form({ email: " ", password: "" }), FORM);
    expect(empty.headers.get("location")).toBe("/auth?erro=EMPTY_FIELDS");
  });

  it("creates an account in sign-up mode and sends it to onboarding", async () => {
    const c = api.client();
    const email = `${randomUUID()}@example.com`;
    const res = await c.post(
      "/api/auth/form",
      form({ email, password: "segredo123", mode: "signup" }),
      FORM,
    );
    expect(res.headers.get("location")).toBe("/onboarding");
    expect((await c.get("/api/auth/get-session")).json?.user?.email).toBe(email);
    const again = await api
      .client()
      .post("/api/auth/form", form({ email, password: "segredo123", mode: "signup" }), FORM);
    expect(again.headers.get("location")).toMatch(
      /^\/auth\?erro=USER_ALREADY_EXISTS\w*&modo=cadastro$/,
    );
  });

  it("sends hostile fields back to /auth without a 5xx or a new account", async () => {
    for (const email of ["a\u0000@example.com", "\ud800@example.com", "x".repeat(5000)]) {
      const res = await api
        .client()
        .post("/api/auth/form", form({ email, password: "segredo123", mode: "signup" }), FORM);
      expect(res.status, email.slice(0, 20)).toBe(303);
      expect(res.headers.get("location"), email.slice(0, 20)).toMatch(/^\/auth\?erro=/);
      expect(res.headers.get("set-cookie"), email.slice(0, 20)).toBeNull();
    }
  });

  it("refuses a post from another site", async () => {
    const { email, password } = await api.client().signUp();
    const res = await api.client().post("/api/auth/form", form({ email, password }), {
      ...FORM,
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
