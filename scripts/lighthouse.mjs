// Lighthouse (mobile form factor, its default simulated throttling) against a running server, with
// Debian's Chromium. Used by `npm run bench`. Lighthouse and its tree (Puppeteer, Sentry; it wants
// Node 22) are not in package.json: the first bench installs them into bench/tools (gitignored).
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const LIGHTHOUSE = "lighthouse@13.5.0";
const tools = path.resolve(import.meta.dirname, "../bench/tools");

/** Lighthouse and chrome-launcher from bench/tools, installed there first when missing. */
async function benchTools() {
  if (!existsSync(path.join(tools, "node_modules/lighthouse/package.json"))) {
    console.log(`bench: installing ${LIGHTHOUSE} into bench/tools (once)`);
    execFileSync(
      "npm",
      ["install", "--prefix", tools, "--no-audit", "--no-fund", "--loglevel=error", LIGHTHOUSE],
      { stdio: "inherit" },
    );
  }
  const require = createRequire(path.join(tools, "package.json"));
  const load = async (name) => import(pathToFileURL(require.resolve(name)).href);
  return {
    lighthouse: (await load("lighthouse")).default,
    chromeLauncher: await load("chrome-launcher"),
  };
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcpMs: "first-contentful-paint",
};

/**
 * Sets the origin's localStorage in Lighthouse's Chrome (over its debugging port), from a file
 * of the origin that starts nothing (no service worker registers): the next run finds it there.
 */
async function seedStorage(port, origin, storage) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, storage);
    await page.close();
  } finally {
    // Only the connection: Chrome is Lighthouse's.
    await browser.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** A signed-in user with a finished onboarding, as the cookie header of its session. */
export async function onboardedUserCookie(url) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      email: `lighthouse-${Date.now()}@example.com`,
      password: "segredo123",
      name: "Ana",
    }),
  });
  if (!res.ok) throw new Error(`lighthouse: sign-up failed with ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const profile = await fetch(`${url}/api/profile`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" }),
  });
  if (!profile.ok) throw new Error(`lighthouse: onboarding failed with ${profile.status}`);
  return cookie;
}

/**
 * Runs Lighthouse `runs` times on each page and keeps the median of every score and metric. The
 * pages take turns (page 1, page 2, ..., page 1 again), so a burst of load from elsewhere on a
 * shared machine falls on all of them alike and their figures compare within one run.
 * @param {string} url  the server's origin
 * @param {{ path: string, label?: string, origin?: string, headers?: Record<string, string>, storage?: Record<string, string> }[]} pages
 *   `origin`: another server (a build to compare with); `label`: the page's name in the report;
 *   `storage`: the origin's localStorage before each run, and nothing else (`{}`: empty), which
 *   Lighthouse's reset between runs leaves as it was (it clears service workers and caches)
 */
export async function lighthouseReport(url, pages, runs = 5) {
  const { lighthouse, chromeLauncher } = await benchTools();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const samples = pages.map(() => []);
    const failures = pages.map(() => 0);
    for (let run = 0; run < runs; run++)
      for (const [i, page] of pages.entries()) {
        for (;;) {
          const origin = page.origin ?? url;
          // Lighthouse's own reset leaves localStorage (its default clearStorageTypes): a page
          // with `storage` gets exactly that, every run (a newcomer's: nothing).
          if (page.storage) await seedStorage(chrome.port, origin, page.storage);
          const result = await lighthouse(`${origin}${page.path}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            extraHeaders: page.headers,
          });
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): run again.
            const why = `lighthouse ${page.path}: ${lhr?.runtimeError?.message}`;
            if (++failures[i] > 3) throw new Error(why);
            console.error(`${why} (trying again)`);
            continue;
          }
          if (new URL(lhr.finalDisplayedUrl).pathname !== page.path)
            throw new Error(`lighthouse ${page.path}: ended on ${lhr.finalDisplayedUrl}`);
          if (process.env.LH_SAVE_DIR) {
            const name = `${(page.label ?? page.path).replace(/[^\w]+/g, "_")}-${run}.json`;
            writeFileSync(path.join(process.env.LH_SAVE_DIR, name), JSON.stringify(lhr));
          }
          samples[i].push({
            scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])),
            metrics: Object.fromEntries(
              Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? 0]),
            ),
            failing: Object.values(lhr.categories)
              .flatMap((c) => c.auditRefs)
              .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9)
              .map((r) => r.id),
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
          break;
        }
      }
    return pages.map((page, i) => {
      const pick = (get) => median(samples[i].map(get));
      return {
        path: page.path,
        label: page.label ?? page.path,
        runs,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((s) => s.scores[c])])),
        lcpMs: Math.round(pick((s) => s.metrics.lcpMs)),
        tbtMs: Math.round(pick((s) => s.metrics.tbtMs)),
        cls: Number(pick((s) => s.metrics.cls).toFixed(3)),
        fcpMs: Math.round(pick((s) => s.metrics.fcpMs)),
        lcpRunsMs: samples[i].map((s) => Math.round(s.metrics.lcpMs)),
        tbtRunsMs: samples[i].map((s) => Math.round(s.metrics.tbtMs)),
        benchmarkIndex: Math.round(pick((s) => s.benchmarkIndex)),
        failingAudits: [...new Set(samples[i].flatMap((s) => s.failing))],
      };
    });
  } finally {
    await chrome.kill();
  }
}
