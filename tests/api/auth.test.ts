import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel } from "./harness";

describe(`auth and profile API (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("signs up, reads the session and signs out", async () => {
    const c = api.client();
    const { email } = await c.signUp();
    const s = await c.get("/api/auth/get-session");
    expect(s.json.user.email).toBe(email);
    expect(s.json.user.role).toBe("user");
    expect((await c.post("/api/auth/sign-out", {})).status).toBe(200);
    const after = await c.get("/api/auth/get-session");
    expect(after.json).toBeNull();
  });
});
