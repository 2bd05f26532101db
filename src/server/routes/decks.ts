import { randomInt, randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  MAX_DECKS_PER_USER,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
} from "../../shared/custom-deck";
import {
  type Deck,
  type DeckImportResult,
  type DeckInput,
  deckImportSchema,
  deckInputSchema,
  deckReportSchema,
  deckUpdateSchema,
  type SharedDeck,
} from "../../shared/schemas/deck";
import type { Executor } from "../db/executor";
import { countHits } from "../db/rate-limits";
import { deckReports, decks, users } from "../db/schema";
import { type AppEnv, currentUser, requireUser } from "../http/context";
import { ApiError, errorBody, jsonInput, readJson } from "../http/errors";
import { RATE_LIMITED_MESSAGE } from "../http/write-limit";
import { clientIp } from "./auth";

export const deckNotFound = () => new ApiError(404, "DECK_NOT_FOUND", "Baralho não encontrado.");
const HIDDEN_MESSAGE = "Este baralho foi removido depois de denúncias.";
const deckHidden = (status: 409 | 410) => new ApiError(status, "DECK_HIDDEN", HIDDEN_MESSAGE);
const CONFLICT_MESSAGE = "Este baralho mudou em outro aparelho.";

type DeckRow = typeof decks.$inferSelect;

export function toDeck(row: DeckRow): Deck {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    adult: row.adult,
    items: row.items,
    version: row.version,
    shareCode: row.shareCode,
    shared: row.shared,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the signed-in user's own deck matches: another user's id is simply not found. */
const own = (id: string, userId: string) => and(eq(decks.id, id), eq(decks.userId, userId));

/** Holds the user row until the transaction ends: deck counts and inserts cannot interleave. */
async function lockUser(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

async function deckCount(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(decks).where(eq(decks.userId, userId));
  return row?.n ?? 0;
}

/** A new deck in the account (create and copy); 409 past the limit, which holds under races. */
async function insertDeck(c: Context<AppEnv>, userId: string, input: DeckInput): Promise<Deck> {
  const row = await c.var.deps.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await deckCount(tx, userId)) >= MAX_DECKS_PER_USER)
      throw new ApiError(
        409,
        "TOO_MANY_DECKS",
        `Limite de ${MAX_DECKS_PER_USER} baralhos atingido.`,
      );
    const [created] = await tx
      .insert(decks)
      .values({ id: randomUUID(), userId, ...pick(input) })
      .returning();
    return created;
  });
  if (!row) throw deckNotFound();
  return toDeck(row);
}

/** The columns a deck input sets (nothing else of a parsed body reaches the row). */
const pick = (input: DeckInput) => ({
  name: input.name,
  game: input.game,
  adult: input.adult,
  items: input.items,
});

export function newShareCode(): string {
  let code = "";
  for (let i = 0; i < SHARE_CODE_LENGTH; i++)
    code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

export const deckRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    const rows = await c.var.deps.database.db
      .select()
      .from(decks)
      .where(eq(decks.userId, user.id))
      .orderBy(desc(decks.createdAt), desc(decks.id));
    return c.json({ decks: rows.map(toDeck) });
  })
  .post("/", jsonInput(deckInputSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, deckInputSchema);
    return c.json({ deck: await insertDeck(c, user.id, input) }, 201);
  })
  /**
   * A guest's device decks, sent once after sign-in. Each keeps its device UUID as its id, so a
   * retry (or a second sync) creates nothing twice; an id stored elsewhere is skipped the same
   * way (as /api/groups/import). The account's limit still holds.
   */
  .post("/import", jsonInput(deckImportSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, deckImportSchema);
    const result = await c.var.deps.database.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const ids = input.decks.map((d) => d.id);
      const known = ids.length
        ? await tx.select({ id: decks.id }).from(decks).where(inArray(decks.id, ids))
        : [];
      const seen = new Set(known.map((r) => r.id));
      // Already stored (here or elsewhere) or repeated in this batch: nothing to create.
      const fresh = input.decks.filter((d) => !seen.has(d.id) && Boolean(seen.add(d.id)));
      const room = Math.max(0, MAX_DECKS_PER_USER - (await deckCount(tx, user.id)));
      const taken = fresh.slice(0, room);
      const inserted = taken.length
        ? await tx
            .insert(decks)
            .values(taken.map((d) => ({ id: d.id, userId: user.id, ...pick(d.deck) })))
            .onConflictDoNothing()
            .returning({ id: decks.id })
        : [];
      return {
        imported: inserted.length,
        overLimit: fresh.length - taken.length,
        left: fresh.slice(room).map((d) => d.id),
      } satisfies DeckImportResult;
    });
    return c.json(result);
  })
  /** Saved only on the version it was edited from; else 409 with the stored deck to merge with. */
  .put("/:id", jsonInput(deckUpdateSchema), async (c) => {
    const user = await requireUser(c);
    const { deck, version } = await readJson(c, deckUpdateSchema);
    const id = c.req.param("id");
    const { db } = c.var.deps.database;
    const [row] = await db
      .update(decks)
      .set({ ...pick(deck), version: sql`${decks.version} + 1`, updatedAt: sql`now()` })
      .where(and(own(id, user.id), eq(decks.version, version)))
      .returning();
    if (row) return c.json({ deck: toDeck(row) }, 200);
    const [current] = await db.select().from(decks).where(own(id, user.id));
    if (!current) throw deckNotFound();
    return c.json({ ...errorBody("DECK_CONFLICT", CONFLICT_MESSAGE), deck: toDeck(current) }, 409);
  })
  .delete("/:id", async (c) => {
    const user = await requireUser(c);
    const deleted = await c.var.deps.database.db
      .delete(decks)
      .where(own(c.req.param("id"), user.id))
      .returning({ id: decks.id });
    if (deleted.length === 0) throw deckNotFound();
    return c.body(null, 204);
  })
  /**
   * The code is drawn on the first share and kept, so sharing again re-opens the same link. One
   * statement (no hidden deck, code kept if there is one), drawn again on the rare clash.
   */
  .post("/:id/share", async (c) => {
    const user = await requireUser(c);
    const id = c.req.param("id");
    const { db } = c.var.deps.database;
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await db
          .update(decks)
          .set({
            shared: true,
            shareCode: sql`coalesce(${decks.shareCode}, ${newShareCode()})`,
            updatedAt: sql`now()`,
          })
          .where(and(own(id, user.id), eq(decks.hidden, false)))
          .returning();
        if (row) return c.json({ deck: toDeck(row) });
        break;
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 10) throw err;
      }
    }
    const [current] = await db.select({ id: decks.id }).from(decks).where(own(id, user.id));
    throw current ? deckHidden(409) : deckNotFound();
  })
  .delete("/:id/share", async (c) => {
    const user = await requireUser(c);
    const [row] = await c.var.deps.database.db
      .update(decks)
      .set({ shared: false, updatedAt: sql`now()` })
      .where(own(c.req.param("id"), user.id))
      .returning();
    if (!row) throw deckNotFound();
    return c.json({ deck: toDeck(row) });
  });

