import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { mergeSmallClasses, type ScreenClass } from "./chunk-classes";
import { routeModules } from "./route-preloads.mjs";

/**
 * Which chunk each client module goes to, read from the module graph once it is complete, so a
 * new import lands in a sensible chunk without editing this file. Left alone, Rolldown gives each
 * set of screens that shares a module a chunk of its own: 40 to 80 files of a few hundred bytes
 * for a game page, each one a request that compresses worse alone (docs/decisions/042-fewer-chunks-up-front.md).
 *
 * - `landing-shared`: what the landing's own small entry needs (the app loads it too);
 * - `app`: everything else the app's entry needs (its libraries and its router too), beside `react-dom`;
 * - `home`: what only the dashboard and /game-modes need beyond that (banners, game cards);
 * - `game-home`: what a game shares with them (saved games, preferences, the engine);
 * - `game-common`: what two or more games share with other pages (a switch, device plays),
 *   `shared-icons` the icons they share;
 * - `game-kit-<kinds>`: what two or more games need, by the kinds of screens that need it
 *   (`setup`, `play`, `single`, `room`, `later`), and `game-<id>-<module>`: what one game needs,
 *   by its screens that need it; small groups merged (scripts/chunk-classes.ts), a group of one
 *   screen left in that screen's chunk (docs/decisions/046-game-chunks-by-phase.md);
 * - `lib-<package>`: a library's code the app's entry does not carry (Radix, partysocket...);
 * - `shared-<n>`: the rest, one chunk per set of screens that needs it, as Rolldown splits it.
 * A module's chunk only imports chunks needed by every screen that needs the module (their
 * owners are a superset of its own), so chunks never import each other in a cycle; a merge that
 * would break this is refused.
 */
const chunkOf = new Map<string, string>();

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

const root = path.resolve(import.meta.dirname, "..");

/**
 * What part of a game each screen is, for the kit: `setup` (a game's screens before its play
 * route), `play` (its play route), `single` (a game whose one screen does both), `room` (a room
 * view), `later` (a part loaded when needed, like the results).
 */
function screenKinds(): {
  kindOf: (screen: string) => string;
  singleGame: (game?: string) => boolean;
} {
  const routeOf = new Map(
    Object.entries(routeModules(root)).map(([route, file]) => [path.resolve(root, file), route]),
  );
  const manifest = (game: string) => {
    try {
      return readFileSync(path.join(root, "src/games", game, "manifest.ts"), "utf8");
    } catch {
      return "";
    }
  };
  // Asked for every owner of every module: each manifest is read once.
  const routes = new Map<string, { first?: string; play?: string }>();
  const routesOf = (game: string) => {
    let known = routes.get(game);
    if (!known) {
      const source = manifest(game);
      known = {
        first: /\broute: "([^"#]+)/.exec(source)?.[1],
        play: /\bplayRoute: "([^"#]+)/.exec(source)?.[1],
      };
      routes.set(game, known);
    }
    return known;
  };
  const kindOf = (screen: string) => {
    const game = gameOf(screen);
    const route = routeOf.get(screen);
    if (/[\\/]room[\\/]/.test(screen)) return "room";
    if (!game || !route) return "later";
    const { first, play } = routesOf(game);
    if (route !== play) return "setup";
    return play === first ? "single" : "play";
  };
  /** A game whose one route does setup and play (its game part loads on that route too). */
  const singleGame = (game?: string) => {
    if (!game || game === "kit") return false;
    const { first, play } = routesOf(game);
    return play !== undefined && play === first;
  };
  return { kindOf, singleGame };
}

/** The source bytes a page may load in all without running them, to save files (16,000 since the deck picker joined the kit: at 12,000 /classic loaded 27 files). */
const SMALL_CLASS = 16000;
/** What one more file costs a page, in source bytes (about 4 KB gzip; the kit splits by play route). */
const FILE_COST = 12000;

