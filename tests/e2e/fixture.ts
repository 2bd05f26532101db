import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  Request,
} from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect, inject } from "vitest";
import {
  launchBrowser,
  PHONE,
  signUpViaApi,
  startServer,
  type TestServer,
  uniqueEmail,
} from "./harness";

export type Device = "phone" | "desktop";

export interface AppOptions {
  /** A server of the file's own with these settings (e.g. ADMIN_EMAILS); else the run's shared one. */
  env?: Record<string, string>;
  /** Before each test, a new account signed in through the API and onboarded. */
  signedIn?: boolean;
  /** A Pixel 5 at 360x760 with touch (the default), or a plain desktop window. */
  device?: Device;
  /** Animations off (the default), unless the animation is what a test checks. */
  reducedMotion?: boolean;
  /** Playwright's fake clock, still flowing by itself, installed on every new page. */
  clock?: boolean;
  /** One context and page for the whole file instead of fresh ones for each test. */
  perFile?: boolean;
  /** Anything else for the browser context, e.g. bypassCSP. */
  contextOptions?: BrowserContextOptions;
}

export interface Player {
  context: BrowserContext;
  page: Page;
  email: string;
  password: string;
}

export interface App {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The signed-in account of the current test (signedIn only). */
  readonly account: { email: string; password: string };
  /** Someone else in a context of their own (signed in through the API), closed after the file. */
  player(email?: string): Promise<Player>;
  /** Replaces this test's context and page, e.g. to play one test on a desktop window. */
  reopen(options: { device: Device }): Promise<void>;
  /**
   * Resolves once the page has no request in flight (e.g. the chunks a screen prefetches), so a
   * test can go offline knowing everything has arrived; no fixed sleep.
   */
  networkIdle(page?: Page): Promise<void>;
}

/** Each page's own GET requests in flight, and how many have started so far. */
const tracked = new WeakMap<Page, { pending: Set<Request>; started: { n: number } }>();

/**
 * Counts the page's own GET requests (not the service worker's precache). Writes are left out:
 * play stats go through the outbox, which resends them, and Chromium reports a request whose
 * answer the page never reads as unfinished for good.
 */
function track(page: Page) {
  const pending = new Set<Request>();
  const started = { n: 0 };
  tracked.set(page, { pending, started });
  page.on("request", (r) => {
    // A new document: what the old one left in flight is cancelled, sometimes without an event.
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) pending.clear();
    // An event stream (live icon changes) stays open for the page's life: never "finished".
    if (r.method() === "GET" && r.resourceType() !== "eventsource") {
      pending.add(r);
      started.n += 1;
    }
  });
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
}

async function networkIdle(page: Page) {
  const t = tracked.get(page);
  if (!t) throw new Error("networkIdle: the page was not opened by setupApp");
  const { pending, started } = t;
  // Until two idle periods of the page in a row start no request: a finished module may still
  // ask for the ones it imports, and the page's idle queue (src/ui/when-idle.ts) fetches one
  // piece per idle period (a game's results part after its play screen arrived).
  for (let quiet = 0, round = 0; quiet < 2 && round < 30; round++) {
    await expect
      .poll(() => [...pending].map((r) => r.url()), { interval: 20, timeout: 15_000 })
      .toEqual([]);
    const before = started.n;
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 20)), {
              timeout: 2000,
            }),
          ),
      )
      .catch(() => {}); // a navigation meanwhile: the next round looks again
    quiet = started.n === before && pending.size === 0 ? quiet + 1 : 0;
  }
}

/** The suite's server (global-setup.ts), or a new one when run outside it. */
function sharedServer(): TestServer | null {
  try {
    const { url, dataDir } = inject("e2eSharedServer");
    return { url, dataDir, stop: async () => {} };
  } catch {
    return null;
  }
}

/**
 * Registers the hooks every end-to-end file needs (server, browser, a phone-sized context with a
 * page, and optionally a signed-in account) and gives their current values back through getters.
 */
export function setupApp(options: AppOptions = {}): App {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let account: { email: string; password: string } | undefined;
  const extra: BrowserContext[] = [];

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only there inside a test`);
    return value;
  };

  function openContext(device = options.device ?? "phone"): Promise<BrowserContext> {
    const b = need(browser, "browser");
    const url = need(server, "server").url;
    return b.newContext({
      ...(device === "phone" ? PHONE : {}),
      baseURL: url,
      locale: "pt-BR",
      reducedMotion: options.reducedMotion === false ? "no-preference" : "reduce",
      ...options.contextOptions,
    });
  }

  async function openPage(ctx: BrowserContext): Promise<Page> {
    const p = await ctx.newPage();
    track(p);
    if (options.clock) await p.clock.install();
    return p;
  }

  async function fresh(device?: Device) {
    await context?.close();
    context = await openContext(device);
    if (options.signedIn) account = await signUpViaApi(context, need(server, "server").url);
    page = await openPage(context);
  }

  beforeAll(async () => {
    const own = options.env !== undefined;
    [server, browser] = await Promise.all([
      (!own && sharedServer()) || startServer(options.env ?? {}),
      launchBrowser(),
    ]);
    if (options.perFile) await fresh();
  });
  if (!options.perFile) beforeEach(() => fresh());
  afterAll(async () => {
    for (const c of [context, ...extra]) await c?.close();
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      return need(server, "server");
    },
    get browser() {
      return need(browser, "browser");
    },
    get context() {
      return need(context, "context");
    },
    get page() {
      return need(page, "page");
    },
    get account() {
      return need(account, "account (signedIn)");
    },
    async player(email = uniqueEmail()) {
      const ctx = await openContext();
      extra.push(ctx);
      const credentials = await signUpViaApi(ctx, need(server, "server").url, email);
      return { context: ctx, page: await openPage(ctx), ...credentials };
    },
    networkIdle: (p) => networkIdle(p ?? need(page, "page")),
    reopen: ({ device }) => fresh(device),
  };
}

/**
 * The app has taken the page over: the shell's loading screen is gone and the page's <main> is
 * React's (drawn by it, or a prerendered one it hydrated: React's own keys are on the element).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector("[data-boot-loading]") &&
      Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__react")),
  );
}
