import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AGE_GATE_HEAD_SCRIPT } from "../../shared/age-gate";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";

/**
 * The one inline script allowed: a guest's page reads the stored 18+ answer before its first
 * paint (decision 056). By its hash, so nothing else inline runs.
 */
const AGE_GATE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(AGE_GATE_HEAD_SCRIPT).digest("base64")}'`;

/** A year: long enough to matter, the value HSTS checkers expect; no subdomains (not ours to pin). */
const HSTS = "max-age=31536000";

/**
 * CSP without inline scripts (but the guest pages' one, by its hash); inline styles stay allowed for the prerendered critical CSS.
 * Uploaded files (/uploads/*) are images only and get a stricter policy instead: nothing in them
 * may run or load (one middleware per response, so neither overwrites the other). HSTS only when
 * the public address is https.
 */
export const securityHeaders = (options: {
  googleEnabled: boolean;
  https: boolean;
}): MiddlewareHandler<AppEnv> => {
  const common = {
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? HSTS : false,
  } as const;
  const pages = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", AGE_GATE_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: options.googleEnabled ? ["'self'", "https://accounts.google.com"] : ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
  });
  const uploads = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
    },
  });
  return (c, next) => (c.req.path.startsWith("/uploads/") ? uploads(c, next) : pages(c, next));
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Sec-Fetch-Site values of a request the app's own pages make, or the user typed. */
const OWN_SITE = new Set(["same-origin", "none"]);

/**
 * CSRF: a state-changing request that names a foreign Origin (or "null") is refused; without an
 * Origin, a browser's Sec-Fetch-Site saying another site is refused too. Browsers send at least
 * one of the two; a client sending neither is not a browser, so carries no ambient cookie.
 */
export const sameOriginWrites = (
  trustedOrigins: string[],
  publicUrl: string,
): MiddlewareHandler<AppEnv> => {
  // PUBLIC_URL and TRUSTED_ORIGINS only: the Host header is the client's to forge (DNS rebinding).
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const foreign = origin ? !allowed.has(origin) : site !== undefined && !OWN_SITE.has(site);
      if (foreign) {
        // Sign-in forms map INVALID_ORIGIN to advice; both say which address works (a phone on
        // the party's wifi opening the host's LAN address is the usual case).
        const code = c.req.path.startsWith("/api/auth/") ? "INVALID_ORIGIN" : "FORBIDDEN_ORIGIN";
        return c.json(errorBody(code, originAdvice(publicUrl)), 403);
      }
    }
    await next();
  };
};

/** What a refused origin is told: the address the app is served at. */
export const originAdvice = (publicUrl: string) =>
  `Este endereço não está autorizado. Abra o Saideira em ${publicUrl} (ou peça a quem hospeda para incluir este endereço em TRUSTED_ORIGINS).`;

/** A NUL in the path or query would reach SQL through a parameter (a 500): refused up front. */
export const storableUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.url.includes("%00"))
    return c.json(
      errorBody("INVALID_URL", "Endereço inválido: contém caracteres não permitidos."),
      400,
    );
  await next();
};