const CODE_PATTERN = new RegExp(`^[${SHARE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);

/** The open shared deck of a link's code (any case); 404 unknown, 410 closed or hidden. */
async function sharedDeckOf(c: Context<AppEnv>): Promise<DeckRow> {
  const code = (c.req.param("code") ?? "").toUpperCase();
  if (!CODE_PATTERN.test(code)) throw deckNotFound();
  const [row] = await c.var.deps.database.db
    .select()
    .from(decks)
    .where(eq(decks.shareCode, code))
    .limit(1);
  if (!row) throw deckNotFound();
  if (row.hidden) throw deckHidden(410);
  if (!row.shared)
    throw new ApiError(410, "DECK_NOT_SHARED", "O dono parou de compartilhar este baralho.");
  return row;
}

function toSharedDeck(row: DeckRow): SharedDeck {
  return {
    code: row.shareCode ?? "",
    name: row.name,
    game: row.game,
    adult: row.adult,
    items: row.items,
  };
}

/** The per-address write limit for a guest (the write-limit middleware counts accounts only). */
async function limitGuestWrite(c: Context<AppEnv>) {
  const { writeRateLimit } = c.var.deps.config;
  const [hit] = await countHits(
    c.var.deps.database.db,
    [`write:ip:${clientIp(c)}`],
    writeRateLimit.windowSec * 1000,
  );
  if ((hit?.count ?? 0) <= writeRateLimit.ipMax) return;
  c.header("retry-after", String(Math.max(1, Math.ceil((hit?.resetInMs ?? 1000) / 1000))));
  throw new ApiError(429, "RATE_LIMITED", RATE_LIMITED_MESSAGE);
}

/** The link `/b/CODE`: anyone reads and reports; a signed-in user copies it into the account. */
export const sharedDeckRoutes = new Hono<AppEnv>()
  .get("/:code", async (c) => {
    const row = await sharedDeckOf(c);
    return c.json({ deck: toSharedDeck(row) });
  })
  .post("/:code/copy", async (c) => {
    const user = await requireUser(c);
    const row = await sharedDeckOf(c);
    return c.json({ deck: await insertDeck(c, user.id, row) }, 201);
  })
  /** One report per reporter (account, or address for a guest) counts: a repeat changes nothing. */
  .post("/:code/report", jsonInput(deckReportSchema), async (c) => {
    const { reason } = await readJson(c, deckReportSchema);
    const user = await currentUser(c);
    if (!user) await limitGuestWrite(c);
    const row = await sharedDeckOf(c);
    await c.var.deps.database.db
      .insert(deckReports)
      .values({ deckId: row.id, reporter: user ? user.id : `ip:${clientIp(c)}`, reason })
      .onConflictDoNothing();
    return c.json({ ok: true as const }, 202);
  });
