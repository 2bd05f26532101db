import { afterEach, describe, expect, it, vi } from "vitest";
import {
  API_CACHE,
  type CacheRule,
  cacheFirst,
  type Env,
  networkFirst,
  PAGE_TIMEOUT_MS,
  page,
  RUNTIME_CACHE,
} from "./strategies";

const ORIGIN = "https://saideira.test";
const url = (u: RequestInfo | URL) =>
  new URL(typeof u === "string" ? u : u instanceof URL ? u.href : u.url, ORIGIN).href;

/** Enough of the Cache API: entries by URL, in the order they were stored. */
class FakeCache {
  entries: { url: string; response: Response }[] = [];
  async match(req: RequestInfo | URL) {
    return this.entries.find((e) => e.url === url(req))?.response.clone();
  }
  async put(req: RequestInfo | URL, response: Response) {
    await this.delete(req);
    this.entries.push({ url: url(req), response });
  }
  async delete(req: RequestInfo | URL) {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => e.url !== url(req));
    return this.entries.length !== before;
  }
  async keys() {
    return this.entries.map((e) => new Request(e.url));
  }
}

class FakeCaches {
  byName = new Map<string, FakeCache>();
  async open(name: string) {
    let cache = this.byName.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.byName.set(name, cache);
    }
    return cache;
  }
}

const PRECACHE = "saideira-precache-v1";

function setup(fetchImpl: (r: Request) => Promise<Response>) {
  const store = new FakeCaches();
  let now = 1_000_000;
  const fetch = vi.fn(fetchImpl);
  const env: Env = {
    caches: store as unknown as CacheStorage,
    fetch,
    now: () => now,
  };
  return {
    env,
    store,
    fetch,
    pass: (ms: number) => {
      now += ms;
    },
  };
}

const req = (path: string) => new Request(`${ORIGIN}${path}`);
const text = (body: string, status = 200) => new Response(body, { status });

afterEach(() => {
  vi.useRealTimers();
});

describe("pages", () => {
  it("answers from the network when it answers in time", async () => {
    const { env, store } = setup(async () => text("fresh page"));
    await (await store.open(PRECACHE)).put("/shell.html", text("shell"));
    expect(await (await page(env, PRECACHE, req("/dashboard"))).text()).toBe("fresh page");
  });

  it("answers with the cached shell (or landing) once the network took PAGE_TIMEOUT_MS", async () => {
    vi.useFakeTimers();
    const { env, store } = setup(() => new Promise<Response>(() => {})); // a signal that hangs
    await (await store.open(PRECACHE)).put("/shell.html", text("shell"));
    await (await store.open(PRECACHE)).put("/index.html", text("landing"));
    const dashboard = page(env, PRECACHE, req("/dashboard"));
    const landing = page(env, PRECACHE, req("/"));
    let settled = false;
    void dashboard.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await (await dashboard).text()).toBe("shell");
    expect(await (await landing).text()).toBe("landing");
  });

  it("keeps waiting for a slow network when nothing is cached", async () => {
    vi.useFakeTimers();
    const { env } = setup(
      () => new Promise<Response>((r) => setTimeout(() => r(text("slow page")), 5000)),
    );
    const answer = page(env, PRECACHE, req("/profile"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await (await answer).text()).toBe("slow page");
  });

  it("answers with the cached shell without a network", async () => {
    const { env, store } = setup(async () => {
      throw new TypeError("offline");
    });
    await (await store.open(PRECACHE)).put("/shell.html", text("shell"));
    expect(await (await page(env, PRECACHE, req("/stats"))).text()).toBe("shell");
  });
});

describe("runtime caches expire", () => {
  const small: CacheRule = { name: "test-runtime", maxEntries: 2, maxAgeMs: 60_000 };

  it("keep at most maxEntries, the oldest stored going first", async () => {
    const { env, store } = setup(async (r) => text(`body of ${new URL(r.url).pathname}`));
    for (const p of ["/a", "/b", "/c"]) await networkFirst(env, small, req(p));
    const kept = (await (await store.open(small.name)).keys()).map((k) => new URL(k.url).pathname);
    expect(kept).toEqual(["/b", "/c"]);
  });

  it("do not answer offline with an entry older than maxAgeMs", async () => {
    let online = true;
    const { env, pass } = setup(async () => {
      if (!online) throw new TypeError("offline");
      return text("profile");
    });
    await networkFirst(env, small, req("/api/profile"));
    online = false;
    pass(small.maxAgeMs - 1);
    expect(await (await networkFirst(env, small, req("/api/profile"))).text()).toBe("profile");
    pass(2);
    await expect(networkFirst(env, small, req("/api/profile"))).rejects.toThrow("offline");
  });

  it("fetch an asset again once its cached copy expired; the precache never expires", async () => {
    const { env, store, fetch, pass } = setup(async () => text("asset"));
    await (await store.open(PRECACHE)).put(`${ORIGIN}/assets/app.js`, text("precached"));
    await cacheFirst(env, PRECACHE, RUNTIME_CACHE, req("/uploads/a.webp"));
    await cacheFirst(env, PRECACHE, RUNTIME_CACHE, req("/uploads/a.webp"));
    expect(fetch).toHaveBeenCalledTimes(1);
    pass(RUNTIME_CACHE.maxAgeMs + 1);
    await cacheFirst(env, PRECACHE, RUNTIME_CACHE, req("/uploads/a.webp"));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(
      await (await cacheFirst(env, PRECACHE, RUNTIME_CACHE, req("/assets/app.js"))).text(),
    ).toBe("precached");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keep only ok answers, and API answers no longer than a session lives", async () => {
    const { env, store } = setup(async () => text("nope", 500));
    await networkFirst(env, API_CACHE, req("/api/profile"));
    expect(await (await store.open(API_CACHE.name)).keys()).toEqual([]);
    expect(API_CACHE.maxAgeMs).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
