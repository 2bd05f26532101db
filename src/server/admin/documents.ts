import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Executor, Tx } from "../db/executor";
import { appDocuments } from "../db/schema";
import type { Logger } from "../log";

export type AdminDocId =
  | "banners"
  | "bannerTexts"
  | "gameIcons"
  | "icons"
  | "featuredTags"
  | "installPrompt";
const CURRENT = "appAdmin";
const LEGACY = "config";

/** Icon keys lose the 'icon-' prefix before storing (spec section 5). */
export function normaliseIconKey(key: string): string {
  return key.startsWith("icon-") ? key.slice("icon-".length) : key;
}

/** Icons from the older source are kept only when they are http(s) or data: URLs. */
export function cleanLegacyIcons(
  data: Record<string, unknown>,
  log: Logger,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string" && (/^https?:\/\//.test(value) || value.startsWith("data:"))) {
      out[normaliseIconKey(key)] = value;
    } else log.info("skipping legacy icon that is not an http(s) or data: URL", { key });
  }
  return out;
}

type Documents = Partial<Record<AdminDocId, Record<string, unknown>>>;

/**
 * Reads several appAdmin documents in one query; a document found only in the older config
 * collection is migrated on this first read.
 */
export async function readDocuments(
  db: Executor,
  ids: AdminDocId[],
  log: Logger,
): Promise<Documents> {
  const rows = await db
    .select({ collection: appDocuments.collection, id: appDocuments.id, data: appDocuments.data })
    .from(appDocuments)
    .where(and(inArray(appDocuments.collection, [CURRENT, LEGACY]), inArray(appDocuments.id, ids)));
  const out: Documents = {};
  for (const id of ids) {
    const current = rows.find((r) => r.collection === CURRENT && r.id === id);
    const legacy = rows.find((r) => r.collection === LEGACY && r.id === id);
    if (current) out[id] = current.data;
    else if (legacy) out[id] = await migrateLegacy(db, id, legacy.data, log);
  }
  return out;
}

async function migrateLegacy(
  db: Executor,
  id: AdminDocId,
  legacy: Record<string, unknown>,
  log: Logger,
): Promise<Record<string, unknown>> {
  const data = id === "gameIcons" || id === "icons" ? cleanLegacyIcons(legacy, log) : legacy;
  await db.insert(appDocuments).values({ collection: CURRENT, id, data }).onConflictDoNothing();
  forgetCachedDocuments(db);
  log.info("migrated admin document from config", { id });
  return data;
}

/** Reads appAdmin/{id}; when missing, migrates the older config/{id} copy on first read. */
export async function readDocument(
  db: Executor,
  id: AdminDocId,
  log: Logger,
): Promise<Record<string, unknown> | null> {
  return (await readDocuments(db, [id], log))[id] ?? null;
}

/**
 * Public reads are cached per database for a few seconds. This process's writes clear the cache at
 * once; another instance's writes show within PUBLIC_CACHE_MS (docs/decisions/014).
 */
export const PUBLIC_CACHE_MS = 3000;
const caches = new WeakMap<Db, Map<string, { at: number; value: Promise<Documents> }>>();

export function cachedDocuments(db: Db, ids: AdminDocId[], log: Logger): Promise<Documents> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const key = ids.join(",");
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < PUBLIC_CACHE_MS) return hit.value;
  const value = readDocuments(db, ids, log);
  entries.set(key, { at: Date.now(), value });
  const own = entries;
  value.catch(() => {
    if (own.get(key)?.value === value) own.delete(key);
  });
  return value;
}

/**
 * A write replaces the whole map, so a read that started before it is never cached after it. Given
 * a transaction this does nothing: inAdminTransaction forgets once the transaction has committed.
 */
function forgetCachedDocuments(db: Executor): void {
  caches.delete(db as Db);
}

/**
 * Runs an admin write and its audit row in one transaction: both happen or neither does. The
 * public read cache forgets the documents after the commit (or the rollback).
 */
export async function inAdminTransaction<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    forgetCachedDocuments(db);
  }
}

export async function writeDocument(
  db: Executor,
  id: AdminDocId,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .insert(appDocuments)
    .values({ collection: CURRENT, id, data })
    .onConflictDoUpdate({
      target: [appDocuments.collection, appDocuments.id],
      set: { data, updatedAt: new Date() },
    });
  forgetCachedDocuments(db);
}

/** Sets keys of a map document in one statement (no lost update between two admins). */
export async function mergeDocument(
  db: Executor,
  id: AdminDocId,
  patch: Record<string, unknown>,
  log: Logger,
): Promise<void> {
  await readDocument(db, id, log); // migrates a legacy copy first, if any
  await db
    .insert(appDocuments)
    .values({ collection: CURRENT, id, data: patch })
    .onConflictDoUpdate({
      target: [appDocuments.collection, appDocuments.id],
      set: { data: sql`${appDocuments.data} || excluded.data`, updatedAt: new Date() },
    });
  forgetCachedDocuments(db);
}

/** Removes a key from a map document, migrating a legacy copy first so the key cannot come back. */
export async function removeFromDocument(
  db: Executor,
  id: AdminDocId,
  key: string,
  log: Logger,
): Promise<void> {
  await readDocument(db, id, log);
  await db
    .update(appDocuments)
    .set({ data: sql`${appDocuments.data} - ${key}::text`, updatedAt: new Date() })
    .where(and(eq(appDocuments.collection, CURRENT), eq(appDocuments.id, id)));
  forgetCachedDocuments(db);
}

/** Every URL the image documents (banners, icons, game icons) point at, current or legacy copy. */
export async function imageDocumentUrls(db: Executor): Promise<Set<string>> {
  const rows = await db
    .select({ data: appDocuments.data })
    .from(appDocuments)
    .where(
      and(
        inArray(appDocuments.collection, [CURRENT, LEGACY]),
        inArray(appDocuments.id, ["banners", "icons", "gameIcons"] satisfies AdminDocId[]),
      ),
    );
  const urls = new Set<string>();
  for (const { data } of rows)
    for (const value of Object.values(data ?? {})) if (typeof value === "string") urls.add(value);
  return urls;
}
