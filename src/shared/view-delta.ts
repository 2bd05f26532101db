import type { RoomMessage } from "./schemas/room";

/**
 * A room view sent as what changed (decision 044, rooms second pass). Some views carry a long list
 * that mostly grows one item at a time (Desenha e Bebe's strokes: 5-48 KB per message); a socket
 * that holds the previous version gets, for each such list (a dotted path in the view), how many
 * items of its own copy to keep and the items that follow them. Undo keeps fewer, clear keeps none.
 * Server and phone share these functions, so they agree on what a delta means.
 */

/** Per path: how many items of the previous view's list stay before the items sent. */
export type ViewKeep = Record<string, number>;

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The list at `path` ("a.b"), or undefined when there is none. */
export function listAt(view: Json, path: string): Json[] | undefined {
  let at: Json = view;
  for (const key of path.split(".")) {
    if (!isObject(at)) return undefined;
    at = at[key];
  }
  return Array.isArray(at) ? at : undefined;
}

/** A copy of `view` with `list` at `path` (only the objects on the path are copied). */
function withListAt(view: Json, path: string, list: Json[]): Json {
  const [key, ...rest] = path.split(".");
  if (!isObject(view) || key === undefined) return view;
  return { ...view, [key]: rest.length ? withListAt(view[key], rest.join("."), list) : list };
}

/** Same JSON (the lists hold plain data; a row read back from the database is a new object). */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!(k in b) || !sameJson(a[k], b[k])) return false;
  return true;
}

/** `next` as a delta on `prev`, or null when a path is not a list in both (send it whole). */
export function viewDelta(
  prev: Json,
  next: Json,
  paths: readonly string[],
): { view: Json; keep: ViewKeep } | null {
  let view = next;
  const keep: ViewKeep = {};
  for (const path of paths) {
    const before = listAt(prev, path);
    const after = listAt(next, path);
    if (!before || !after) return null;
    let kept = 0;
    const most = Math.min(before.length, after.length);
    while (kept < most && sameJson(before[kept], after[kept])) kept++;
    keep[path] = kept;
    view = withListAt(view, path, after.slice(kept));
  }
  return { view, keep };
}

/** The whole view from the previous one and a delta, or null when they do not fit together. */
export function applyViewDelta(prev: Json, delta: Json, keep: ViewKeep): Json | null {
  let view = delta;
  for (const [path, kept] of Object.entries(keep)) {
    const before = listAt(prev, path);
    const sent = listAt(delta, path);
    if (!before || !sent || !Number.isInteger(kept) || kept < 0 || kept > before.length)
      return null;
    view = withListAt(view, path, [...before.slice(0, kept), ...sent]);
  }
  return view;
}

/**
 * A room message made whole: one whose view came as a delta (shared/view-delta.ts) is applied on
 * the last message this socket received. Null when they do not fit (the base is not the message
 * held): the caller reconnects, and a new socket's first message is always whole.
 */
export function wholeRoom(last: RoomMessage | null, message: RoomMessage): RoomMessage | null {
  const game = message.game;
  if (!game?.delta) return message;
  const { base, keep } = game.delta;
  if (!last?.game || last.version !== base) return null;
  const view = applyViewDelta(last.game.view, game.view, keep);
  if (view === null) return null;
  return { ...message, game: { version: game.version, view, status: game.status } };
}
