// Bytes a browser downloads (gzip) up front per page, from the built client and Vite's manifest.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function gz(buf) {
  return gzipSync(buf, { level: 9 }).length;
}

/** The landing page: every script it names with their static imports, plus its inline CSS. */
export function landingBytes(client) {
  return pageBytes(client, "index.html");
}

/**
 * A page as the server sends it: the scripts its HTML names with their static imports and the
 * stylesheets of all those chunks (a game's, admin's), the screen chunks and stylesheets the
 * server adds (`extra`), and its inline CSS (a chunk's stylesheet the page inlines counts once).
 * `boot`: what a boot script (`/assets/boot-*.js`, started after the first paint) names counts
 * too: the app it starts is up front for a page that needs it at once (the game list).
 */
export function pageBytes(client, file, extra = [], { boot = false } = {}) {
  const html = readFileSync(path.join(client, file), "utf8");
  const manifest = JSON.parse(readFileSync(path.join(client, ".vite/manifest.json"), "utf8"));
  const keyOf = new Map(Object.entries(manifest).map(([k, v]) => [`/${v.file}`, k]));
  // Any quoted asset path: an attribute's in the HTML, a string's in a boot script.
  const assets = (text) => [...text.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const named = [...assets(html), ...extra];
  if (boot)
    for (const f of assets(html).filter((f) => /\/(guest-)?boot-[^/]+\.js$/.test(f)))
      named.push(...assets(readFileSync(path.join(client, f), "utf8")));
  const inlineBlocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  const inlined = (f) => inlineBlocks.includes(readFileSync(path.join(client, f), "utf8"));
  const files = [
    ...new Set(
      named.flatMap((f) =>
        keyOf.has(f)
          ? [...closure(manifest, keyOf.get(f))].flatMap((k) => [
              `/${manifest[k].file}`,
              ...(manifest[k].css ?? []).map((css) => `/${css}`),
            ])
          : [f],
      ),
    ),
  ].filter((f) => !(f.endsWith(".css") && inlined(f)));
  const inlineCss = inlineBlocks.join("");
  const perFile = Object.fromEntries(files.map((f) => [f, gz(readFileSync(path.join(client, f)))]));
  const total = Object.values(perFile).reduce((a, b) => a + b, 0) + gz(Buffer.from(inlineCss));
  return {
    total,
    html: gz(Buffer.from(html)),
    inlineCss: gz(Buffer.from(inlineCss)),
    files: perFile,
  };
}

/** Chunks a module needs (itself and its static imports), by manifest key. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** A screen's own code: chunks its route needs beyond those the app entry already loaded. */
export function screenBytes(client, sourceFiles) {
  const manifest = JSON.parse(readFileSync(path.join(client, ".vite/manifest.json"), "utf8"));
  const entry = "index.html"; // the app's entry (the landing has an entry of its own)
  const shared = closure(manifest, entry);
  const own = new Set();
  for (const src of sourceFiles)
    for (const k of closure(manifest, src)) if (!shared.has(k)) own.add(k);
  let total = 0;
  for (const k of own) {
    total += gz(readFileSync(path.join(client, manifest[k].file)));
    for (const css of manifest[k].css ?? []) total += gz(readFileSync(path.join(client, css)));
  }
  return { total, chunks: [...own].map((k) => manifest[k].file) };
}

/**
 * Each game's own code and content: the chunks only that game's screens load. The app entry and
 * chunks two or more games share (the game kit, dialogs, validation) are the shared app code.
 */
export function gameBytes(client, gameIds) {
  const manifest = JSON.parse(readFileSync(path.join(client, ".vite/manifest.json"), "utf8"));
  const entry = "index.html"; // the app's entry (the landing has an entry of its own)
  const shared = closure(manifest, entry);
  const perGame = new Map();
  for (const id of gameIds) {
    const roots = Object.keys(manifest).filter((k) => k.startsWith(`src/games/${id}/`));
    const set = new Set();
    for (const r of roots) for (const k of closure(manifest, r)) if (!shared.has(k)) set.add(k);
    perGame.set(id, set);
  }
  const uses = new Map();
  for (const set of perGame.values()) for (const k of set) uses.set(k, (uses.get(k) ?? 0) + 1);
  const result = {};
  for (const [id, set] of perGame) {
    const own = [...set].filter((k) => uses.get(k) === 1);
    let total = 0;
    for (const k of own) {
      total += gz(readFileSync(path.join(client, manifest[k].file)));
      for (const css of manifest[k].css ?? []) total += gz(readFileSync(path.join(client, css)));
    }
    result[id] = { total, chunks: own.map((k) => manifest[k].file) };
  }
  return result;
}

/**
 * A page's budget in KB (issue 28, decision 055): what it ships plus 10%, rounded up to 0.1 KB,
 * and no more than `ceilingKb` when it ships under that ceiling (a page over it keeps shipped + 10%
 * and is named as over in the budget test).
 */
export function budgetKb(bytes, ceilingKb = Number.POSITIVE_INFINITY) {
  const kb = bytes / 1024;
  const plus10 = Math.ceil(Number((kb * 1.1).toFixed(6)) * 10) / 10;
  return kb <= ceilingKb ? Math.min(plus10, ceilingKb) : plus10;
}
