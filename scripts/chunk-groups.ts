import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Which chunk each client module goes to, read from the module graph once it is complete, so a
 * new import lands in a sensible chunk without editing this file. Left alone, Rolldown gives each
 * set of screens that shares a module a chunk of its own: 40 to 80 files of a few hundred bytes
 * for a game page, each one a request that compresses worse alone (docs/decisions/042-fewer-chunks-up-front.md).
 *
 * - `landing-shared`: what the landing's own small entry needs (the app loads it too);
 * - `app`: everything else the app's entry needs (its libraries too), beside `react-dom`, `router`;
 * - `home`: what the dashboard and /game-modes need beyond that (game cards, saved games);
 * - `game-kit`: what the screens (and room views) of two or more games need, nothing else;
 * - `game-common`: what two or more games share with other pages (a switch, device plays),
 *   `shared-icons` the icons they share;
 * - `game-<id>`: what only that game's screens need (its room views may load it too);
 * - `lib-<package>`: a library's code the app's entry does not carry (Radix, partysocket...);
 * - `shared-<n>`: the rest, one chunk per set of screens that needs it, as Rolldown splits it.
 * A module's chunk only imports chunks needed by every screen that needs the module (their
 * owners are a superset of its own), so chunks never import each other in a cycle.
 */
const chunkOf = new Map<string, string>();

const isScreen = (id: string) => /-screen\.tsx$/.test(id);
const gameOf = (id: string) => /src[\\/]games[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
const isIcon = (id: string) => /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id);
/** The app's own modules and the icons they name. */
const planned = (id: string) => !id.includes("node_modules") || isIcon(id);

/**
 * lucide-react's index names every icon; tree-shaking keeps the ones imported. The graph is read
 * before that, so an import of the index counts as an import of the icons it names.
 */
function iconImports(barrel: string | undefined): (file: string) => string[] {
  if (!barrel) return () => [];
  const fileOf = new Map<string, string>();
  for (const m of readFileSync(barrel, "utf8").matchAll(/export \{([^}]+)\} from '(\.[^']+)'/g))
    for (const name of (m[1] ?? "").matchAll(/as (\w+)/g))
      fileOf.set(name[1] ?? "", path.resolve(path.dirname(barrel), m[2] ?? ""));
  return (file) => {
    const source = readFileSync(file, "utf8");
    return [...source.matchAll(/import \{([^}]+)\} from "lucide-react"/g)].flatMap((m) =>
      (m[1] ?? "")
        .split(",")
        .map((name) => fileOf.get(name.trim().replace(/^type\s+/, "")))
        .filter((f): f is string => Boolean(f)),
    );
  };
}

