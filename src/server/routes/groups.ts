import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
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
