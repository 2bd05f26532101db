import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue } from "../../src/games/catalogue";
import { extraGames } from "../../src/games/extras";
import { setupApp } from "./fixture";

const assets = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.DIST_DIR ?? "dist",
  "client/assets",
);
const stylesheets = readdirSync(assets)
  .filter((f) => f.endsWith(".css"))
  .map((f) => `/assets/${f}`);

const app = setupApp({ signedIn: true });

interface Watch {
  /** Class names of inserted elements that some stylesheet of the build styles but none loaded did. */
  missing: string[];
  /** Class names of inserted elements styled by a loaded stylesheet other than the inline core. */
  fromChunks: number;
}

/**
 * Watches every element the app inserts from now on. When it is inserted (before the browser
 * paints it) each of its classes that a stylesheet of the build has a rule for must already have
 * a rule in a stylesheet the page has: otherwise it would show unstyled, for a moment or for good.
 */
async function watchInsertions(urls: string[]) {
  await app.page.evaluate(async (urls) => {
    const classesOf = (rules: CSSRuleList, out = new Set<string>()) => {
      for (const rule of rules) {
        const selector = (rule as CSSStyleRule).selectorText;
        if (selector)
          for (const m of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g))
            out.add(m[1] as string);
        const inner = (rule as CSSGroupingRule).cssRules;
        if (inner) classesOf(inner, out);
      }
      return out;
    };
    const styled = new Set<string>();
    for (const url of urls) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(await (await fetch(url)).text());
      for (const c of classesOf(sheet.cssRules)) styled.add(c);
    }
    const watch: Watch = { missing: [], fromChunks: 0 };
    (window as unknown as { watch: Watch }).watch = watch;
    const check = (el: Element, loaded: Set<string>, core: Set<string>) => {
      for (const name of el.classList) {
        const css = CSS.escape(name);
        if (!styled.has(css)) continue; // a hook for tests or scripts, not a style
        if (!loaded.has(css)) watch.missing.push(`${el.tagName.toLowerCase()}.${name}`);
        else if (!core.has(css)) watch.fromChunks++;
      }
    };
    new MutationObserver((records) => {
      const sheets = [...document.styleSheets];
      const inline = sheets.find((s) => !s.href);
      const core = inline ? classesOf(inline.cssRules) : new Set<string>();
      const loaded = new Set(sheets.flatMap((s) => [...classesOf(s.cssRules)]));
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof Element)
            for (const el of [node, ...node.querySelectorAll("*")]) check(el, loaded, core);
    }).observe(document.body, { childList: true, subtree: true });
  }, urls);
}

describe("each game's stylesheet comes with its screens", () => {
  const games = [...catalogue, ...extraGames].filter((g) => g.available);

  it("a game opened from the dashboard is styled from its first frame, every game", async () => {
    const { page } = app;
    for (const game of games) {
      await page.goto("/dashboard");
      const card = page.getByTestId(`game-${game.id}`);
      await card.waitFor();
      await watchInsertions(stylesheets);
      const before = page.url();
      await card.click(); // the app's own navigation: the game's chunk and stylesheet load now
      await page.waitForURL((url) => url.href !== before);
      await page.locator("main h1, main h2").first().waitFor();
      await app.networkIdle();
      const watch = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
      expect(watch.missing, game.id).toEqual([]);
      // The check saw the game's own utilities, which only its stylesheet has.
      expect(watch.fromChunks, game.id).toBeGreaterThan(0);
      // The core stylesheet is inline; linked again after the game's, its rules would beat the
      // game's variants of the same property (a sideways board lost its width that way).
      const linkedCore = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")]
          .map((l) => l.getAttribute("href") ?? "")
          .filter((href) => /\/assets\/(index|app)-[^/]+\.css$/.test(href)),
      );
      expect(linkedCore, game.id).toEqual([]);
    }
  });
});
