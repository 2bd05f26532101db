import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { isApiErrorBody } from "../../src/shared/errors";
import {
  bannerTextsSchema,
  featuredTagsSchema,
  installPromptSchema,
  roleInputSchema,
  userListQuerySchema,
} from "../../src/shared/schemas/admin";
import {
  deckHideSchema,
  deckImportSchema,
  deckInputSchema,
  deckReportSchema,
  deckUpdateSchema,
} from "../../src/shared/schemas/deck";
import { groupImportSchema, groupInputSchema } from "../../src/shared/schemas/group";
import { profileInputSchema, profilePatchSchema } from "../../src/shared/schemas/profile";
import {
  boardCodeRequestSchema,
  createRoomSchema,
  joinRoomSchema,
  pairBoardSchema,
} from "../../src/shared/schemas/room";
import {
  addPointsSchema,
  gameIdSchema,
  replacePlayersSchema,
  settingsInputSchema,
} from "../../src/shared/schemas/session";
import { playsInputSchema, playTrackingSchema } from "../../src/shared/schemas/stats";
import { accessMatrix, apiRoutes, createWorld, type Role, send, type World } from "./access-matrix";
import { snapshot } from "./db-snapshot";
import { createTestApi, dbLabel, ORIGIN } from "./harness";
import {
  addKeyAt,
  decodeSegment,
  hasUnstorableText,
  hostileBodyText,
  hostileJsonValue,
  hostileKey,
  hostileSegment,
  hostileString,
  parseOrFail,
  pathsOf,
  replaceAt,
  unstorable,
  wrongContentType,
} from "./hostile";

type Api = Awaited<ReturnType<typeof createTestApi>>;

/**
 * The oracle: the schema each JSON body must pass (null: validated by better-auth, no oracle).
 * Input the schema refuses must be refused; input it accepts may still be refused (404, 409...).
 */
const bodySchemas: Record<string, ZodType | null> = {
  "PUT /api/profile": profileInputSchema,
  "PATCH /api/profile": profilePatchSchema,
  "PUT /api/sessions/:gameId/players": replacePlayersSchema,
  "POST /api/sessions/:gameId/points": addPointsSchema,
  "PUT /api/sessions/:gameId/settings": settingsInputSchema,
  "POST /api/stats/start": playTrackingSchema,
  "POST /api/stats/end": playTrackingSchema,
  "POST /api/stats/played": playTrackingSchema,
  "POST /api/stats/victory": playTrackingSchema,
  "POST /api/stats/plays": playsInputSchema,
  "POST /api/groups": groupInputSchema,
  "POST /api/groups/import": groupImportSchema,
  "PUT /api/groups/:id": groupInputSchema,
  "POST /api/decks": deckInputSchema,
  "POST /api/decks/import": deckImportSchema,
  "PUT /api/decks/:id": deckUpdateSchema,
  "POST /api/shared-decks/:code/report": deckReportSchema,
  "PUT /api/admin/decks/:id/hidden": deckHideSchema,
  "POST /api/admin/users/:id/role": roleInputSchema,
  "PUT /api/admin/banner-texts": bannerTextsSchema,
  "PUT /api/admin/featured-tags": featuredTagsSchema,
  "PUT /api/admin/install-prompt": installPromptSchema,
  "POST /api/rooms": createRoomSchema,
  "POST /api/rooms/:code/join": joinRoomSchema,
  "POST /api/rooms/:code/board-code": boardCodeRequestSchema,
  "POST /api/rooms/:code/board": pairBoardSchema,
  "POST /api/auth/request-password-reset": null,
  "POST /api/auth/reset-password": null,
};
const querySchemas: Record<string, ZodType> = { "GET /api/admin/users": userListQuerySchema };
/** Path parameters with their rule; an id that names nothing of the caller's is always refused. */
const paramSchemas: Record<string, ZodType | "refused"> = {
  gameId: gameIdSchema,
  id: "refused",
};
/**
 * Not fuzzed here: better-auth's own endpoints (their inputs are its schemas, not ours), the plain
 * sign-in form (a browser form answered with redirects, its fields go to better-auth's sign-in:
 * tests/api/auth-form.test.ts), the catch-all has no input.
 */
const notFuzzed = ["GET /api/auth/*", "POST /api/auth/*", "POST /api/auth/form", "ALL /api/*"];
const MULTIPART = ["POST /api/admin/uploads"];
const JSON_LIMIT = 1024 * 1024;
/** Runs per route; FUZZ_RUNS=500 for a long hunt (a failure prints its seed to replay). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
// `npm test` is a gate: it replays one fixed seed, so a red build means a change broke something.
// New ground is explored by `npm run stress` (FUZZ_RUNS set, random seed unless FUZZ_SEED given).
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? undefined
    : 20261122;
fc.configureGlobal({ seed: SEED });

interface Hostile {
  path: string;
  text?: string;
  contentType?: string;
  /** Nothing valid in it: the answer must be a 4xx. */
  mustRefuse: boolean;
}

