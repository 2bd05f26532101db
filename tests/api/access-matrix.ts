import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "../../src/server/db/schema";
import { type createTestApi, ORIGIN } from "./harness";

/**
 * Who may call what. Every API route the Hono app registers has an entry here, keyed
 * "METHOD /path" exactly as in `app.routes`; the access-matrix test fails on a route without one.
 *
 * Roles: a visitor (no cookie), the user who owns the resources, another user acting on the
 * owner's resources (their ids in path and body), and an admin (also acting on the owner's
 * resources). Calls go visitor, other, admin, then the owner, so a delete by the owner comes last.
 */
export const roles = ["visitor", "other", "admin", "user"] as const;
export type Role = (typeof roles)[number];
export type Expected = Record<Role, number>;

type Api = Awaited<ReturnType<typeof createTestApi>>;

export interface Actor {
  id: string;
  cookie: string;
}

export interface World {
  api: Api;
  actors: Record<Role, Actor>;
  /** An account admin routes act on (role, disable), so the owner stays usable. */
  victimId: string;
}

export interface Req {
  method: string;
  path: string;
  body?: unknown;
  /** multipart upload, built fresh for every call */
  form?: () => Promise<FormData>;
}

export interface Case {
  label?: string;
  /** The request, with real ids; may first create what the owner needs (as the owner). */
  request: (w: World) => Promise<Omit<Req, "method"> & { method?: string }>;
  expect: Expected;
  /** The call ends the caller's session or account: every role gets a fresh account for it. */
  freshActors?: boolean;
  /** A new request for every role (each signs up with its own email). */
  perRole?: boolean;
}

export interface Res {
  status: number;
  json: unknown;
  text: string;
}

