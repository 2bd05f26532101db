/// <reference lib="webworker" />
// The service worker: the whole app and its content play offline after one visit.
// Precache list and version are injected at build (scripts/build-sw.mjs).

import { SW_API_CACHE } from "../shared/constants";

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const PRECACHE = `saideira-precache-${__VERSION__}`;
const RUNTIME = "saideira-runtime";
const API = SW_API_CACHE;
/** GET API answers worth keeping for offline starts (who is signed in, profile, public documents). */
const CACHED_API =
  /^\/api\/(auth\/get-session|profile|icons|banners|banner-texts|featured-tags|install-prompt|config|groups)$/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      await cache.addAll(__PRECACHE__);
      // First install takes over at once; an update waits for the user's 'Atualizar'.
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("saideira-precache-") && key !== PRECACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") void self.skipWaiting();
});

async function networkFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(RUNTIME)).put(request, response.clone());
  return response;
}

/** Pages: the network when it answers, else the prerendered landing or the app shell. */
async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const path = new URL(request.url).pathname;
    const fallback = path === "/" || path === "/home" ? "/index.html" : "/shell.html";
    return (await caches.match(fallback)) ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/api/")) {
    if (CACHED_API.test(url.pathname)) event.respondWith(networkFirst(request, API));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/uploads/")) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request, RUNTIME));
  }
});