const ENGLISH =
  /\b(the|expected|received|invalid|required|must|should|cannot|error|failed|unexpected)\b/i;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

function bodyRefused(text: string, contentType: string, schema: ZodType | null | undefined) {
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return true;
  if (Buffer.byteLength(text) > JSON_LIMIT) return true;
  // Like fetch's Response.json(), the server drops a leading byte-order mark.
  const parsed = parseOrFail(text.replace(/^\ufeff/, ""));
  if (!parsed.ok) return true;
  // better-auth's own schema: unknown keys are ignored, so only broken JSON must be refused.
  if (schema === null || schema === undefined) return false;
  // Checked on what the schema keeps, as the server does: unknown keys of loose objects are dropped.
  const valid = schema.safeParse(parsed.value);
  return !valid.success || hasUnstorableText(valid.data);
}

/** Hostile requests for one route: its body, each path parameter, its query. */
function hostileRequests(route: string, path: string, body: unknown): fc.Arbitrary<Hostile> {
  const [method = "", template = ""] = route.split(" ");
  const options: fc.Arbitrary<Hostile>[] = [];
  const schema = bodySchemas[route];
  if (MULTIPART.includes(route)) {
    options.push(
      fc
        .record({
          text: fc.oneof(
            hostileBodyText,
            fc.jsonValue().map((v) => JSON.stringify(v)),
          ),
          contentType: fc.oneof(wrongContentType, fc.constant("application/json")),
        })
        .map((b) => ({ path, ...b, mustRefuse: true })),
    );
  } else if (body !== undefined && method !== "GET") {
    const paths = pathsOf(body);
    const text = fc
      .oneof(
        { weight: 4, arbitrary: fc.tuple(fc.nat(), hostileJsonValue) },
        { weight: 2, arbitrary: fc.tuple(fc.nat(), hostileJsonValue, hostileKey) },
        { weight: 1, arbitrary: hostileBodyText },
        { weight: 1, arbitrary: fc.anything().map((v) => JSON.stringify(v) ?? "") },
      )
      .map((g) => {
        if (typeof g === "string") return g;
        const at = paths[g[0] % paths.length] ?? [];
        if (g.length === 3) return addKeyAt(body, at, g[2], g[1]) ?? replaceAt(body, at, g[1]);
        return replaceAt(body, at, g[1]);
      });
    const contentType = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom("application/json", "application/json; charset=utf-8"),
      },
      { weight: 1, arbitrary: wrongContentType },
    );
    options.push(
      fc.record({ text, contentType }).map((b) => ({
        path,
        ...b,
        mustRefuse: bodyRefused(b.text, b.contentType, schema),
      })),
    );
  }
  const names = [...template.matchAll(/:(\w+)/g)]
    .map((m) => m[1] ?? "")
    .filter((n) => n in paramSchemas);
  if (names.length) {
    const pattern = new RegExp(
      `^${template.replace(/:(\w+)(\{[^}]*\})?/g, (_, _n, re) => (re ? `(${re.slice(1, -1)})` : "([^/]+)"))}$`,
    );
    const values = pattern.exec(path)?.slice(1) ?? [];
    const all = [...template.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
    const bodyText = body === undefined || method === "GET" ? undefined : JSON.stringify(body);
    options.push(
      fc
        .record({ name: fc.constantFrom(...names), segment: hostileSegment })
        .map(({ name, segment }) => {
          const filled = all.map((n, i) => (n === name ? segment : (values[i] ?? "")));
          let k = 0;
          const hostilePath = template.replace(/:(\w+)(\{[^}]*\})?/g, () => filled[k++] ?? "");
          const rule = paramSchemas[name];
          const decoded = decodeSegment(segment);
          const mustRefuse =
            rule === "refused" || unstorable(decoded) || !rule?.safeParse(decoded).success;
          return {
            path: hostilePath,
            text: bodyText,
            contentType: bodyText ? "application/json" : undefined,
            mustRefuse,
          };
        }),
    );
  }
  const query = querySchemas[route];
  if (query) {
    const keys = fc.constantFrom(
      "q",
      "sort",
      "dir",
      "page",
      "pageSize",
      "__proto__",
      "constructor",
    );
    const value = fc.oneof(
      hostileString.filter((s) => s.length < 5000),
      fc.constantFrom("NaN", "Infinity", "1e400", "-1", "0", "1.5", "99999999999999999999", "asc"),
    );
    options.push(
      fc
        .uniqueArray(fc.tuple(keys, value), { selector: (t) => t[0], maxLength: 4 })
        .map((pairs) => {
          const params = Object.fromEntries(pairs);
          const qs = pairs
            .map(([k, v]) => `${k}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, "?"))}`)
            .join("&");
          const decoded = Object.fromEntries(
            pairs.map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, "?")]),
          );
          const mustRefuse =
            Object.values(decoded).some(unstorable) || !query.safeParse(decoded).success;
          return {
            path: `${path}?${qs}`,
            mustRefuse: mustRefuse && Object.keys(params).length > 0,
          };
        }),
    );
  }
  return options.length ? fc.oneof(...options) : fc.constant({ path, mustRefuse: false });
}

