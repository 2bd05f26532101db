// How the service worker answers: pages with a network timeout, runtime caches that expire.
// Kept apart from sw.ts (which only wires events) so tests run it with a fake CacheStorage.

import { SW_API_CACHE } from "../shared/constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A runtime cache: at most maxEntries (the oldest stored go first), none older than maxAgeMs. */
export interface CacheRule {
  name: string;
  maxEntries: number;
  maxAgeMs: number;
}

/**
 * Files met while using the app (other releases' assets, banners, uploads): a month at most, and
 * few enough that old releases' hashed files do not pile up on a phone.
 */
export const RUNTIME_CACHE: CacheRule = {
  name: "saideira-runtime",
  maxEntries: 200,
  maxAgeMs: 30 * DAY_MS,
};
/** API answers kept for offline starts: no older than a session lives (7 days). */
export const API_CACHE: CacheRule = { name: SW_API_CACHE, maxEntries: 40, maxAgeMs: 7 * DAY_MS };
/** A page the network has not answered in this long is answered from the cache (when it has it). */
export const PAGE_TIMEOUT_MS = 3000;

/** When a runtime entry was stored (ms since the epoch); entries without it count as expired. */
const STORED_AT = "x-saideira-stored-at";

export interface Env {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
}

/** Stores a copy stamped with the time, then trims the cache to its rule's size. */
export async function store(
  env: Env,
  rule: CacheRule,
  request: Request,
  response: Response,
): Promise<void> {
  const cache = await env.caches.open(rule.name);
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(env.now()));
  const copy = new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
  await cache.delete(request); // stored again: now the newest
  await cache.put(request, copy);
  const keys = await cache.keys(); // in the order they were stored
  for (const key of keys.slice(0, Math.max(0, keys.length - rule.maxEntries)))
    await cache.delete(key);
}

/** The cached answer if it is younger than the rule's max age; an expired one is deleted. */
export async function cached(
  env: Env,
  rule: CacheRule,
  request: Request,
): Promise<Response | undefined> {
  const cache = await env.caches.open(rule.name);
  const hit = await cache.match(request);
  if (!hit) return undefined;
  const at = Number(hit.headers.get(STORED_AT));
  if (!at || env.now() - at > rule.maxAgeMs) {
    await cache.delete(request);
    return undefined;
  }
  return hit;
}

/** The network's answer (kept when ok); without a network, the cached one while it is fresh. */
export async function networkFirst(env: Env, rule: CacheRule, request: Request): Promise<Response> {
  try {
    const response = await env.fetch(request);
    if (response.ok) await store(env, rule, request, response.clone());
    return response;
  } catch (err) {
    const hit = await cached(env, rule, request);
    if (hit) return hit;
    throw err;
  }
}

/** Hashed files: the precache, then the runtime cache while fresh, then the network (kept). */
export async function cacheFirst(
  env: Env,
  precache: string,
  rule: CacheRule,
  request: Request,
): Promise<Response> {
  const pre = await (await env.caches.open(precache)).match(request);
  if (pre) return pre;
  const hit = await cached(env, rule, request);
  if (hit) return hit;
  const response = await env.fetch(request);
  if (response.ok) await store(env, rule, request, response.clone());
  return response;
}

/**
 * Pages: the network when it answers within PAGE_TIMEOUT_MS; past that, or without a network, the
 * precached landing or app shell (a bad signal no longer hangs a start). With nothing cached, the
 * network is waited for.
 */
export async function page(env: Env, precache: string, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const fallbackUrl = path === "/" || path === "/home" ? "/index.html" : "/shell.html";
  const fallback = async () => (await env.caches.open(precache)).match(fallbackUrl);
  const network = env.fetch(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), PAGE_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first !== "timeout") return first;
    const shell = await fallback();
    if (shell) {
      network.catch(() => {}); // answered from the cache: a late failure is nobody's
      return shell;
    }
    return await network;
  } catch {
    return (await fallback()) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}
