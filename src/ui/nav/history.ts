/** Where the app is: the address, the state a navigation left with it, and the entry's key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry, kept across a reload (scroll positions are stored under it). */
  key: string;
}

export type NavigationType = "POP" | "PUSH" | "REPLACE";
export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** One source of locations: the browser's history, a list in memory (tests), or one fixed URL. */
export interface History {
  location: Location;
  type: NavigationType;
  navigate: NavigateFunction;
  listen(listener: () => void): () => void;
}

/** `/a?b#c` into its parts. Paths are absolute: the app never links relative to a route. */
export function parsePath(path: string): Pick<Location, "pathname" | "search" | "hash"> {
  const [rest = "", hash = ""] = path.split(/(?=#)/, 2);
  const [pathname = "", search = ""] = rest.split(/(?=\?)/, 2);
  return { pathname: pathname || "/", search, hash };
}

/** `{ pathname, search, hash }` as one URL; the `?` and `#` may be left out of the parts. */
export const createPath = ({ pathname, search, hash }: Omit<Location, "state" | "key">) =>
  pathname +
  (search && search !== "?" ? (search[0] === "?" ? search : `?${search}`) : "") +
  (hash && hash !== "#" ? (hash[0] === "#" ? hash : `#${hash}`) : "");

/** The URL `to` names from `from`: an object without a pathname keeps the current one. */
export const resolve = (to: To, from: Location): string =>
  typeof to === "string"
    ? to
    : createPath({ search: "", hash: "", ...to, pathname: to.pathname ?? from.pathname });

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * A history over `write` (which stores an entry and returns the location as stored) and `go`.
 * Listeners hear every change; the router renders them in a transition.
 */
function createHistory(
  first: Location,
  write: (next: Location, replace: boolean) => Location,
  go: (delta: number) => void,
  listenPop?: (onPop: (location: Location) => void) => () => void,
): History & { pop(location: Location): void } {
  const listeners = new Set<() => void>();
  const h = {
    location: first,
    type: "POP" as NavigationType,
    navigate(to: To | number, { replace, state = null }: NavigateOptions = {}) {
      if (typeof to === "number") return go(to);
      const next = { ...parsePath(resolve(to, h.location)), state, key: newKey() };
      h.location = write(next, Boolean(replace));
      h.type = replace ? "REPLACE" : "PUSH";
      for (const listener of listeners) listener();
    },
    pop(location: Location) {
      h.location = location;
      h.type = "POP";
      for (const listener of listeners) listener();
    },
    listen(listener: () => void) {
      listeners.add(listener);
      const stop = listenPop?.(h.pop);
      return () => {
        listeners.delete(listener);
        stop?.();
      };
    },
  };
  return h;
}

/** The browser's current entry; `usr` and `key` are where React Router kept them (same keys). */
function readBrowser(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

export function createBrowserHistory(): History {
  return createHistory(
    readBrowser(),
    (next, replace) => {
      const url = createPath(next);
      const entry = { usr: next.state, key: next.key };
      if (replace) window.history.replaceState(entry, "", url);
      else
        try {
          window.history.pushState(entry, "", url);
        } catch (error) {
          // Safari limits pushState calls; a state that cannot be stored is the caller's bug.
          if ((error as Error).name === "DataCloneError") throw error;
          window.location.assign(url);
        }
      return readBrowser();
    },
    (delta) => window.history.go(delta),
    (onPop) => {
      const listener = () => onPop(readBrowser());
      window.addEventListener("popstate", listener);
      return () => window.removeEventListener("popstate", listener);
    },
  );
}

export function createMemoryHistory(initialEntries = ["/"]): History {
  const entries: Location[] = initialEntries.map((path) => ({
    ...parsePath(path),
    state: null,
    key: "default",
  }));
  let index = entries.length - 1;
  const h = createHistory(
    entries[index] as Location,
    (next, replace) => {
      if (!replace) index++;
      entries.splice(index, replace ? 1 : entries.length, next);
      return next;
    },
    (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      h.pop(entries[index] as Location);
    },
  );
  return h;
}

/** One URL, for rendering on the server: navigation is a no-op there. */
export const createStaticHistory = (url: string): History => ({
  location: { ...parsePath(url), state: null, key: "default" },
  type: "POP",
  navigate() {},
  listen: () => () => {},
});
