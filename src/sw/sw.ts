/// <reference lib="webworker" />
// The service worker: the whole app and its content play offline after one visit.
// Precache list and version are injected at build (scripts/build-sw.mjs).

import { API_CACHE, cacheFirst, type Env, networkFirst, page, RUNTIME_CACHE } from "./strategies";

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const PRECACHE = `saideira-precache-${__VERSION__}`;
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

/** What the strategies use (src/sw/strategies.ts): this worker's caches, network and clock. */
const env: Env = {
  caches,
  fetch: (request) => fetch(request),
  now: () => Date.now(),
};

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(env, PRECACHE, request));
  } else if (url.pathname.startsWith("/api/")) {
    if (CACHED_API.test(url.pathname)) event.respondWith(networkFirst(env, API_CACHE, request));
  } else if (/^\/(assets|uploads|sounds)\//.test(url.pathname)) {
    // Game sounds are precached like the scripts: they play offline even before their first use.
    event.respondWith(cacheFirst(env, PRECACHE, RUNTIME_CACHE, request));
  } else {
    event.respondWith(networkFirst(env, RUNTIME_CACHE, request));
  }
});
