import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  type GroupImportResult,
  groupImportSchema,
  groupInputSchema,
  MAX_GROUPS_PER_USER,
  type PlayerGroup,
} from "../../shared/schemas/group";
import { playerGroups, users } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { ApiError, jsonInput, readJson } from "../http/errors";

export const groupNotFound = () => new ApiError(404, "GROUP_NOT_FOUND", "Grupo não encontrado.");

type GroupRow = typeof playerGroups.$inferSelect;

function toGroup(row: GroupRow): PlayerGroup {
  return {
    id: row.id,
    name: row.name,
    players: row.players,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the signed-in user's own group matches: another user's id is simply not found. */
const own = (id: string, userId: string) =>
  and(eq(playerGroups.id, id), eq(playerGroups.userId, userId));

export const groupRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    const rows = await c.var.deps.database.db
      .select()
      .from(playerGroups)
      .where(eq(playerGroups.userId, user.id))
      .orderBy(desc(playerGroups.createdAt), desc(playerGroups.id));
    return c.json({ groups: rows.map(toGroup) });
  })
  /** The count check and the insert run under a lock on the user row: the limit holds under races. */
  .post("/", jsonInput(groupInputSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, groupInputSchema);
    const row = await c.var.deps.database.db.transaction(async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, user.id))
        .for("no key update");
      const [existing] = await tx
        .select({ n: count() })
        .from(playerGroups)
        .where(eq(playerGroups.userId, user.id));
      if ((existing?.n ?? 0) >= MAX_GROUPS_PER_USER)
        throw new ApiError(
          409,
          "TOO_MANY_GROUPS",
          `Limite de ${MAX_GROUPS_PER_USER} grupos atingido.`,
        );
      const [created] = await tx
        .insert(playerGroups)
        .values({ id: randomUUID(), userId: user.id, name: input.name, players: input.players })
        .returning();
      return created;
    });
    if (!row) throw groupNotFound();
    return c.json({ group: toGroup(row) }, 201);
  })
  /**
   * A guest's device groups, sent once after sign-in. Each keeps its device UUID as its id, so a
   * retry (or a second sync) finds it already there and creates nothing twice; an id that belongs
   * to someone else is skipped the same way. The account's limit still holds.
   */
  .post("/import", jsonInput(groupImportSchema), async (c) => {
    const user = await requireUser(c);
    const { groups } = await readJson(c, groupImportSchema);
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, user.id))
        .for("no key update");
      const ids = groups.map((g) => g.id);
      const known = ids.length
        ? await tx
            .select({ id: playerGroups.id })
            .from(playerGroups)
            .where(inArray(playerGroups.id, ids))
        : [];
      const seen = new Set(known.map((r) => r.id));
      // Already stored (here or elsewhere) or repeated in this batch: nothing to create.
      const fresh = groups.filter((g) => !seen.has(g.id) && Boolean(seen.add(g.id)));
      const [existing] = await tx
        .select({ n: count() })
        .from(playerGroups)
        .where(eq(playerGroups.userId, user.id));
      const room = Math.max(0, MAX_GROUPS_PER_USER - (existing?.n ?? 0));
      const taken = fresh.slice(0, room);
      const inserted = taken.length
        ? await tx
            .insert(playerGroups)
            .values(taken.map((g) => ({ ...g, userId: user.id })))
            .onConflictDoNothing()
            .returning({ id: playerGroups.id })
        : [];
      return {
        imported: inserted.length,
        overLimit: fresh.length - taken.length,
      } satisfies GroupImportResult;
    });
    return c.json(result);
  })
  .put("/:id", jsonInput(groupInputSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, groupInputSchema);
    const [row] = await c.var.deps.database.db
      .update(playerGroups)
      .set({ name: input.name, players: input.players, updatedAt: sql`now()` })
      .where(own(c.req.param("id"), user.id))
      .returning();
    if (!row) throw groupNotFound();
    return c.json({ group: toGroup(row) });
  })
  .delete("/:id", async (c) => {
    const user = await requireUser(c);
    const deleted = await c.var.deps.database.db
      .delete(playerGroups)
      .where(own(c.req.param("id"), user.id))
      .returning({ id: playerGroups.id });
    if (deleted.length === 0) throw groupNotFound();
    return c.body(null, 204);
  });
