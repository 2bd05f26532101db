import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../src/server/http/context";
import { sameOriginWrites } from "../../src/server/http/security";
import { isApiErrorBody } from "../../src/shared/errors";
import {
  type Actor,
  accessMatrix,
  apiRoutes,
  betterAuthEndpoints,
  type Case,
  createWorld,
  newActor,
  type Req,
  type Role,
  roles,
  send,
  type World,
} from "./access-matrix";
import { snapshot } from "./db-snapshot";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

async function actorsFor(w: World, c: Case): Promise<Record<Role, Actor>> {
  if (!c.freshActors) return w.actors;
  const [user, other, admin] = await Promise.all([
    newActor(w.api),
    newActor(w.api),
    newActor(w.api, true),
  ]);
  return { visitor: w.actors.visitor, user, other, admin };
}

function requestOf(key: string, built: Awaited<ReturnType<Case["request"]>>): Req {
  const method = key.split(" ")[0] ?? "";
  return { ...built, method: built.method ?? method };
}

describe(`access matrix (${dbLabel})`, () => {
  let api: Api;
  let world: World;
  beforeAll(async () => {
    api = await createTestApi();
    world = await createWorld(api);
  });
  afterAll(() => api.close());

  it("has an entry for every API route the app registers, and none for a route that is gone", () => {
    const routes = apiRoutes(api);
    for (const route of routes)
      expect(accessMatrix[route], `route ${route} has no entry in the access matrix`).toBeDefined();
    for (const key of Object.keys(accessMatrix))
      expect(routes, `the access matrix lists ${key}, which the app no longer has`).toContain(key);
  });

  it("knows every endpoint better-auth exposes: a new one (a plugin, an upgrade) fails here first", async () => {
    const ctx = await api.auth.$context;
    const disabled = new Set<string>(ctx.options.disabledPaths ?? []);
    const exposed = Object.values(api.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path)
      .filter((p): p is string => typeof p === "string" && !disabled.has(p))
      .sort();
    expect(exposed).toEqual(Object.keys(betterAuthEndpoints).sort());
  });

  it("better-auth's account endpoints touch only the caller's own account", async () => {
    const [me, them] = [await newActor(api), await newActor(api)];
    const theirs = await send(api, them, { method: "GET", path: "/api/auth/list-sessions" });
    const token = (theirs.json as { token: string }[])[0]?.token;
    expect(token).toEqual(expect.any(String));
    const revoke = await send(api, me, {
      method: "POST",
      path: "/api/auth/revoke-session",
      body: { token },
    });
    expect(revoke.status).toBeLessThan(500);
    const still = await send(api, them, { method: "GET", path: "/api/auth/get-session" });
    expect((still.json as { user?: { id: string } }).user?.id).toBe(them.id);
    // Deleting an account goes through DELETE /api/profile (sessions, stats and uploads with it).
    const del = await send(api, me, { method: "POST", path: "/api/auth/delete-user", body: {} });
    expect(del.status).toBe(404);
    const email = await send(api, me, {
      method: "POST",
      path: "/api/auth/change-email",
      body: { newEmail: "outro@example.com" },
    });
    expect(email.status).toBe(400);
    expect((await send(api, me, { method: "GET", path: "/api/auth/get-session" })).status).toBe(
      200,
    );
  });

  it("answers every role on every route with the status the matrix expects", async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes(api)) {
      for (const c of accessMatrix[route] ?? []) {
        const actors = await actorsFor(world, c);
        let req = requestOf(route, await c.request(world));
        for (const role of roles) {
          if (c.perRole) req = requestOf(route, await c.request(world));
          const res = await send(api, role === "visitor" ? null : actors[role], req);
          const name = `${route}${c.label ? ` (${c.label})` : ""} as ${role}`;
          if (res.status !== c.expect[role])
            wrong.push(
              `${name}: ${res.status}, expected ${c.expect[role]}: ${res.text.slice(0, 120)}`,
            );
          else if (res.status >= 400 && !isApiErrorBody(res.json))
            wrong.push(`${name}: ${res.status} without the standard error shape: ${res.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps a user who tries to make themselves admin through better-auth a plain user", async () => {
    const res = await send(api, world.actors.other, {
      method: "POST",
      path: "/api/auth/update-user",
      body: { role: "admin" },
    });
    expect(res.status).toBe(400);
    const overview = await send(api, world.actors.other, {
      method: "GET",
      path: "/api/admin/overview",
    });
    expect(overview.status).toBe(403);
  });

  describe("CSRF", () => {
    const foreign: [string, Record<string, string>][] = [
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["Origin: null (sandboxed frame)", { origin: "null" }],
      ["no Origin but Sec-Fetch-Site: cross-site", { origin: "", "sec-fetch-site": "cross-site" }],
      ["no Origin but Sec-Fetch-Site: same-site", { origin: "", "sec-fetch-site": "same-site" }],
    ];

    it("refuses every state-changing route from another site with 403 and changes nothing", async () => {
      const wrong: string[] = [];
      for (const route of apiRoutes(api)) {
        const method = route.split(" ")[0] ?? "";
        for (const c of accessMatrix[route] ?? []) {
          const req = requestOf(route, await c.request(world));
          if (!WRITE_METHODS.includes(req.method)) continue;
          // The role that may do it, so only the origin check stands in the way.
          const role = roles.find((r) => c.expect[r] < 400) ?? "user";
          const actor = role === "visitor" ? null : (await actorsFor(world, c))[role];
          const before = await snapshot(api.database);
          for (const [how, headers] of foreign) {
            const res = await send(api, actor, req, headers);
            const err = isApiErrorBody(res.json) ? res.json.error : null;
            // Sign-in routes name it INVALID_ORIGIN, which the auth form turns into advice.
            const code = route.includes(" /api/auth/") ? "INVALID_ORIGIN" : "FORBIDDEN_ORIGIN";
            if (res.status !== 403 || err?.code !== code)
              wrong.push(`${route} ${c.label ?? ""} with ${how}: ${res.status} ${res.text}`);
          }
          expect(await snapshot(api.database), `${route} changed the database`).toEqual(before);
          expect(method === "ALL" || method === req.method).toBe(true);
        }
      }
      expect(wrong).toEqual([]);
    });

    it("accepts the same writes from the app's own origin, and from clients that are not browsers", async () => {
      const body = { name: "Turma", players: ["Ana", "Bia"] };
      const req: Req = { method: "POST", path: "/api/groups", body };
      const user = world.actors.user;
      expect((await send(api, user, req, { "sec-fetch-site": "same-origin" })).status).toBe(201);
      // curl and other non-browser clients send neither header: no cookie is sent on their behalf.
      expect((await send(api, user, req, { origin: "" })).status).toBe(201);
    });

    it("lets a TRUSTED_ORIGINS site write, even though the browser calls it cross-site", async () => {
      const app = new Hono<AppEnv>()
        .use(sameOriginWrites(["https://app.saideira.example"], "https://app.saideira.example"))
        .post("/x", (c) => c.text("ok"));
      const post = (headers: Record<string, string>) =>
        app.request("http://localhost/x", { method: "POST", headers });
      const site = { "sec-fetch-site": "cross-site" };
      expect((await post({ origin: "https://app.saideira.example", ...site })).status).toBe(200);
      expect((await post({ origin: "https://evil.example", ...site })).status).toBe(403);
      // Matching the Host header proves nothing (it is the client's to set): only listed origins.
      expect((await post({ origin: "http://localhost" })).status).toBe(403);
    });
  });
});
