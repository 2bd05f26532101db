import type { Context } from "hono";
import { unsafeRedirect } from "../../shared/redirect-target";
import type { AppEnv } from "../http/context";
import { unstorableAt } from "../http/storable";

/** A same-site path to go to after signing in, or null. */
function safePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || unsafeRedirect(value)) return null;
  return value;
}

/** `?next=` of the page the form was on (the prerendered form cannot carry it itself). */
function nextFromReferer(c: Context<AppEnv>): string | null {
  const referer = c.req.header("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(c.req.url).origin && url.origin !== c.var.deps.config.publicUrl)
      return null;
    return safePath(url.searchParams.get("next"));
  } catch {
    return null;
  }
}

/** The catalogue code a failed answer maps to on /auth (client/auth-errors.ts reads it). */
async function failureCode(res: Response): Promise<string> {
  if (res.status === 429) return "TOO_MANY_REQUESTS";
  const body = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof body?.code === "string" ? body.code : "AUTH_ERROR";
  if (code !== "VALIDATION_ERROR") return /^[A-Za-z0-9_]{1,80}$/.test(code) ? code : "AUTH_ERROR";
  const message = String(body?.message ?? "");
  if (message.includes("body.email")) return "INVALID_EMAIL";
  if (message.includes("body.password")) return "PASSWORD_TOO_SHORT";
  return "AUTH_ERROR";
}

/**
 * Signs in (or up) from a plain HTML form post: better-auth's own email endpoints do the work, the
 * browser gets their cookie and a 303 to where it was going, or back to /auth with `?erro=CODE`
 * (the page shows the Portuguese text once the app runs). Origin was checked for all /api writes.
 */
export async function authFormPost(
  c: Context<AppEnv>,
  handle: (c: Context<AppEnv>, req: Request) => Promise<Response>,
): Promise<Response> {
  const form = new URLSearchParams(await c.req.text());
  const email = (form.get("email") ?? "").trim();
  const password = form.get("password") ?? "";
  const signUp = form.get("mode") === "signup";
  const next = safePath(form.get("next")) ?? nextFromReferer(c);
  const back = (code: string) => {
    const q = new URLSearchParams({ erro: code });
    if (next) q.set("next", next);
    if (signUp) q.set("modo", "cadastro");
    return c.redirect(`/auth?${q}`, 303);
  };
  if (!email || !password) return back("EMPTY_FIELDS");
  // As for JSON bodies (routes/auth.ts): a NUL or a lone surrogate never reaches better-auth's SQL.
  if (unstorableAt({ email, password })) return back("INVALID_EMAIL");
  const { publicUrl } = c.var.deps.config;
  const body = signUp
    ? { email, password, name: email.split("@")[0]?.trim().slice(0, 40).trim() || "Jogador" }
    : { email, password, rememberMe: true };
  const res = await handle(
    c,
    new Request(`${publicUrl}/api/auth/${signUp ? "sign-up" : "sign-in"}/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: c.req.header("origin") ?? publicUrl,
        cookie: c.req.header("cookie") ?? "",
        "user-agent": c.req.header("user-agent") ?? "",
      },
      body: JSON.stringify(body),
    }),
  );
  if (!res.ok) return back(await failureCode(res));
  const target = signUp
    ? `/onboarding${next ? `?next=${encodeURIComponent(next)}` : ""}`
    : (next ?? "/dashboard");
  const redirect = c.redirect(target, 303);
  for (const cookie of res.headers.getSetCookie()) redirect.headers.append("set-cookie", cookie);
  return redirect;
}
