import { type ComponentType, type ReactElement, use } from "react";

/** Renders the fetched component (suspending until it is there). */
function Fetched<P extends object>({
  fetch,
  props,
}: {
  fetch: () => Promise<ComponentType<P>>;
  props: P;
}) {
  const Component = use(fetch());
  return <Component {...props} />;
}

/**
 * A component that is not in the chunk every page loads: fetched when `preload` is first called
 * (as soon as it may have to show) or when its `element` first renders. Until it arrives it suspends, so the
 * nearest <Suspense> draws its fallback; once it has (a preload done), it renders at once, with
 * no fallback in between (React's `lazy` would suspend once more). A failed fetch is for the
 * nearest error boundary.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { element(props: P): ReactElement; preload(): void } {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    if (pending) return pending;
    const fetching = load().then((component) => {
      // What React's `use` reads to render a settled promise at once instead of suspending.
      Object.assign(fetching, { status: "fulfilled", value: component });
      return component;
    });
    pending = fetching;
    return fetching;
  };
  return {
    element: (props) => <Fetched fetch={fetchOnce} props={props} />,
    // A failed preload (offline) stays quiet: the render that needs it fetches again, and shows
    // its own failure to the error boundary (whose "Tentar de novo" reloads the page).
    preload: () => {
      const fetching = fetchOnce();
      fetching.catch(() => {
        if (pending === fetching) pending = undefined;
      });
    },
  };
}
