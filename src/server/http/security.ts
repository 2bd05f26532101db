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

/** CSRF: a state-changing request that names a foreign Origin is refused. */
export const sameOriginWrites = (trustedOrigins: string[]): MiddlewareHandler<AppEnv> => {
  const allowed = new Set(trustedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const selfOrigin = new URL(c.req.url).origin;
      if (origin && origin !== selfOrigin && !allowed.has(origin)) {
        return c.json(errorBody("FORBIDDEN_ORIGIN", "Origem da requisição não permitida."), 403);
      }
    }
    await next();
  };
};
