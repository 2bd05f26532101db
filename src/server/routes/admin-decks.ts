import { count, desc, eq, max, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import { type DeckReportRow, deckHideSchema } from "../../shared/schemas/deck";
import { audit } from "../admin/audit";
import type { Executor } from "../db/executor";
import { deckReports, decks, profiles, users } from "../db/schema";
import { type AppEnv, requireAdmin } from "../http/context";
import { jsonInput, readJson } from "../http/errors";
import { deckNotFound } from "./decks";

/** The reports screen lists the most recently reported decks first, this many at most. */
const REPORTS_LIST_MAX = 500;

const lastReason = sql<string | null>`(
  select r.reason from ${deckReports} r
  where r.deck_id = ${decks.id}
  order by r.created_at desc limit 1)`;

/** Reported decks (or the one deck of `only`, reported or not) with their owner and report count. */
async function reportRows(db: Executor, only?: string): Promise<DeckReportRow[]> {
  const reports = count(deckReports.deckId);
  const last = max(deckReports.createdAt);
  const query = db
    .select({
      deckId: decks.id,
      code: decks.shareCode,
      name: decks.name,
      game: decks.game,
      adult: decks.adult,
      hidden: decks.hidden,
      updatedAt: decks.updatedAt,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerName: sql<string>`coalesce(${profiles.displayName}, ${users.name})`,
      reports,
      lastReason,
      lastReportedAt: last,
    })
    .from(decks)
    .innerJoin(users, eq(users.id, decks.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(deckReports, eq(deckReports.deckId, decks.id))
    .where(only === undefined ? undefined : eq(decks.id, only))
    .groupBy(decks.id, users.id, profiles.userId);
  const having: SQL | undefined = only === undefined ? sql`${reports} > 0` : undefined;
  const rows = await query.having(having).orderBy(desc(last), decks.id).limit(REPORTS_LIST_MAX);
  return rows.map((r) => ({
    deckId: r.deckId,
    code: r.code ?? "",
    name: r.name,
    game: r.game,
    adult: r.adult,
    hidden: r.hidden,
    ownerId: r.ownerId,
    ownerEmail: r.ownerEmail,
    ownerName: r.ownerName,
    reports: Number(r.reports),
    lastReason: r.lastReason ?? "",
    lastReportedAt: (r.lastReportedAt ?? r.updatedAt).toISOString(),
  }));
}

/** 'Denúncias de baralhos' (/admin/baralhos): reported decks, who owns them, hide or show again. */
export const adminDeckRoutes = new Hono<AppEnv>()
  .get("/deck-reports", async (c) => {
    await requireAdmin(c);
    return c.json({ reports: await reportRows(c.var.deps.database.db) });
  })
  /** Hidden closes the deck's link (410 DECK_HIDDEN) and its owner cannot share it again. */
  .put("/decks/:id/hidden", jsonInput(deckHideSchema), async (c) => {
    const admin = await requireAdmin(c);
    const { hidden } = await readJson(c, deckHideSchema);
    const id = c.req.param("id");
    const report = await c.var.deps.database.db.transaction(async (tx) => {
      const r = await tx
        .update(decks)
        .set({ hidden })
        .where(eq(decks.id, id))
        .returning({ id: decks.id });
      if (!r.length) return null;
      await audit(tx, admin, hidden ? "hide-deck" : "unhide-deck", id);
      return (await reportRows(tx, id))[0] ?? null;
    });
    if (!report) throw deckNotFound();
    return c.json({ report });
  });