export const chunkPlan: Plugin = {
  name: "chunk-plan",
  apply: "build",
  buildEnd() {
    chunkOf.clear();
    const ids = [...this.getModuleIds()];
    const find = (re: RegExp) => ids.filter((id) => re.test(id));
    const icons = iconImports(find(/lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/)[0]);
    /** A module's static imports, the icons it names included. */
    const imports = (id: string) => {
      const info = this.getModuleInfo(id);
      const lazy = new Set(info?.dynamicallyImportedIds ?? []);
      const deps = (info?.importedIds ?? []).filter((dep) => !lazy.has(dep));
      return !isIcon(id) && /\.tsx?$/.test(id) ? [...deps, ...icons(id)] : deps;
    };
    /** What a module needs before it runs: its static imports, transitively. */
    const reach = (roots: Iterable<string>) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || !planned(id)) return;
        seen.add(id);
        for (const dep of imports(id)) visit(dep);
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
    const home = reach(find(/src[\\/]web[\\/]screens[\\/](dashboard|game-modes)-screen\.tsx$/));
    // Every screen is a dynamic import (a route's screen, a room view, a part of a game loaded
    // later); each module's owners are the screens that need it.
    const imported = new Set(
      ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
    );
    // A part that a screen also imports statically (a game's rules, which its setup screen loads
    // after its first render and its play screen up front) is planned as a module of that screen:
    // as an owner of its own it would split the kit's classes for no page.
    const reached = new Map([...imported].map((s) => [s, reach([s])]));
    const screens = new Set(
      [...imported].filter((s) => ![...imported].some((o) => o !== s && reached.get(o)?.has(s))),
    );
    const { kindOf, singleGame } = screenKinds();
    const owners = new Map<string, Set<string>>();
    for (const screen of screens)
      for (const id of reach([screen])) owners.set(id, (owners.get(id) ?? new Set()).add(screen));
    // Play: a game's screens, its room views and the kit's later parts (gameOf gives "kit").
    const play = (owner: string) => /src[\\/]games[\\/]/.test(owner);
    const kitKind = (screen: string) =>
      kindOf(screen) === "play" ? `play:${gameOf(screen)}` : kindOf(screen);
    const classes = new Map<string, ScreenClass>();
    for (const [id, o] of owners) {
      if (screens.has(id) || chunkOf.has(id)) continue;
      const games = new Set([...o].filter(play).map(gameOf));
      if (![...o].every(play)) {
        // What a game shares with the dashboard or /game-modes (saved games, preferences, icons)
        // in `game-home`: a game page no longer loads the dashboard's cards, nor the dashboard
        // the games' dialogs. Small pieces games share with other pages (icons, a switch): a few
        // chunks, not ten; their icons apart, so a sign-in form's eye icon does not bring the
        // games' helpers along.
        if (games.size >= 1 && home.has(id)) assign("game-home", [id]);
        else if (games.size >= 2 && isIcon(id)) assign("shared-icons", [id]);
        // What only games' setup screens (and one-screen games, their game parts included)
        // share with other pages, the groups a player list comes from, apart: a play route does
        // not load it.
        // What only room views share with the room pages (the board's card): a game on one
        // phone does not load it.
        else if (games.size >= 2) {
          const gameOwners = [...o].filter(play);
          assign(
            gameOwners.every((s) => kindOf(s) === "room")
              ? "game-common-room"
              : gameOwners.every((s) => /^(setup|single)$/.test(kindOf(s)) || singleGame(gameOf(s)))
                ? "game-common-setup"
                : "game-common",
            [id],
          );
        }
        continue;
      }
      const domain = games.size >= 2 || games.has("kit") ? "kit" : ([...games][0] ?? "kit");
      // The kit by the kinds of screens that need it (a play route does not load what only
      // setup screens and one-screen games need), each game's play route a kind of its own (the
      // heaviest pages load only the kit their game runs); its icons by their screens (an icon
      // is a class of its own that joins a small one: by kinds, Qual Meu Nome's pause icon
      // brought the turn bar of other games along); a game by its screens.
      const key =
        domain === "kit"
          ? isIcon(id)
            ? `kit-icon ${[...o].sort().join("|")}`
            : `kit ${[...new Set([...o].map(kitKind))].sort().join("-")}`
          : `${domain} ${[...o].sort().join("|")}`;
      const c = classes.get(key) ?? { domain, screens: new Set<string>(), modules: [], size: 0 };
      for (const s of o) c.screens.add(s);
      c.modules.push(id);
      c.size += this.getModuleInfo(id)?.code?.length ?? 0;
      classes.set(key, c);
    }
    const inClass = new Set([...classes.values()].flatMap((c) => c.modules));
    assign("home", home, (id) => !screens.has(id) && !inClass.has(id));
    // The rest as Rolldown would split it (one chunk per set of screens), named here so that no
    // game's group takes it in as one of its dependencies and makes other screens load that game.
    const sets = new Map<string, number>();
    for (const [id, o] of owners) {
      if (inClass.has(id)) continue;
      const key = [...o].sort().join("|");
      if (!sets.has(key)) sets.set(key, sets.size);
      assign(`shared-${sets.get(key)}`, [id], (m) => !screens.has(m));
    }
    // The chunk of a module outside the classes (none for what every page has loaded), and
    // the screens that load each one: a module's own screens, or those of a library's importers.
    const nodeOf = (id: string) => {
      if (screens.has(id)) return id;
      if (!planned(id)) return `lib:${packageOf(id)}`;
      return /^(app|landing-shared)$/.test(chunkOf.get(id) ?? "") ? undefined : chunkOf.get(id);
    };
    const loaders = new Map<string, Set<string>>();
    for (const [id, o] of owners)
      for (const dep of [id, ...imports(id)]) {
        const chunk = nodeOf(dep);
        if (chunk) loaders.set(chunk, new Set([...(loaders.get(chunk) ?? []), ...o]));
      }
    const merged = mergeSmallClasses(
      [...classes.values()],
      SMALL_CLASS,
      FILE_COST,
      imports,
      nodeOf,
      (chunk) => loaders.get(chunk) ?? new Set(),
    );
    // A kit's chunk is named after the kinds of screens that need it (`game-kit-play-single`), a
    // game's after its largest module (`game-classic-content`). A class of one screen is left to
    // Rolldown, which puts it in that screen's own chunk.
    const taken = new Set<string>();
    for (const c of merged) {
      if (c.screens.size < 2) continue;
      const largest = [...c.modules].sort(
        (a, b) =>
          (this.getModuleInfo(b)?.code?.length ?? 0) - (this.getModuleInfo(a)?.code?.length ?? 0),
      )[0];
      const label = path.basename(largest ?? "", path.extname(largest ?? "")).replace(/\W+/g, "-");
      const kinds = [...new Set([...c.screens].map(kindOf))].sort().join("-");
      let name = c.domain === "kit" ? `game-kit-${kinds}` : `game-${c.domain}-${label}`;
      for (let n = 2; taken.has(name); n++) name = `game-${c.domain}-${label}-${n}`;
      taken.add(name);
      assign(name, c.modules);
    }
  },
};

