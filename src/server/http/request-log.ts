import type { MiddlewareHandler } from "hono";
import { withRequestId } from "../log";
import type { AppEnv } from "./context";

/** Query strings are never logged; a reset link carries its token in the path itself. */
export function loggablePath(path: string): string {
  return path.replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");
}

const STILL_RUNNING_MS = 10_000;

/**
 * One line per request (method, path, status, duration) and the request id on every line written
 * while it runs; the id goes back to the client as `x-request-id` so a report can be matched to logs.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const reqId = c.var.requestId;
    const started = performance.now();
    await withRequestId(reqId, async () => {
      // A request that hangs never reaches the line below: say so while it is still running.
      const watchdog = setTimeout(
        () =>
          c.var.deps.log.error("request still running", {
            method: c.req.method,
            path: loggablePath(c.req.path),
            ms: STILL_RUNNING_MS,
          }),
        STILL_RUNNING_MS,
      );
      watchdog.unref();
      try {
        await next();
      } finally {
        clearTimeout(watchdog);
      }
      const status = c.res.status;
      const fields = {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status,
        ms: Math.round(performance.now() - started),
      };
      if (status >= 500) c.var.deps.log.error("request", fields);
      else c.var.deps.log.info("request", fields);
    });
    if (c.res.headers.get("x-request-id") !== reqId) {
      try {
        c.res.headers.set("x-request-id", reqId);
      } catch {
        c.res = new Response(c.res.body, c.res); // immutable headers (a fetched response)
        c.res.headers.set("x-request-id", reqId);
      }
    }
  };
}
