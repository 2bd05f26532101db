import { type ComponentType, useEffect, useState } from "react";
import { Button } from "../../ui/button";

/** Runs `work` when the browser is idle (or after a second without the API). */
function whenIdle(work: () => void) {
  if (typeof window === "undefined") return;
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1000);
}

/**
 * A part of a game's screen in a chunk of its own, so the page does not load it up front (the
 * end of the game, a phase reached a few taps in). It is fetched when the browser is idle after
 * the module that declares it arrives, with its screen (or a setup screen's prefetch of that
 * screen), so it is there before the player can reach it, even if the signal drops; `failure`
 * says so if it cannot be fetched, and a failed fetch is tried again on the next call.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failure: string,
) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const prefetch = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (part) => {
        loaded = part;
        return part;
      },
      (error) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  whenIdle(() => void prefetch().catch(() => {}));

  /** The part: drawn at once when prefetched, else as soon as its chunk arrives. */
  function Part(props: P) {
    const [Shown, setShown] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Shown || failed) return;
      let live = true;
      prefetch().then(
        (part) => live && setShown(() => part),
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
        <p>{failure}</p>
        <Button onClick={() => setFailed(false)}>Tentar de novo</Button>
      </div>
    );
  }
  return { Part, prefetch };
}