const byPlan = (name: string) => (id: string) => chunkOf.get(id) === name;
const packageOf = (id: string) =>
  /node_modules[\\/](?:@([^\\/]+)[\\/])?([^\\/]+)/.exec(id)?.slice(1).filter(Boolean).join("-");

/** For `output.codeSplitting.groups`; a higher priority takes a module first. */
export const chunkGroups = [
  { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
  { name: "landing-shared", test: byPlan("landing-shared"), priority: 25 },
  // The app's libraries come with it (a group takes what its modules import). The router and
  // TanStack Query whole: the few modules of theirs only screens import (mutations) would
  // otherwise be two more files of under 1 KB on most pages (decision 055).
  {
    name: "app",
    test: (id: string) =>
      byPlan("app")(id) || /node_modules[\\/](@tanstack|react-router)[\\/]/.test(id),
    priority: 20,
  },
  {
    name: (id: string) => `lib-${packageOf(id) ?? "other"}`,
    // zod is left to Rolldown: its core alone for the pages that only check with zod/mini.
    test: (id: string) => id.includes("node_modules") && !isIcon(id) && !/[\\/]zod[\\/]/.test(id),
    priority: 15,
  },
  // Every module below is placed by the plan (home, game-home, game-common, shared-icons, the
  // games' classes, shared-<n>): none is pulled in as another group's dependency.
  {
    name: (id: string) => chunkOf.get(id) ?? null,
    test: (id: string) => !/^(app|landing-shared)?$/.test(chunkOf.get(id) ?? ""),
    priority: 12,
    includeDependenciesRecursively: false,
  },
];

/** Chunks every page of the app has loaded before any screen (the entry and what it imports). */
export const loadedWithApp = (file: string) =>
  /(^|\/)(react-dom|app|landing-shared|rolldown-runtime|index)-[\w-]{8}\.js$/.test(file);