/** Routes with something to fuzz: a body, a query, or a path parameter. */
const fuzzed = Object.keys(accessMatrix).filter(
  (r) =>
    !notFuzzed.includes(r) &&
    (r in bodySchemas || r in querySchemas || MULTIPART.includes(r) || /:(gameId|id)\b/.test(r)),
);

/** The route's valid request and an account allowed to make it (the owner, or the admin). */
async function requestFor(world: World, route: string) {
  const first = accessMatrix[route]?.[0];
  if (!first) throw new Error(`route ${route} has no entry in the access matrix`);
  const role: Role = (["user", "admin"] as const).find((r) => first.expect[r] < 400) ?? "user";
  return { base: await first.request(world), actor: world.actors[role] };
}

describe(`hostile input on every route (${dbLabel})`, () => {
  let api: Api;
  let world: World;
  /** Built before any fuzzing, which may use up what they need (e.g. the group limit). */
  const bases: Record<string, Awaited<ReturnType<typeof requestFor>>> = {};
  beforeAll(async () => {
    api = await createTestApi();
    world = await createWorld(api);
    for (const route of fuzzed) bases[route] = await requestFor(world, route);
  });
  afterAll(() => api.close());

  it("knows the schema of every route that takes a body, so a new one cannot escape the oracle", async () => {
    for (const route of apiRoutes(api)) {
      if (notFuzzed.includes(route) || route.startsWith("GET ")) continue;
      const first = accessMatrix[route]?.[0];
      expect(first, `route ${route} has no entry in the access matrix`).toBeDefined();
      const req = await first?.request(world);
      if (req?.form)
        expect(MULTIPART, `${route} takes a form: list it in MULTIPART`).toContain(route);
      else if (req?.body !== undefined)
        expect(
          route in bodySchemas,
          `${route} takes a JSON body: add its schema to bodySchemas`,
        ).toBe(true);
    }
  });

  it("better-auth's sign-up and sign-in never fail with a 5xx or store anything on hostile input", async () => {
    const bases: [string, unknown][] = [
      [
        "/api/auth/sign-up/email",
        { email: "novo@example.com", password: "segredo123", name: "Novo" },
      ],
      ["/api/auth/sign-in/email", { email: "novo@example.com", password: "segredo123" }],
    ];
    let baseline = await snapshot(api.database);
    for (const [path, body] of bases) {
      const paths = pathsOf(body);
      const text = fc.oneof(
        fc
          .tuple(fc.nat(), hostileJsonValue)
          .map(([i, raw]) => replaceAt(body, paths[i % paths.length] ?? [], raw)),
        hostileBodyText,
      );
      await fc.assert(
        fc.asyncProperty(text, async (t) => {
          const headers = { origin: ORIGIN, "content-type": "application/json" };
          const res = await api.app.request(path, { method: "POST", headers, body: t });
          const where = `${path} ${t.slice(0, 200)} -> ${res.status} ${(await res.text()).slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status < 400) baseline = await snapshot(api.database);
          else expect(await snapshot(api.database), `database changed: ${where}`).toEqual(baseline);
        }),
        { numRuns: RUNS },
      );
    }
  });

  for (const route of fuzzed) {
    it(`${route}: a 4xx in the house shape, in Portuguese, and no change, for anything hostile`, async () => {
      const { base, actor } = bases[route] ?? (await requestFor(world, route));
      const method = route.split(" ")[0] ?? "GET";
      let baseline = await snapshot(api.database);
      await fc.assert(
        fc.asyncProperty(hostileRequests(route, base.path, base.body), async (h) => {
          const headers = new Headers({ origin: ORIGIN, cookie: actor.cookie });
          if (h.contentType) headers.set("content-type", h.contentType);
          const res = await api.app.request(h.path, { method, headers, body: h.text });
          const text = await res.text();
          const where = `${method} ${h.path.slice(0, 200)} -> ${res.status} ${text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), "prototype polluted").toEqual(
            prototypeKeys,
          );
          if (res.status < 400) {
            baseline = await snapshot(api.database);
            expect(h.mustRefuse, `accepted: ${where}`).toBe(false);
            return;
          }
          const json = parseOrFail(text);
          expect(json.ok && isApiErrorBody(json.value), `error shape: ${where}`).toBe(true);
          if (json.ok && isApiErrorBody(json.value))
            expect(json.value.error.message, `English message: ${where}`).not.toMatch(ENGLISH);
          expect(await snapshot(api.database), `database changed: ${where}`).toEqual(baseline);
        }),
        { numRuns: RUNS },
      );
      const me = await send(api, actor, { method: "GET", path: "/api/auth/get-session" });
      expect(
        (me.json as { user?: unknown } | null)?.user,
        "the fuzzing actor is gone",
      ).toBeDefined();
    });
  }
});