/** One request as `actor` (no cookie for the visitor), same-origin unless headers say otherwise. */
export async function send(
  api: Api,
  actor: Actor | null,
  req: Req,
  headers: Record<string, string> = {},
): Promise<Res> {
  const h = new Headers({ origin: ORIGIN, ...headers });
  for (const [k, v] of Object.entries(headers)) if (v === "") h.delete(k);
  if (actor?.cookie) h.set("cookie", actor.cookie);
  let body: BodyInit | undefined;
  if (req.form) body = await req.form();
  else if (req.body !== undefined) {
    body = JSON.stringify(req.body);
    h.set("content-type", "application/json");
  }
  const res = await api.app.request(req.path, { method: req.method, headers: h, body });
  // An event stream never ends: its status and headers are the answer.
  if (res.headers.get("content-type") === "text/event-stream") {
    await res.body?.cancel();
    return { status: res.status, json: null, text: "" };
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

/** Signs up a new account; `admin` makes it an admin directly in the database. */
export async function newActor(api: Api, admin = false): Promise<Actor> {
  const client = api.client();
  const { res } = await client.signUp(`${randomUUID()}@example.com`, "segredo123", "Pessoa");
  const id = (res.json.user as { id: string }).id;
  if (admin) await api.database.db.update(users).set({ role: "admin" }).where(eq(users.id, id));
  const actor = { id, cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join("; ") };
  const profile = { displayName: "Pessoa", adultConfirmed: true, drinkMode: "alcool" };
  await send(api, actor, { method: "PUT", path: "/api/profile", body: profile });
  await send(api, actor, { method: "GET", path: "/api/sessions/classic" });
  return actor;
}

export async function createWorld(api: Api): Promise<World> {
  const [user, other, admin, victim] = await Promise.all([
    newActor(api),
    newActor(api),
    newActor(api, true),
    newActor(api),
  ]);
  return {
    api,
    actors: { visitor: { id: "", cookie: "" }, user, other, admin },
    victimId: victim.id,
  };
}

const all = (status: number): Expected => ({
  visitor: status,
  user: status,
  other: status,
  admin: status,
});
/** Any signed-in account, on its own data. */
const signedIn = (status: number): Expected => ({
  visitor: 401,
  user: status,
  other: status,
  admin: status,
});
/** Only the owner: other accounts, admins included, do not even see that the resource exists. */
const ownerOnly = (status: number): Expected => ({
  visitor: 401,
  user: status,
  other: 404,
  admin: 404,
});
const adminOnly = (status: number): Expected => ({
  visitor: 401,
  user: 403,
  other: 403,
  admin: status,
});

async function ownersGroup(w: World): Promise<string> {
  const body = { name: "Turma", players: ["Ana", "Bia"] };
  const res = await send(w.api, w.actors.user, { method: "POST", path: "/api/groups", body });
  return (res.json as { group: { id: string } }).group.id;
}

/** A fresh player in the owner's 'classic' session: another account cannot score it. */
async function ownersPlayer(w: World): Promise<string> {
  const id = randomUUID();
  const body = { players: [{ id, name: "Ana" }] };
  await send(w.api, w.actors.user, { method: "PUT", path: "/api/sessions/classic/players", body });
  return id;
}

async function tinyPng(): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fbbf24" } })
    .png()
    .toBuffer();
  const fd = new FormData();
  fd.set("file", new Blob([new Uint8Array(png)]), "icone.png");
  fd.set("kind", "image");
  return fd;
}

/** A deck of the owner's; `share` opens its link. Its id and its link's code. */
async function ownersDeck(w: World, share = false): Promise<{ id: string; code: string }> {
  const res = await send(w.api, w.actors.user, { method: "POST", path: "/api/decks", body: deck });
  const id = (res.json as { deck: { id: string } }).deck.id;
  if (!share) return { id, code: "" };
  const shared = await send(w.api, w.actors.user, {
    method: "POST",
    path: `/api/decks/${id}/share`,
  });
  return { id, code: (shared.json as { deck: { shareCode: string } }).deck.shareCode };
}
const deck = {
  name: "Da turma",
  game: "eu-nunca",
  adult: false,
  items: [{ text: "Eu nunca A" }, { text: "Eu nunca B" }],
};

const path = (p: string) => async () => ({ path: p });

/** A new room (a guest's: rooms need no account); its code. */
async function aRoom(w: World): Promise<string> {
  const body = { gameId: "classic", name: "Ana", colour: "#112233" };
  const res = await send(w.api, null, { method: "POST", path: "/api/rooms", body });
  return (res.json as { code: string }).code;
}
/** A new room with its host's seat and credential, and a pairing code for a board. */
async function aHostRoom(w: World) {
  const body = { gameId: "classic", name: "Ana", colour: "#112233" };
  const res = await send(w.api, null, { method: "POST", path: "/api/rooms", body });
  return res.json as { code: string; seatId: string; credential: string };
}
async function aPairingCode(w: World) {
  const { code, seatId, credential } = await aHostRoom(w);
  const res = await send(w.api, null, {
    method: "POST",
    path: `/api/rooms/${code}/board-code`,
    body: { seatId, credential },
  });
  return { code, pairingCode: (res.json as { pairingCode: string }).pairingCode };
}
const json = (p: string, body: unknown) => async () => ({ path: p, body });
const profile = { displayName: "Pessoa", adultConfirmed: true, drinkMode: "alcool" };
const bannerTexts = {
  "1": { title: "Sextou", description: "" },
  "2": { title: "Novidade", description: "" },
  "3": { title: "Saideira", description: "" },
};
const installPrompt = {
  enabled: true,
  delaySeconds: 30,
  title: "Instale",
  message: "Na tela inicial",
  platforms: { android: true, ios: true, desktop: true },
};
const credentials = (w: World) => w.api.client();

export const accessMatrix: Record<string, Case[]> = {
  "GET /api/health": [{ request: path("/api/health"), expect: all(200) }],
  "GET /api/config": [{ request: path("/api/config"), expect: all(200) }],
  "GET /api/icons": [{ request: path("/api/icons"), expect: all(200) }],
  "GET /api/icons/events": [{ request: path("/api/icons/events"), expect: all(200) }],
  "GET /api/banners": [{ request: path("/api/banners"), expect: all(200) }],
  "GET /api/banner-texts": [{ request: path("/api/banner-texts"), expect: all(200) }],
  "GET /api/featured-tags": [{ request: path("/api/featured-tags"), expect: all(200) }],
  "GET /api/install-prompt": [{ request: path("/api/install-prompt"), expect: all(200) }],
  /** Public; answers 404 while Google sign-in is not configured, as in these tests. */
  "GET /api/auth/google/start": [{ request: path("/api/auth/google/start"), expect: all(404) }],
  /**
   * better-auth's own endpoints: the ones the app uses, and the admin plugin's, which do not exist
   * from outside (404 to everyone: admin writes go through /api/admin and its audit log). Its other
   * internals (OAuth callbacks, verification links) need no access rule.
   */
  "GET /api/auth/*": [
    { label: "get-session", request: path("/api/auth/get-session"), expect: all(200) },
    { label: "list-sessions", request: path("/api/auth/list-sessions"), expect: signedIn(200) },
    {
      label: "admin list-users",
      request: path("/api/auth/admin/list-users"),
      expect: all(404),
    },
  ],
  "POST /api/auth/*": [
    {
      label: "sign-up",
      request: async () => ({
        path: "/api/auth/sign-up/email",
        body: { email: `${randomUUID()}@example.com`, password: "segredo123", name: "Nova" },
      }),
      expect: all(200),
      perRole: true,
    },
    {
      label: "sign-in",
      request: async (w) => {
        const { email, password } = await credentials(w).signUp();
        return { path: "/api/auth/sign-in/email", body: { email, password } };
      },
      expect: all(200),
    },
    {
      label: "sign-out",
      request: json("/api/auth/sign-out", {}),
      expect: all(200),
      freshActors: true,
    },
    {
      label: "update-user",
      request: json("/api/auth/update-user", { name: "Outro Nome" }),
      expect: signedIn(200),
    },
    {
      label: "update-user cannot make oneself admin",
      request: json("/api/auth/update-user", { role: "admin" }),
      expect: { visitor: 401, user: 400, other: 400, admin: 400 },
    },
    {
      label: "admin set-role",
      request: async (w) => ({
        path: "/api/auth/admin/set-role",
        body: { userId: w.victimId, role: "user" },
      }),
      expect: all(404),
    },
    {
      label: "admin impersonate-user",
      request: async (w) => ({
        path: "/api/auth/admin/impersonate-user",
        body: { userId: w.victimId },
      }),
      expect: all(404),
    },
    {
      label: "admin ban-user",
      request: async (w) => ({ path: "/api/auth/admin/ban-user", body: { userId: w.victimId } }),
      expect: all(404),
    },
  ],
  /** 'Esqueci minha senha' is public: the same answer whether the email exists or not. */
  "POST /api/auth/request-password-reset": [
    {
      request: json("/api/auth/request-password-reset", {
        email: "ninguem@example.com",
        redirectTo: "/redefinir-senha",
      }),
      expect: all(200),
    },
  ],
  /** The sign-in page's plain form: anyone may post it; empty fields send it back to /auth. */
  "POST /api/auth/form": [{ request: json("/api/auth/form", {}), expect: all(303) }],
  /** Public too: the token is the credential, and a made-up one is refused. */
  "POST /api/auth/reset-password": [
    {
      request: json("/api/auth/reset-password", { token: "inventado", newPassword: "nova12345" }),
      expect: all(400),
    },
  ],
  "GET /api/profile": [{ request: path("/api/profile"), expect: signedIn(200) }],
  "PUT /api/profile": [{ request: json("/api/profile", profile), expect: signedIn(200) }],
  "PATCH /api/profile": [
    { request: json("/api/profile", { drinkMode: "sem-alcool" }), expect: signedIn(200) },
  ],
  "DELETE /api/profile": [
    { request: path("/api/profile"), expect: signedIn(204), freshActors: true },
  ],
  "GET /api/sessions/:gameId": [{ request: path("/api/sessions/classic"), expect: signedIn(200) }],
  "PUT /api/sessions/:gameId/players": [
    {
      request: json("/api/sessions/classic/players", { players: [{ id: "p1", name: "Ana" }] }),
      expect: signedIn(200),
    },
  ],
  "POST /api/sessions/:gameId/points": [
    {
      request: async (w) => ({
        path: "/api/sessions/classic/points",
        body: { playerId: await ownersPlayer(w), amount: 1, type: "challenge" },
      }),
      expect: ownerOnly(200),
    },
  ],
  "POST /api/sessions/:gameId/next": [
    { request: path("/api/sessions/classic/next"), expect: signedIn(200) },
  ],
  "POST /api/sessions/:gameId/reset": [
    { request: path("/api/sessions/classic/reset"), expect: signedIn(200) },
  ],
  "DELETE /api/sessions/:gameId/players": [
    { request: path("/api/sessions/classic/players"), expect: signedIn(200) },
  ],
  "GET /api/sessions/:gameId/settings": [
    { request: path("/api/sessions/classic/settings"), expect: signedIn(200) },
  ],
  "PUT /api/sessions/:gameId/settings": [
    { request: json("/api/sessions/classic/settings", { maxPoints: 50 }), expect: signedIn(200) },
  ],
  "POST /api/stats/start": [
    { request: json("/api/stats/start", { gameId: "classic" }), expect: signedIn(200) },
  ],
  "POST /api/stats/end": [
    { request: json("/api/stats/end", { gameId: "classic" }), expect: signedIn(200) },
  ],
  "POST /api/stats/played": [
    { request: json("/api/stats/played", { gameId: "classic" }), expect: signedIn(200) },
  ],
  "POST /api/stats/victory": [
    { request: json("/api/stats/victory", { gameId: "classic" }), expect: signedIn(200) },
  ],
  "POST /api/stats/plays": [
    {
      request: json("/api/stats/plays", {
        plays: [
          {
            id: "5f0c1b8e-3c1f-4d8a-9d8e-2b7c6a1e4f00",
            gameId: "classic",
            playedAt: "2026-11-25T12:00:00.000Z",
            minutes: 5,
            victory: false,
          },
        ],
      }),
      expect: signedIn(200),
    },
  ],
  "GET /api/stats/summary": [{ request: path("/api/stats/summary"), expect: signedIn(200) }],
  "GET /api/groups": [{ request: path("/api/groups"), expect: signedIn(200) }],
  "POST /api/groups": [
    {
      request: json("/api/groups", { name: "Turma", players: ["Ana", "Bia"] }),
      expect: signedIn(201),
    },
  ],
  "POST /api/groups/import": [
    {
      request: json("/api/groups/import", {
        groups: [
          { id: "7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", name: "Turma", players: ["Ana", "Bia"] },
        ],
      }),
      expect: signedIn(200),
    },
  ],
  "PUT /api/groups/:id": [
    {
      request: async (w) => ({
        path: `/api/groups/${await ownersGroup(w)}`,
        body: { name: "Renomeada", players: ["Caio", "Duda"] },
      }),
      expect: ownerOnly(200),
    },
  ],
  "DELETE /api/groups/:id": [
    {
      request: async (w) => ({ path: `/api/groups/${await ownersGroup(w)}` }),
      expect: ownerOnly(204),
    },
  ],
  "GET /api/decks": [{ request: path("/api/decks"), expect: signedIn(200) }],
  "POST /api/decks": [{ request: json("/api/decks", deck), expect: signedIn(201) }],
  "POST /api/decks/import": [
    {
      request: json("/api/decks/import", {
        decks: [{ id: "0b8d7c6e-5f4a-4b3c-9d2e-1f0a9b8c7d6e", deck }],
      }),
      expect: signedIn(200),
    },
  ],
  "PUT /api/decks/:id": [
    {
      request: async (w) => ({
        path: `/api/decks/${(await ownersDeck(w)).id}`,
        body: { deck: { ...deck, name: "Renomeado" }, version: 1 },
      }),
      expect: ownerOnly(200),
    },
  ],
  "DELETE /api/decks/:id": [
    {
      request: async (w) => ({ path: `/api/decks/${(await ownersDeck(w)).id}` }),
      expect: ownerOnly(204),
    },
  ],
  "POST /api/decks/:id/share": [
    {
      request: async (w) => ({ path: `/api/decks/${(await ownersDeck(w)).id}/share` }),
      expect: ownerOnly(200),
    },
  ],
  "DELETE /api/decks/:id/share": [
    {
      request: async (w) => ({ path: `/api/decks/${(await ownersDeck(w, true)).id}/share` }),
      expect: ownerOnly(200),
    },
  ],
  /** A shared deck's link: anyone reads and reports it; copying needs an account. */
  "GET /api/shared-decks/:code": [
    {
      request: async (w) => ({ path: `/api/shared-decks/${(await ownersDeck(w, true)).code}` }),
      expect: all(200),
    },
  ],
  "POST /api/shared-decks/:code/copy": [
    {
      request: async (w) => ({
        path: `/api/shared-decks/${(await ownersDeck(w, true)).code}/copy`,
      }),
      expect: signedIn(201),
    },
  ],
  "POST /api/shared-decks/:code/report": [
    {
      request: async (w) => ({
        path: `/api/shared-decks/${(await ownersDeck(w, true)).code}/report`,
        body: { reason: "Ofensivo" },
      }),
      expect: all(202),
    },
  ],
  "GET /api/admin/overview": [{ request: path("/api/admin/overview"), expect: adminOnly(200) }],
  "GET /api/admin/users": [{ request: path("/api/admin/users"), expect: adminOnly(200) }],
  "GET /api/admin/users.csv": [{ request: path("/api/admin/users.csv"), expect: adminOnly(200) }],
  "POST /api/admin/users/:id/role": [
    {
      request: async (w) => ({
        path: `/api/admin/users/${w.victimId}/role`,
        body: { role: "user" },
      }),
      expect: adminOnly(200),
    },
  ],
  "POST /api/admin/users/:id/:action{disable|enable}": [
    {
      label: "disable",
      request: async (w) => ({ path: `/api/admin/users/${w.victimId}/disable` }),
      expect: adminOnly(200),
    },
    {
      label: "enable",
      request: async (w) => ({ path: `/api/admin/users/${w.victimId}/enable` }),
      expect: adminOnly(200),
    },
  ],
  "PUT /api/admin/banner-texts": [
    { request: json("/api/admin/banner-texts", bannerTexts), expect: adminOnly(200) },
  ],
  "PUT /api/admin/featured-tags": [
    { request: json("/api/admin/featured-tags", { classic: ["Novo"] }), expect: adminOnly(200) },
  ],
  "PUT /api/admin/install-prompt": [
    { request: json("/api/admin/install-prompt", installPrompt), expect: adminOnly(200) },
  ],
  "DELETE /api/admin/game-icons/:gameId": [
    { request: path("/api/admin/game-icons/classic"), expect: adminOnly(204) },
  ],
  "POST /api/admin/uploads": [
    {
      request: async () => ({ path: "/api/admin/uploads", form: tinyPng }),
      expect: adminOnly(201),
    },
  ],
  "GET /api/admin/deck-reports": [
    { request: path("/api/admin/deck-reports"), expect: adminOnly(200) },
  ],
  "PUT /api/admin/decks/:id/hidden": [
    {
      request: async (w) => ({
        path: `/api/admin/decks/${(await ownersDeck(w, true)).id}/hidden`,
        body: { hidden: true },
      }),
      expect: adminOnly(200),
    },
  ],
  /** Rooms: guests welcome (a seat's credential says who a phone is, not an account). */
  "POST /api/rooms": [
    {
      request: json("/api/rooms", { gameId: "classic", name: "Ana", colour: "#112233" }),
      expect: all(201),
    },
  ],
  "GET /api/rooms/:code": [
    { request: async (w) => ({ path: `/api/rooms/${await aRoom(w)}` }), expect: all(200) },
  ],
  "POST /api/rooms/:code/join": [
    {
      request: async (w) => ({
        path: `/api/rooms/${await aRoom(w)}/join`,
        body: { name: "Bia", colour: "#445566" },
      }),
      expect: all(201),
    },
  ],
  /** Board pairing: the host's credential asks for a code; whoever has the code gets a board. */
  "POST /api/rooms/:code/board-code": [
    {
      request: async (w) => {
        const { code, seatId, credential } = await aHostRoom(w);
        return { path: `/api/rooms/${code}/board-code`, body: { seatId, credential } };
      },
      expect: all(201),
    },
  ],
  "POST /api/rooms/:code/board": [
    {
      request: async (w) => {
        const { code, pairingCode } = await aPairingCode(w);
        return { path: `/api/rooms/${code}/board`, body: { pairingCode } };
      },
      // A pairing code works once: each role trades its own.
      perRole: true,
      expect: all(201),
    },
  ],
  /** The room's WebSocket: a plain request is told to upgrade (rooms.test.ts opens real ones). */
  "GET /api/rooms/:code/socket": [
    {
      request: async (w) => ({ path: `/api/rooms/${await aRoom(w)}/socket` }),
      expect: all(426),
    },
  ],
  /** The catch-all: an unknown API path is a 404 for everyone, whatever the method. */
  "ALL /api/*": [
    { label: "GET", request: path("/api/nada-aqui"), expect: all(404) },
    {
      label: "POST",
      request: async () => ({ method: "POST", path: "/api/nada-aqui", body: {} }),
      expect: all(404),
    },
  ],
};

/**
 * Every endpoint better-auth answers under /api/auth (its admin plugin's are disabled: 404), and
 * why each is safe. The matrix above calls the ones the app uses; the test of this table fails
 * when better-auth starts answering one more, so it is looked at before it ships.
 */
export const betterAuthEndpoints: Record<string, string> = {
  "/sign-in/social": "Google sign-in; 404 PROVIDER_NOT_FOUND while Google is not configured",
  "/callback/:id": "OAuth callback; the state parameter is the credential",
  "/get-session": "matrix: GET /api/auth/*",
  "/sign-out": "matrix: POST /api/auth/*",
  "/sign-up/email": "matrix: POST /api/auth/*, rate limited",
  "/sign-in/email": "matrix: POST /api/auth/*, rate limited",
  "/reset-password": "matrix: POST /api/auth/reset-password, single-use token",
  "/verify-password": "the caller's own password only",
  "/verify-email": "the mailed token is the credential (admin-emails.test.ts)",
  "/send-verification-email": "sends only to ADMIN_EMAILS addresses (admin-emails.test.ts)",
  "/change-email": "turned off: 400 CHANGE_EMAIL_DISABLED (tested above)",
  "/change-password": "the caller's own, needs the current password",
  "/update-session": "the caller's own session",
  "/update-user": "matrix: name only; role refused",
  "/delete-user": "turned off: 404; DELETE /api/profile deletes (tested above)",
  "/request-password-reset": "matrix: same answer whether the email exists or not",
  "/reset-password/:token": "redirects to the app's reset page with the token",
  "/list-sessions": "matrix: the caller's own sessions",
  "/revoke-session": "the caller's own sessions only (tested above)",
  "/revoke-sessions": "the caller's own sessions",
  "/revoke-other-sessions": "the caller's own sessions",
  "/link-social": "links a provider to the caller's own account",
  "/list-accounts": "the caller's own linked accounts",
  "/delete-user/callback": "turned off with delete-user: 404",
  "/unlink-account": "the caller's own account",
  "/refresh-token": "the caller's own provider tokens",
  "/get-access-token": "the caller's own provider tokens",
  "/account-info": "the caller's own provider account",
  "/ok": "health check, no data",
  "/error": "better-auth's error page, no data",
};

/** The API endpoints of the app: handlers, not middleware (which take `next`), under /api. */
export function apiRoutes(api: Api): string[] {
  const keys = api.app.routes
    .filter((r) => r.path.startsWith("/api") && (r.method !== "ALL" || r.handler.length < 2))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}
