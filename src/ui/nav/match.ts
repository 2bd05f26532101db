import type { ReactNode } from "react";

/**
 * A route: a `path` (absolute, with `:param` segments and a final `*`), or none for a layout
 * whose `element` renders its matched child through <Outlet />.
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
  /** Anything the app keeps with the route (a lazy screen's preload). */
  handle?: unknown;
}

export type Params = Record<string, string | undefined>;

/** One route of the matched chain, outermost layout first. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  chain: RouteObject[];
  pattern: RegExp;
  names: string[];
  score: number;
}

/**
 * React Router's ranking: each segment scores by kind (static 10, `:param` 3, empty 1) plus one,
 * a splat loses 2; the highest score wins, and among equals the first declared.
 */
function score(path: string): number {
  const segments = path.split("/");
  return segments.reduce(
    (sum, s) => sum + (s === "*" ? 0 : s[0] === ":" ? 3 : s === "" ? 1 : 10),
    segments.length - (segments.includes("*") ? 2 : 0),
  );
}

/** The path as a case-insensitive pattern that tolerates trailing slashes. */
function compile(path: string): Pick<Branch, "pattern" | "names"> {
  const names: string[] = [];
  let source = path
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    });
  if (path.endsWith("*")) {
    names.push("*");
    source += path === "*" || path === "/*" ? "(.*)" : "(?:\\/(.+)|\\/*)";
  } else source += "\\/*";
  return { pattern: new RegExp(`^${source}$`, "i"), names };
}

function flatten(routes: RouteObject[], parents: RouteObject[] = [], base = ""): Branch[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith("/") ? route.path : `${base}/${route.path ?? ""}`;
    const full = route.path == null ? base : path.replace(/\/\/+/g, "/");
    const chain = [...parents, route];
    const own = route.path == null ? [] : [{ chain, ...compile(full), score: score(full) }];
    return [...flatten(route.children ?? [], chain, full), ...own];
  });
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

/** Each segment decoded, a `/` inside one kept encoded so it stays within its segment. */
function decode(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((s) => decodeURIComponent(s).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/** The chain of routes `pathname` renders (layouts first), or null when no route matches it. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) {
    branches = flatten(routes).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  const path = decode(pathname);
  for (const { chain, pattern, names } of branches) {
    const found = pattern.exec(path);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, i) => {
      params[name] = (found[i + 1] ?? "").replace(/%2F/g, "/");
    });
    return chain.map((route) => ({ route, params }));
  }
  return null;
}
