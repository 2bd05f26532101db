import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { resetTexts } from "../../shared/password-reset";
import { unsafeRedirect } from "../../shared/redirect-target";
import { CLIENT_IP_HEADER } from "../auth";
import { isDbUnavailable } from "../db/unavailable";
import { inHouseShape } from "../http/auth-errors";
import type { AppEnv } from "../http/context";
import { ApiError, errorBody } from "../http/errors";
import { originAdvice } from "../http/security";
import { unstorableAt, unstorableMessage } from "../http/storable";
import { authFormPost } from "./auth-form";

/**
 * The client's IP. Behind a trusted proxy, the right-most X-Forwarded-For entry: the one that
 * proxy appended. Entries to its left come from the client and can be anything.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const entries = c.req.header("x-forwarded-for")?.split(",") ?? [];
    const forwarded = entries[entries.length - 1]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    return "127.0.0.1"; // app.request() in tests has no socket
  }
}

/** better-auth sees only the IP we computed, never a client-supplied header of that name. */
function withClientIp(c: Context<AppEnv>, req: Request): Request {
  const headers = new Headers(req.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return new Request(req, { headers });
}

/**
 * better-auth turns most of its own failures into a 500 response instead of throwing. When the
 * database is what failed, the answer is the house 503 (DB_UNAVAILABLE), as on every other route.
 */
async function handle(c: Context<AppEnv>, req: Request): Promise<Response> {
  const res = await c.var.deps.auth.handler(withClientIp(c, req));
  if (res.status >= 500) {
    try {
      await c.var.deps.database.ping();
    } catch (err) {
      if (isDbUnavailable(err)) throw err; // handleError answers 503
    }
  }
  return res;
}

/** Auth bodies are an email, a password, a name: 16 KB is generous and keeps floods small. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/** Parameters through which better-auth redirects the browser (query or body). */
const REDIRECT_KEYS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/** The request's redirect targets, from the query and from a JSON or form body. */
async function redirectTargets(c: Context<AppEnv>): Promise<unknown[]> {
  const url = new URL(c.req.url);
  const found: unknown[] = REDIRECT_KEYS.flatMap((k) => url.searchParams.getAll(k));
  if (c.req.method !== "POST") return found;
  const type = c.req.header("content-type") ?? "";
  if (/json/i.test(type)) {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === "object" && !Array.isArray(body))
      for (const k of REDIRECT_KEYS) found.push((body as Record<string, unknown>)[k]);
  } else if (/form-urlencoded/i.test(type)) {
    const form = new URLSearchParams(await c.req.raw.clone().text());
    for (const k of REDIRECT_KEYS) found.push(...form.getAll(k));
  }
  return found;
}

/** better-auth's INVALID_ORIGIN, in words that say which address works (finding 10 of issue 14). */
async function withOriginAdvice(res: Response, publicUrl: string): Promise<Response> {
  if (res.status !== 403) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  if (body?.error?.code !== "INVALID_ORIGIN") return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody("INVALID_ORIGIN", originAdvice(publicUrl))), {
    status: 403,
    headers,
  });
}

/**
 * better-auth's admin plugin stays for its user fields (role, banned) and its banned-user check, but
 * its HTTP endpoints (set-role, ban-user, impersonate-user ...) would bypass the app's own
 * /api/admin routes and their audit log: they do not exist from outside.
 */
function isAdminPluginPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // undecodable: checked as it is
  }
  return /^\/api\/auth\/+admin(\/|$)/i.test(path.replace(/\/{2,}/g, "/"));
}

export const authRoutes = new Hono<AppEnv>()
  .use("*", async (c, next) => {
    if (isAdminPluginPath(new URL(c.req.url).pathname))
      throw new ApiError(404, "NOT_FOUND", "Recurso não encontrado.");
    return next();
  })
  .use(
    "*",
    bodyLimit({
      maxSize: AUTH_BODY_LIMIT_BYTES,
      onError: (c) => {
        // The unread rest of the body would be taken as the next request: the connection ends.
        c.header("connection", "close");
        return c.json(
          errorBody("PAYLOAD_TOO_LARGE", "Requisição grande demais (máximo de 16 KB)."),
          413,
        );
      },
    }),
  )
  // better-auth takes "/.//evil" as a relative path, then normalises it to "//evil": refused here.
  .use("*", async (c, next) => {
    if ((await redirectTargets(c)).some(unsafeRedirect))
      return c.json(errorBody("INVALID_REDIRECT", "Endereço de retorno inválido."), 400);
    return next();
  })
  // better-auth passes strings to SQL as they come: a NUL or a lone surrogate there is a 500 (or
  // data not as sent), so such bodies are refused before it sees them.
  .use("*", async (c, next) => {
    if (c.req.method !== "POST" || !/json/i.test(c.req.header("content-type") ?? "")) return next();
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const bad = unstorableAt(body);
    if (bad) return c.json(errorBody("VALIDATION_ERROR", unstorableMessage(bad)), 400);
    return next();
  })
  /** Opened in a popup: starts Google sign-in and redirects to Google's account chooser. */
  .get("/google/start", async (c) => {
    const { config } = c.var.deps;
    if (!config.google)
      throw new ApiError(
        404,
        "GOOGLE_DISABLED",
        "Login com Google não está configurado neste servidor.",
      );
    const start = new Request(`${config.publicUrl}/api/auth/sign-in/social`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: config.publicUrl,
        cookie: c.req.header("cookie") ?? "",
      },
      body: JSON.stringify({
        provider: "google",
        callbackURL: "/auth/popup?status=ok",
        errorCallbackURL: "/auth/popup?status=error",
        disableRedirect: true,
      }),
    });
    const res = await handle(c, start);
    const body = (await res.json().catch(() => null)) as { url?: string } | null;
    if (!res.ok || !body?.url) return c.redirect("/auth/popup?status=error&error=start_failed");
    const redirect = c.redirect(body.url);
    for (const cookie of res.headers.getSetCookie()) redirect.headers.append("set-cookie", cookie);
    return redirect;
  })
  // Every route here answers errors in the house shape (inHouseShape).
  .post("/request-password-reset", async (c) => {
    const res = await handle(c, c.req.raw);
    if (!res.ok) return inHouseShape(res);
    // Same answer whether the account exists or not: no account enumeration.
    return c.json({ status: true, message: resetTexts.requestSent });
  })
  .post("/reset-password", async (c) => inHouseShape(await handle(c, c.req.raw)))
  // The prerendered sign-in form, posted before the app has loaded (auth-form.ts).
  .post("/form", (c) => authFormPost(c, handle))
  .on(["GET", "POST"], "/*", async (c) =>
    withOriginAdvice(await inHouseShape(await handle(c, c.req.raw)), c.var.deps.config.publicUrl),
  );
