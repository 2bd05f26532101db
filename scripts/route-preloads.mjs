// Which chunks each page's screen needs beyond the app entry, so the server can name them in the
// page's HTML (<link rel="modulepreload">) and the browser fetches them alongside the entry instead
// of after it has run. Read from the route files (a path literal, then the screen it imports) and
// Vite's manifest; a route this cannot read just gets no preload.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROUTE_FILE = /(^|[\\/])(router|routes)\.tsx?$/;
const TOKEN = /(?:path:\s*|lazyRoute\(\s*)"(\/[^"]*)"|import\(\s*"(\.[^"]+)"\s*\)/g;

function resolveModule(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  return ["", ".tsx", ".ts", "/index.tsx", "/index.ts"]
    .map((ext) => base + ext)
    .find((f) => existsSync(f) && !f.endsWith(path.sep));
}

/** Page path → source file of its screen, for every static path in the route files. */
export function routeModules(root) {
  const out = {};
  const files = readdirSync(path.join(root, "src"), { recursive: true })
    .map(String)
    .filter((f) => ROUTE_FILE.test(f))
    .map((f) => path.join(root, "src", f));
  for (const file of files) {
    let current = null;
    for (const m of readFileSync(file, "utf8").matchAll(TOKEN)) {
      if (m[1]) current = m[1];
      else if (current && m[2] && !current.includes(":") && !out[current]) {
        const mod = resolveModule(file, m[2]);
        if (mod) out[current] = path.relative(root, mod).split(path.sep).join("/");
        current = null;
      }
    }
  }
  return out;
}

/**
 * Page path → the JavaScript files its screen loads that the app entry does not, and their
 * stylesheets (a game's, admin's: the core one is inline in every page).
 */
export function routePreloads(root, client) {
  const manifest = JSON.parse(readFileSync(path.join(client, ".vite/manifest.json"), "utf8"));
  const reach = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) reach(dep, seen);
    return seen;
  };
  const entry = "index.html"; // the app's entry (the landing has an entry of its own)
  const shared = reach(entry);
  const out = {};
  // A room's page has no static path: its screen is named here (a guest's page names it, 056).
  const modules = { ...routeModules(root), "/s/:code": "src/web/screens/rooms/room-screen.tsx" };
  for (const [page, mod] of Object.entries(modules)) {
    if (!manifest[mod]) continue;
    const own = [...reach(mod)].filter((k) => !shared.has(k));
    out[page] = [
      ...own.map((k) => `/${manifest[k].file}`),
      ...own.flatMap((k) => (manifest[k].css ?? []).map((css) => `/${css}`)),
    ]
      .filter((f, i, all) => all.indexOf(f) === i)
      .sort();
  }
  return out;
}
