import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { rateLimits } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/log";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

const profile = { displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" };
const players = [
  { id: "p1", name: "Ana" },
  { id: "p2", name: "Bia" },
];
const point = { playerId: "p1", amount: 1, type: "challenge" };
const LIMITED = {
  error: {
    code: "RATE_LIMITED",
    message: "Muitas ações em pouco tempo. Espere alguns segundos e tente de novo.",
  },
};

/** A signed-up user with a profile and a classic session of two players, writing from `ip`. */
async function player(api: Api, ip: string) {
  const c = api.client();
  const from = { "x-forwarded-for": ip };
  await c.request("POST", "/api/auth/sign-up/email", {
    email: `${crypto.randomUUID()}@example.com`,
    password: "segredo123",
    name: "Ana",
  });
  await c.put("/api/profile", profile, from);
  await c.put("/api/sessions/classic/players", { players }, from);
  const write = (url = "/api/sessions/classic/points", body: unknown = point) =>
    c.post(url, body, from);
  return { c, from, write };
}

async function burst(write: () => Promise<{ status: number }>, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await write()).status);
  return statuses;
}

describe(`write limits with the shipped defaults (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    // Empty values fall back to the defaults (the harness raises them for the other test files).
    api = await createTestApi({
      TRUST_PROXY: "1",
      WRITE_RATE_LIMIT_MAX: "",
      WRITE_RATE_LIMIT_IP_MAX: "",
      WRITE_RATE_LIMIT_WINDOW: "",
    });
  });
  afterAll(() => api.close());

  it("never limits a fast game: 40 writes in a few seconds (points, mirror, stats) all go through", async () => {
    const { write } = await player(api, "10.0.0.1");
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      statuses.push((await write()).status);
      statuses.push((await write()).status);
      statuses.push((await write("/api/stats/played", { gameId: "classic" })).status);
      statuses.push((await write("/api/sessions/classic/next", {})).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it("answers 429 in the house shape, with Retry-After, to one account hammering writes; others and reads are unaffected", async () => {
    const hammer = await player(api, "10.0.0.2");
    const statuses = await burst(() => hammer.write(), 120);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(50);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
    const refused = await hammer.write();
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual(LIMITED);
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(10);
    // Every kind of write counts: groups, profile and play stats too.
    expect((await hammer.write("/api/stats/played", { gameId: "classic" })).status).toBe(429);
    expect((await hammer.write("/api/groups", { name: "Turma", players: ["Ana"] })).status).toBe(
      429,
    );
    expect(
      (await hammer.c.request("PATCH", "/api/profile", { displayName: "X" }, hammer.from)).status,
    ).toBe(429);
    // Reading is not limited, and another user (another phone, same party wifi) writes on.
    expect((await hammer.c.get("/api/sessions/classic", hammer.from)).status).toBe(200);
    const other = await player(api, "10.0.0.2");
    expect((await other.write()).status).toBe(200);
  });
});

describe(`write limits: window and instances (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({
      TRUST_PROXY: "1",
      // 7 per 3 s per account (2 set the player's game up, 5 are left), 12 per address.
      WRITE_RATE_LIMIT_MAX: "7",
      WRITE_RATE_LIMIT_IP_MAX: "12",
      WRITE_RATE_LIMIT_WINDOW: "3",
    });
  });
  afterAll(() => api.close());

  it("lets the account write again once the window has passed", async () => {
    const { write } = await player(api, "10.1.0.1");
    expect(await burst(() => write(), 8)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await write();
    await new Promise((r) => setTimeout(r, Number(refused.headers.get("retry-after")) * 1000));
    expect((await write()).status).toBe(200);
  });

  it("limits one IP across accounts (many accounts from one address)", async () => {
    const statuses: number[] = [];
    // 3 accounts x 6 writes (2 to set up) from one address: each stays under its own 7, the
    // address passes its 12 (a few seconds of work, however slow the machine, fits the window).
    for (let i = 0; i < 3; i++) {
      const { write } = await player(api, "10.1.0.3");
      statuses.push(...(await burst(() => write(), 4)));
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // Another address is not affected.
    const elsewhere = await player(api, "10.1.0.4");
    expect((await elsewhere.write()).status).toBe(200);
  });

  it("shares the count between server instances on one database", async () => {
    const a = await player(api, "10.1.0.2");
    const second = createApp({
      config: api.config,
      database: api.database,
      auth: api.auth,
      log: createLogger("silent"),
      storage: api.storage,
    });
    const viaSecond = () =>
      second.request("/api/sessions/classic/points", {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "x-forwarded-for": "10.1.0.2",
          "content-type": "application/json",
          cookie: [...a.c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: JSON.stringify(point),
      });
    const rowsBefore = (await api.database.db.select().from(rateLimits)).length;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await a.write()).status);
    for (let i = 0; i < 3; i++) statuses.push((await viaSecond()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // One row per account and address, updated in place: the table does not grow per request.
    const rows = await api.database.db.select().from(rateLimits);
    expect(rows.length).toBe(rowsBefore);
    expect(rows.length).toBe(new Set(rows.map((r) => r.key)).size);
  });
});
