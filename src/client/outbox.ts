import { finishPendingSignOut } from "./pending-sign-out";
import { readJson, removeKey, writeJson } from "./safe-storage";

/** Writes that can wait (play stats, the player-list mirror), kept while offline and sent in order later. */
interface Pending {
  method: string;
  url: string;
  body?: unknown;
  at: number;
}

const KEY = "saideira_outbox";
const MAX = 200;
const METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Anything else (garbage on the device) would fail to send forever and block the queue behind it.
const isPending = (p: unknown): p is Pending =>
  typeof p === "object" &&
  p !== null &&
  METHODS.has((p as Pending).method) &&
  typeof (p as Pending).url === "string" &&
  (p as Pending).url.startsWith("/api/");
const isPendingList = (v: unknown): v is Pending[] => Array.isArray(v) && v.every(isPending);

/** The list when storage refused it (full quota): kept for this page instead. */
let unstored: Pending[] | null = null;

const read = () => unstored ?? readJson(KEY, isPendingList) ?? [];

function store(list: Pending[]): void {
  if (writeJson(KEY, list)) {
    unstored = null;
    return;
  }
  // The old stored list must not outlive this one, or its items would be sent twice.
  removeKey(KEY);
  unstored = list;
}

/**
 * Plain fetch on purpose: a queued write is stored data (method, URL, body) sent later, maybe after
 * a reload, so there is no typed call left to replay; the typed client is for calls made now.
 */
async function send(p: Pending): Promise<"sent" | "offline"> {
  // An owed sign-out goes first: else this write would go out with the previous user's cookie.
  if (!(await finishPendingSignOut())) return "offline";
  try {
    const res = await fetch(p.url, {
      method: p.method,
      headers: p.body === undefined ? {} : { "content-type": "application/json" },
      body: p.body === undefined ? undefined : JSON.stringify(p.body),
      credentials: "include",
    });
    // A 4xx will not get better by retrying (signed out, bad data): drop it, like a sent one.
    // Except "too many requests" and "timeout", which do, later.
    return res.status >= 500 || res.status === 429 || res.status === 408 ? "offline" : "sent";
  } catch {
    return "offline";
  }
}

let flushing: Promise<void> | null = null;

/** The list without `sent` (its first copy): what other writes arrived meanwhile stays. */
function withoutSent(list: Pending[], sent: Pending): Pending[] {
  const key = JSON.stringify(sent);
  const i = list.findIndex((p) => JSON.stringify(p) === key);
  return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
}

async function flushNow(): Promise<void> {
  for (;;) {
    const [next] = read();
    if (!next || (await send(next)) === "offline") return;
    store(withoutSent(read(), next));
  }
}

/**
 * Sends everything pending, oldest first; stops at the first network failure. Tabs share the
 * queue: a Web Lock lets one tab at a time send, so nothing goes out twice.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
      if (locks) await locks.request("saideira-outbox", flushNow);
      else await flushNow();
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Forgets what is pending: a signed-out user's writes must not go out with the next user's cookie. */
export function clearOutbox(): void {
  unstored = null;
  removeKey(KEY);
}

/** Sends now when possible, else queues; never throws. Pending writes go first to keep their order. */
export async function sendOrQueue(method: string, url: string, body?: unknown): Promise<void> {
  const item: Pending = { method, url, body, at: Date.now() };
  const pending = read();
  if (pending.length === 0 && navigator.onLine && (await send(item)) === "sent") return;
  // A newer PUT of the same resource replaces an older one still waiting (only the latest state matters).
  const kept =
    method === "PUT" ? pending.filter((p) => !(p.method === "PUT" && p.url === url)) : pending;
  store([...kept, item].slice(-MAX));
  if (navigator.onLine) void flushOutbox();
}

export function pendingCount(): number {
  return read().length;
}

export const RETRY_MS = 30_000;

export function startOutbox(): void {
  window.addEventListener("online", () => void flushOutbox());
  // Online but the server was busy or down (5xx, 429): try again now and then, not only at the
  // next page load.
  setInterval(() => {
    if (navigator.onLine && read().length > 0) void flushOutbox();
  }, RETRY_MS);
  void flushOutbox();
}