export const chunkPlan: Plugin = {
  name: "chunk-plan",
  apply: "build",
  buildEnd() {
    chunkOf.clear();
    const ids = [...this.getModuleIds()];
    const find = (re: RegExp) => ids.filter((id) => re.test(id));
    const icons = iconImports(find(/lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/)[0]);
    /** What a module needs before it runs: its static imports, transitively. */
    const reach = (roots: Iterable<string>) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || !planned(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        const lazy = new Set(info?.dynamicallyImportedIds ?? []);
        for (const dep of info?.importedIds ?? []) if (!lazy.has(dep)) visit(dep);
        if (!isIcon(id) && /\.tsx?$/.test(id)) for (const icon of icons(id)) visit(icon);
      };
      for (const r of roots) visit(r);
      return seen;
    };
    const assign = (name: string, modules: Iterable<string>, keep = (_: string) => true) => {
      for (const id of modules) if (!chunkOf.has(id) && keep(id)) chunkOf.set(id, name);
    };
    const landing = find(/src[\\/]web[\\/]landing-boot\.ts$/);
    assign("landing-shared", reach(landing), (id) => !landing.includes(id));
    // The entry module stays in its own chunk: it awaits the first screen's chunk before it
    // renders, and a screen that imported the chunk holding it would wait for it in turn.
    const main = find(/src[\\/]web[\\/]main\.tsx$/);
    // The core stylesheet too: in `app` it became a dependency that a game's chunk names, so on
    // the way into a game it was linked again after the game's stylesheet and its rules beat the
    // game's (a Desenha e Bebe board held sideways lost its width). With the entry it is inline.
    assign("app", reach(main), (id) => !main.includes(id) && !/\.css(\?|$)/.test(id));
    // The button almost every screen draws (a hundred files) stays with the app: the entry no
    // longer reaches it (the 18+ screen loads on demand), and in `home` it made /auth load all of
    // `home` (decision 045-lighter-app-entry).
    assign("app", find(/src[\\/]ui[\\/]button\.tsx$/));
    assign(
      "home",
      reach(find(/src[\\/]web[\\/]screens[\\/](dashboard|game-modes)-screen\.tsx$/)),
      (id) => !isScreen(id),
    );
    // Every screen is a dynamic import; each module's owners are the games (or other screens)
    // whose screens need it.
    const screens = new Set(
      ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
    );
    const owners = new Map<string, Set<string>>();
    for (const screen of screens) {
      // A game's room views are screens of their own: a local game does not load them.
      const owner = /[\\/]screens[\\/]/.test(screen) ? (gameOf(screen) ?? screen) : screen;
      for (const id of reach([screen])) owners.set(id, new Set([...(owners.get(id) ?? []), owner]));
    }
    const games = new Set(
      [...owners.values()].flatMap((o) => [...o]).filter((o) => !o.includes("/")),
    );
    // Play: a game's screens and its room views.
    const play = (owner: string) => games.has(owner) || /src[\\/]games[\\/]/.test(owner);
    for (const [id, o] of owners) {
      const local = [...o].filter((g) => games.has(g));
      if (screens.has(id)) continue;
      // Small pieces games share with other pages (icons, a switch): one chunk, not ten.
      // Their icons apart: a sign-in form's eye icon should not bring the games' helpers along.
      if (local.length >= 2 && ![...o].every(play))
        assign(isIcon(id) ? "shared-icons" : "game-common", [id]);
      if (![...o].every(play)) continue;
      const [only] = local;
      if (local.length >= 2) assign("game-kit", [id]);
      else if (only && [...o].every((g) => g === only || gameOf(g) === only))
        assign(`game-${only}`, [id]);
    }
    // The rest as Rolldown would split it (one chunk per set of screens), named here so that no
    // game's group takes it in as one of its dependencies and makes other screens load that game.
    const sets = new Map<string, number>();
    for (const [id, o] of owners) {
      const key = [...o].sort().join("|");
      if (!sets.has(key)) sets.set(key, sets.size);
      assign(`shared-${sets.get(key)}`, [id], (m) => !screens.has(m));
    }
  },
};

const byPlan = (name: string) => (id: string) => chunkOf.get(id) === name;
const packageOf = (id: string) =>
  /node_modules[\\/](?:@([^\\/]+)[\\/])?([^\\/]+)/.exec(id)?.slice(1).filter(Boolean).join("-");

/** For `output.codeSplitting.groups`; a higher priority takes a module first. */
export const chunkGroups = [
  { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
  { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 29 },
  { name: "landing-shared", test: byPlan("landing-shared"), priority: 25 },
  // The app's libraries come with it (a group takes what its modules import).
  { name: "app", test: byPlan("app"), priority: 20 },
  {
    name: (id: string) => `lib-${packageOf(id) ?? "other"}`,
    // zod is left to Rolldown: its core alone for the pages that only check with zod/mini.
    test: (id: string) => id.includes("node_modules") && !isIcon(id) && !/[\\/]zod[\\/]/.test(id),
    priority: 15,
  },
  // Every module below is placed by the plan: none is pulled in as another group's dependency.
  { name: "home", test: byPlan("home"), priority: 13, includeDependenciesRecursively: false },
  {
    name: "shared-icons",
    test: byPlan("shared-icons"),
    priority: 12,
    includeDependenciesRecursively: false,
  },
  {
    name: "game-common",
    test: byPlan("game-common"),
    priority: 12,
    includeDependenciesRecursively: false,
  },
  {
    name: "game-kit",
    test: byPlan("game-kit"),
    priority: 12,
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string) => chunkOf.get(id) ?? null,
    test: (id: string) => chunkOf.get(id)?.startsWith("shared-") ?? false,
    priority: 11,
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string) => chunkOf.get(id) ?? null,
    test: (id: string) => /^game-(?!kit$|common$)/.test(chunkOf.get(id) ?? ""),
    priority: 10,
    includeDependenciesRecursively: false,
  },
];

/** Chunks every page of the app has loaded before any screen (the entry and what it imports). */
export const loadedWithApp = (file: string) =>
  /(^|\/)(react-dom|router|app|landing-shared|rolldown-runtime|index)-[\w-]{8}\.js$/.test(file);
