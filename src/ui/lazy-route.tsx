import { type ComponentType, use, useSyncExternalStore } from "react";
import type { RouteObject } from "react-router";

export type ScreenLoader = () => Promise<ComponentType>;

/** What a lazy route keeps in its `handle`: a way to fetch its screen before it renders. */
export interface LazyHandle {
  preload(): Promise<unknown>;
}

interface ScreenChunk extends LazyHandle {
  loaded?: ComponentType;
}

/**
 * Screens a render is waiting for. While one loads, the previous screen stays on view (see
 * LazyScreen) but the address already names the next page: `useScreenLoading` lets the layout
 * make that screen inert, so typing into it cannot be lost when the next screen replaces it.
 */
const waiting = new Set<ScreenChunk>();
const listeners = new Set<() => void>();
let busy = false;
// Announced after the render that found the chunk missing: a store must not change mid-render.
const announce = () =>
  queueMicrotask(() => {
    if (busy === waiting.size > 0) return;
    busy = waiting.size > 0;
    for (const listener of listeners) listener();
  });
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a screen the router is moving to is still being fetched. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => busy,
    () => false,
  );
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

/** The chunk's screen, fetched (and its wait announced) when not there yet. */
function awaited(chunk: ScreenChunk): Promise<ComponentType> {
  const loading = chunk.preload() as Promise<ComponentType>;
  if (!waiting.has(chunk)) {
    waiting.add(chunk);
    announce();
    const done = () => {
      waiting.delete(chunk);
      announce();
    };
    loading.then(done, done);
  }
  return loading;
}

/**
 * A screen fetched the first time it renders. Once fetched it renders at once (no suspense), so
 * a page whose screen was preloaded hydrates or prerenders in one pass; before that it suspends
 * and the root layout's <Suspense> keeps the previous screen during the navigation's transition.
 */
function LazyScreen({ chunk }: { chunk: ScreenChunk }) {
  const Screen = chunk.loaded ?? (use(awaited(chunk)) as ComponentType);
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
