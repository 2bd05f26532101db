import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./context";
import { errorBody } from "./errors";

/** CSP without inline scripts; inline styles stay allowed for the prerendered critical CSS. */
export const securityHeaders = (googleEnabled: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: googleEnabled ? ["'self'", "https://accounts.google.com"] : ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginOpenerPolicy: "same-origin-allow-popups",
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Sec-Fetch-Site values of a request the app's own pages make, or the user typed. */
const OWN_SITE = new Set(["same-origin", "none"]);

/**
 * CSRF: a state-changing request that names a foreign Origin (or "null") is refused; without an
 * Origin, a browser's Sec-Fetch-Site saying another site is refused too. Browsers send at least
 * one of the two; a client sending neither is not a browser, so carries no ambient cookie.
 */
export const sameOriginWrites = (trustedOrigins: string[]): MiddlewareHandler<AppEnv> => {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const foreign = origin
        ? origin !== new URL(c.req.url).origin && !allowed.has(origin)
        : site !== undefined && !OWN_SITE.has(site);
      if (foreign)
        return c.json(errorBody("FORBIDDEN_ORIGIN", "Origem da requisição não permitida."), 403);
    }
    await next();
  };
};

/** A NUL in the path or query would reach SQL through a parameter (a 500): refused up front. */
export const storableUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.url.includes("%00"))
    return c.json(
      errorBody("INVALID_URL", "Endereço inválido: contém caracteres não permitidos."),
      400,
    );
  await next();
};
