import { type ComponentType, use } from "react";
import type { RouteObject } from "react-router";

export type ScreenLoader = () => Promise<ComponentType>;

/** What a lazy route keeps in its `handle`: a way to fetch its screen before it renders. */
export interface LazyHandle {
  preload(): Promise<unknown>;
}

interface ScreenChunk extends LazyHandle {
  loaded?: ComponentType;
}

function screenChunk(load: ScreenLoader): ScreenChunk {
  let pending: Promise<ComponentType> | undefined;
  const chunk: ScreenChunk = {
    preload: () => {
      pending ??= load().then(
        (screen) => (chunk.loaded = screen),
        (error) => {
          pending = undefined; // a failed fetch (offline) is tried again on the next visit
          throw error;
        },
      );
      return pending;
    },
  };
  return chunk;
}

/**
 * A screen fetched the first time it renders. Once fetched it renders at once (no suspense), so
 * a page whose screen was preloaded hydrates or prerenders in one pass; before that it suspends
 * and the root layout's <Suspense> keeps the previous screen during the navigation's transition.
 */
function LazyScreen({ chunk }: { chunk: ScreenChunk }) {
  const Screen = chunk.loaded ?? (use(chunk.preload()) as ComponentType);
  return <Screen />;
}

/** A route whose screen is its own chunk, loaded when the route is first visited. */
export function lazyRoute(path: string, load: ScreenLoader): RouteObject {
  const chunk = screenChunk(load);
  const handle: LazyHandle = chunk;
  return { path, element: <LazyScreen chunk={chunk} />, handle };
}

/** A layout route (a guard with an <Outlet />) loaded with the first page under it. */
export function lazyLayout(load: ScreenLoader, children: RouteObject[]): RouteObject {
  const chunk = screenChunk(load);
  const handle: LazyHandle = chunk;
  return { element: <LazyScreen chunk={chunk} />, handle, children };
}
