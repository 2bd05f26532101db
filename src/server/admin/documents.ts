import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
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

/** Reads appAdmin/{id}; when missing, migrates the older config/{id} copy on first read. */
export async function readDocument(
  db: Db,
  id: AdminDocId,
  log: Logger,
): Promise<Record<string, unknown> | null> {
  const current = await db
    .select({ data: appDocuments.data })
    .from(appDocuments)
    .where(and(eq(appDocuments.collection, CURRENT), eq(appDocuments.id, id)));
  if (current[0]) return current[0].data;
  const legacy = await db
    .select({ data: appDocuments.data })
    .from(appDocuments)
    .where(and(eq(appDocuments.collection, LEGACY), eq(appDocuments.id, id)));
  if (!legacy[0]) return null;
  const data =
    id === "gameIcons" || id === "icons" ? cleanLegacyIcons(legacy[0].data, log) : legacy[0].data;
  await db.insert(appDocuments).values({ collection: CURRENT, id, data }).onConflictDoNothing();
  log.info("migrated admin document from config", { id });
  return data;
}

export async function writeDocument(
  db: Db,
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
}

/** Sets keys of a map document in one statement (no lost update between two admins). */
export async function mergeDocument(
  db: Db,
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
}

export async function removeFromDocument(db: Db, id: AdminDocId, key: string): Promise<void> {
  await db
    .update(appDocuments)
    .set({ data: sql`${appDocuments.data} - ${key}::text`, updatedAt: new Date() })
    .where(and(eq(appDocuments.collection, CURRENT), eq(appDocuments.id, id)));
}
