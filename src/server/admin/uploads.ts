import { randomBytes } from "node:crypto";
import { allGameIds } from "../../games/extras";
import { uploads } from "../db/schema";
import { iconEventsOf } from "../events/icon-events";
import type { AppDeps, SessionUser } from "../http/context";
import { processImage, UploadError, type UploadKind } from "../storage/images";
import { audit } from "./audit";
import { type AdminDocId, inAdminTransaction, mergeDocument, normaliseIconKey } from "./documents";

export const uploadKinds = ["banner", "icon", "gameIcon", "image"] as const;
const KEY = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** Per-user folders and timestamp-random names keeping the (verified) extension; never the client's name. */
function storageKey(kind: UploadKind, key: string | null, userId: string, ext: string): string {
  const name = `${Date.now()}-${randomBytes(4).toString("hex")}.${ext}`;
  switch (kind) {
    case "banner":
      return `banners/${userId}/${name}`;
    case "icon":
      return `icons/${userId}/${key}_${name}`;
    case "gameIcon":
      return `gameIcons/${key}/${userId}/${name}`;
    case "image":
      return `images/${userId}/${name}`;
  }
}

function checkTarget(
  kind: UploadKind,
  rawKey: string | null,
): { key: string | null; doc: AdminDocId | null } {
  if (kind === "image") return { key: null, doc: null };
  const key = rawKey ? normaliseIconKey(rawKey.trim().toLowerCase()) : "";
  if (!KEY.test(key)) throw new UploadError("chave do ícone ou banner inválida");
  if (kind === "gameIcon" && !allGameIds.includes(key))
    throw new UploadError(`jogo desconhecido: ${key}`);
  if (kind === "banner" && !["1", "2", "3", ...allGameIds].includes(key))
    throw new UploadError("banner desconhecido");
  return { key, doc: kind === "banner" ? "banners" : kind === "gameIcon" ? "gameIcons" : "icons" };
}

/** Validates, re-encodes, stores and publishes an admin upload; a refused upload stores nothing. */
export async function storeUpload(
  deps: AppDeps,
  actor: SessionUser,
  input: { file: File; kind: UploadKind; key: string | null },
): Promise<{ key: string; url: string }> {
  const { file, kind } = input;
  const max = deps.config.uploadMaxBytes;
  if (/[/\\]|\.\./.test(file.name)) throw new UploadError("nome de arquivo inválido");
  if (file.size === 0) throw new UploadError("arquivo vazio");
  if (file.size > max)
    throw new UploadError(`arquivo maior que ${Math.round(max / 1024 / 1024)} MB`);
  const target = checkTarget(kind, input.key);
  const image = await processImage(new Uint8Array(await file.arrayBuffer()), kind);
  const key = storageKey(kind, target.key, actor.id, image.format);
  const { storage } = deps;
  await storage.put(key, image.data, image.contentType);
  const url = storage.url(key);
  const { db } = deps.database;
  try {
    // The row, the audit entry and the document that shows the image: all or nothing.
    await inAdminTransaction(db, async (tx) => {
      await tx.insert(uploads).values({
        key,
        userId: actor.id,
        kind,
        contentType: image.contentType,
        size: image.data.length,
      });
      await audit(tx, actor, "upload", key, { kind, target: target.key, bytes: image.data.length });
      if (target.doc && target.key)
        await mergeDocument(tx, target.doc, { [target.key]: url }, deps.log);
    });
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
  if (target.key && (target.doc === "icons" || target.doc === "gameIcons"))
    iconEventsOf(deps.database).publish({ iconType: target.key, url });
  return { key, url };
}
