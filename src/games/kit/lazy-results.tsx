import { type ComponentProps, type ComponentType, useEffect, useState } from "react";
import { Button } from "../../ui/button";
import type { Results as ResultsScreen } from "./results";

type Props = ComponentProps<typeof ResultsScreen>;

let loaded: ComponentType<Props> | undefined;
let pending: Promise<ComponentType<Props>> | undefined;

/**
 * The end of a game (podium, ranking, the shared recap image) is its own chunk: a game page
 * does not load it up front. It is fetched when the browser is idle after this module arrives,
 * that is with any screen that can show results, a play screen a setup screen prefetches too,
 * so it is there before the last turn even if the signal drops after the setup screen loaded; a
 * failed fetch is tried again on the next call.
 */
export function prefetchResults(): Promise<ComponentType<Props>> {
  pending ??= import("./results").then(
    (m) => {
      loaded = m.Results;
      return m.Results;
    },
    (error) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Fetches the end of the game when the browser is idle (or after a second without the API). */
function prefetchWhenIdle() {
  if (typeof window === "undefined") return;
  const run = () => void prefetchResults().catch(() => {});
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1000);
}
prefetchWhenIdle();

/** The game's results: drawn at once when prefetched, else as soon as their chunk arrives. */
export function Results(props: Props) {
  const [Shown, setShown] = useState<ComponentType<Props> | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Shown || failed) return;
    let live = true;
    prefetchResults().then(
      (screen) => live && setShown(() => screen),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Shown, failed]);
  if (Shown) return <Shown {...props} />;
  if (!failed) return null;
  return (
    <div role="alert" className="grid justify-items-center gap-3 text-center">
      <p>Não deu para carregar os resultados. Confira a conexão.</p>
      <Button onClick={() => setFailed(false)}>Tentar de novo</Button>
    </div>
  );
}
