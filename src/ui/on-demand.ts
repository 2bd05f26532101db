import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A component that is not in the chunk every page loads: fetched when `preload` is first called
 * (as soon as it may have to show) or when it first renders. Until it arrives it suspends, so the
 * nearest <Suspense> draws its fallback. A failed fetch is for the nearest error boundary.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload(): void } {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () => {
    pending ??= load().then((component) => ({ default: component }));
    return pending;
  };
  return {
    Component: lazy(fetchOnce),
    // The render that needs it reports a failure; a preload alone stays quiet.
    preload: () => void fetchOnce().catch(() => {}),
  };
}
