import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { DB_UNAVAILABLE_MESSAGE } from "../http/errors";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { database } = c.var.deps;
  try {
    await database.ping();
    return c.json({ ok: true as const, db: database.kind });
  } catch {
    c.header("Retry-After", "5");
    return c.json(
      {
        ok: false as const,
        db: database.kind,
        error: { code: "DB_UNAVAILABLE", message: DB_UNAVAILABLE_MESSAGE },
      },
      503,
    );
  }
});
