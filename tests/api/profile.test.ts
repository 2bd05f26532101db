import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel } from "./harness";

const valid = {
  displayName: "Ana",
  adultConfirmed: true,
  drinkMode: "sem-alcool",
  favoriteKinds: ["cartas"],
};

describe(`profile API (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("401s visitors with the standard error shape", async () => {
    const res = await api.client().get("/api/profile");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Faça login para continuar." },
    });
  });

  it("says 404 before onboarding, then creates and returns the profile", async () => {
    const c = api.client();
    await c.signUp();
    const before = await c.get("/api/profile");
    expect(before.status).toBe(404);
    expect(before.json.error.code).toBe("PROFILE_NOT_FOUND");
    const created = await c.put("/api/profile", valid);
    expect(created.status).toBe(201);
    expect(created.json.profile).toMatchObject({
      displayName: "Ana",
      drinkMode: "sem-alcool",
      favoriteKinds: ["cartas"],
      preferences: { sound: true, vibration: true, showAdult: false, useLocation: false },
      gameStats: { totalGamesPlayed: 0, victories: 0, totalPlayTime: 0, recentGames: [] },
    });
    const after = await c.get("/api/profile");
    expect(after.status).toBe(200);
    expect(after.json.profile.displayName).toBe("Ana");
    const updated = await c.put("/api/profile", {
      ...valid,
      displayName: "Ana Paula",
      preferences: { useLocation: true },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.profile.displayName).toBe("Ana Paula");
    expect(updated.json.profile.preferences.useLocation).toBe(true);
  });

  it("never shows one user's profile to another", async () => {
    const a = api.client();
    await a.signUp();
    await a.put("/api/profile", { ...valid, displayName: "Segredo" });
    const b = api.client();
    await b.signUp();
    const res = await b.get("/api/profile");
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("Segredo");
  });

  it("refuses bad input with a 400 in Portuguese and changes nothing", async () => {
    const c = api.client();
    await c.signUp();
    await c.put("/api/profile", valid);
    const cases: unknown[] = [
      { ...valid, adultConfirmed: false },
      { ...valid, displayName: "" },
      { ...valid, displayName: "x".repeat(41) },
      { ...valid, drinkMode: "cachaça" },
      { ...valid, favoriteKinds: ["pôquer"] },
      { ...valid, isAdmin: true },
      { ...valid, preferences: { sound: "sim" } },
      [],
      42,
      null,
    ];
    for (const body of cases) {
      const res = await c.put("/api/profile", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
      expect(typeof res.json.error.message).toBe("string");
    }
    const adult = await c.put("/api/profile", { ...valid, adultConfirmed: false });
    expect(adult.json.error.message).toContain("18 anos");
    const broken = await c.request("PUT", "/api/profile", "{not json", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe("INVALID_JSON");
    expect((await c.get("/api/profile")).json.profile.displayName).toBe("Ana");
  });

  it("refuses JSON bodies over 1 MB with 413", async () => {
    const c = api.client();
    await c.signUp();
    const res = await c.put("/api/profile", { ...valid, displayName: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.json.error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe(`health and public endpoints (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("reports the database kind", async () => {
    const res = await api.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, db: dbLabel });
  });

  it("lists every game's default icon and banner", async () => {
    const icons = await api.client().get("/api/icons");
    // The ten of the catalogue and the three extra games, each with its own default art.
    expect(Object.keys(icons.json)).toHaveLength(13);
    expect(icons.json["mais-provavel"]).toBe("/icons/mais-provavel.png");
    expect(icons.json["coin-flip"]).toBe("/icons/coin-flip.png");
    expect(icons.json.cards).toBe("/icons/cards.png");
    expect(icons.json["truth-or-dare"]).toBe("/icons/truth-or-dare.png");
    const banners = await api.client().get("/api/banners");
    expect(banners.json.saideira).toBe("/banners/saideira.jpg");
  });

  it("says whether Google sign-in is configured", async () => {
    expect((await api.client().get("/api/config")).json).toEqual({
      googleEnabled: false,
      publicUrl: "http://localhost:3000",
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await api.client().get("/api/nada-aqui");
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("NOT_FOUND");
  });

  it("sends security headers", async () => {
    const res = await api.client().get("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; object");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
