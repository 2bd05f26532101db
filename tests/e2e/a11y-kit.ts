import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { logCoverage } from "./coverage-log";
import type { App } from "./fixture";

/** What the a11y files share: axe, the 44 px touch-target check, and a visit that checks the URL. */

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** WCAG 2.0, 2.1 and 2.2 A and AA; 2.2 AA brings target-size (24 px or enough room around). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The size every control of a game screen must reach (touch targets at least 44 px). */
export const TOUCH_PX = 44;

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The first reason axe gives, e.g. the colours and ratio of a contrast failure. */
const why = (summary = "") => summary.split("\n").map((l) => l.trim())[1] ?? "";

async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const found = (await page.evaluate(
    (tags) =>
      // @ts-expect-error axe is injected above
      window.axe
        .run(document, { runOnly: { type: "tag", values: tags } })
        .then((r: { violations: unknown[] }) => r.violations),
    AXE_TAGS,
  )) as Violation[];
  return found.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")} (${why(v.nodes[0]?.failureSummary)})`,
  );
}

/**
 * Every visible button, link and form control smaller than 44x44 CSS px. A control's label counts
 * as part of it (a tap on the label works the control); links inside a paragraph's text are left
 * out, as WCAG does for inline targets.
 */
async function smallTargets(page: Page, where: string): Promise<string[]> {
  const small = await page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      ...["button", "link", "checkbox", "radio", "switch", "tab", "slider", "option"].map(
        (r) => `[role=${r}]`,
      ),
    ].join(",");
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (el.tagName === "A" && el.closest("p")) continue;
      const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      const [w, h] = [el, ...labels]
        .map((e) => e.getBoundingClientRect())
        .map((r) => [r.width, r.height] as const)
        .reduce((a, b) => (Math.min(b[0], b[1]) > Math.min(a[0], a[1]) ? b : a));
      if (w <= 1 && h <= 1) continue; // visually hidden (sr-only), with no visible label
      if (w >= min - 0.05 && h >= min - 0.05) continue;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      const id = el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : "";
      out.push(`${el.tagName.toLowerCase()}${id} "${name}" ${Math.round(w)}x${Math.round(h)}`);
    }
    return out;
  }, TOUCH_PX);
  return small.map((s) => `${where}: touch target under ${TOUCH_PX} px → ${s}`);
}

/**
 * Waits for the transitions and animations that end (e.g. a chip taking its new colours), so axe
 * reads the colours a player sees and not a frame in between; looping ones are left running.
 * Reduced motion makes every transition 0.01 ms long, but a child's starts only once its parent's
 * has ended (the colour it inherits changes then): rounds until none is left, at most ~2 s.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline) {
      const ending = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (ending.length === 0) return;
      await Promise.race([
        Promise.all(ending.map((a) => a.finished.catch(() => {}))),
        new Promise((r) => setTimeout(r, 500)),
      ]);
      await new Promise((r) => setTimeout(r, 16));
    }
  });
}

/**
 * The page as it is now: axe's findings, and on game screens (`targets`) the controls under
 * 44 px. `where` names the screen and state in the report.
 */
export async function scan(page: Page, where: string, targets = false): Promise<string[]> {
  await settle(page);
  const problems = await axeViolations(page, where);
  if (targets) problems.push(...(await smallTargets(page, where)));
  return problems;
}

/** The current path with its query, e.g. to check where a visit ended up. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Opens `path`, waits for its screen and what it loads, and checks the URL it settled on (the
 * path itself unless `landsOn` says where it redirects).
 */
export async function visit(app: App, path: string, landsOn = path) {
  await app.page.goto(path);
  await app.page.locator("main, [role=main]").first().waitFor({ timeout: 15_000 });
  await app.networkIdle(); // lazy screens and their data have arrived (motion is reduced)
  expect(pathOf(app.page), `${path} should land on ${landsOn}`).toBe(landsOn);
}

/** The paths this file's scans were made on (each test file has a module of its own). */
export const scannedPaths = new Set<string>();

/** Collects every scan's findings, so one run lists them all. */
export function findings() {
  const problems: string[] = [];
  return {
    problems,
    async scan(page: Page, where: string, targets = false) {
      scannedPaths.add(new URL(page.url()).pathname);
      logCoverage(`scan ${where}${targets ? " +targets" : ""} @${new URL(page.url()).pathname}`);
      problems.push(...(await scan(page, where, targets)));
    },
  };
}

/** Where the scans of each file go; a11y.test.ts checks that together they cover every path. */
export const adminScreens = [
  "/admin",
  "/admin/banners",
  "/admin/featured-tags",
  "/admin/geo-test",
  "/admin/install-prompt",
  "/admin/icons",
  "/admin/direct-icons-upload",
  "/admin/baralhos",
  // Last: the test opens a dialog on it after the scan.
  "/admin/crm",
];
export const turnGameScreens = [
  "/roulette/start",
  "/roulette/players",
  "/roulette/play",
  "/roulette/winner",
  "/classic",
  "/classic/players",
  "/classic/play",
  "/truth-or-dare",
  "/cards",
  "/eu-nunca/categorias",
  "/eu-nunca/jogadores",
  "/eu-nunca/jogo",
  "/sueca",
];
export const partyGameScreens = [
  "/guess-who/players",
  "/guess-who/theme",
  "/guess-who/play",
  "/qual-meu-nome",
  "/qual-meu-nome/play",
  "/desenha-e-bebe",
  "/desenha-e-bebe/play",
  "/touch-game",
  "/spin-bottle",
  "/coin-flip",
  "/mais-provavel",
  "/mais-provavel/jogo",
];
