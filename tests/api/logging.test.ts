import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/log";
import { createTestApi } from "./harness";

const PASSWORD = "SenhaMuitoSecreta-42";
const lines: string[] = [];
let api: Awaited<ReturnType<typeof createTestApi>>;

beforeAll(async () => {
  const log = createLogger("debug", { write: (s: string) => void lines.push(s) });
  // LOG_LEVEL debug also routes better-auth's own (debug) logs into the captured lines.
  api = await createTestApi({ LOG_LEVEL: "debug" }, { log });
});
afterAll(() => api.close());

const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe("request logs", () => {
  it("log each request with its id, echoed to the client as x-request-id", async () => {
    const client = api.client();
    await client.signUp(undefined, PASSWORD);
    const res = await client.get("/api/sessions/classic");
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toBeTruthy();
    const line = entries().find((e) => e.reqId === id);
    expect(line).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/api/sessions/classic",
      status: 200,
    });
    expect(typeof line?.ms).toBe("number");
  });

  it("keep a sane request id sent by a proxy and replace a hostile one", async () => {
    const client = api.client();
    const kept = await client.get("/api/health", { "x-request-id": "lb-1234" });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234");
    const replaced = await client.get("/api/health", { "x-request-id": 'x","level":"fake' });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    expect(entries().some((e) => e.level === "fake")).toBe(false);
  });

  it("never contain passwords, session cookies or bearer tokens", async () => {
    const client = api.client();
    const { email } = await client.signUp(undefined, PASSWORD);
    await client.get("/api/profile", { authorization: "Bearer token-do-cliente-987" });
    await client.post("/api/auth/sign-in/email", { email, password: `${PASSWORD}x` });
    await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    const cookies = [...client.jar.values()];
    expect(cookies.length).toBeGreaterThan(0);
    const out = lines.join("");
    expect(out).toContain("/api/auth/sign-in/email");
    expect(out).not.toContain(PASSWORD);
    expect(out).not.toContain("token-do-cliente-987");
    for (const value of cookies) {
      expect(out).not.toContain(value);
      expect(out).not.toContain(decodeURIComponent(value).split(".")[0]);
    }
  });
});
