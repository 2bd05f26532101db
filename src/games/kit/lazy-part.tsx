import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Button } from "../../ui/button";
import { whenIdle } from "../../ui/when-idle";
import { type CachedLoad, cachedLoad } from "./cached-load";

/**
 * A part of a game's screen in a chunk of its own, so the page does not load it up front (the
 * end of the game, a phase reached a few taps in). It is fetched when the browser is idle after
 * the module that declares it arrives, with its screen (or a setup screen's prefetch of that
 * screen), so it is there before the player can reach it, even if the signal drops; `failure`
 * says so if it cannot be fetched.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failure: string,
): PartLoader<P> {
  const part = cachedLoad(load);
  // In the page's idle queue (decision 048): one piece per idle moment, not all in one task.
  if (typeof window !== "undefined") whenIdle(() => part.prefetch().catch(() => {}));
  return { ...part, failure };
}

export interface PartLoader<P> extends CachedLoad<ComponentType<P>> {
  failure: string;
}

/**
 * A part (`lazyPart`): drawn at once when prefetched, else as soon as its chunk arrives; `frame`
 * puts the wait and the failure where the part would be (inside the page, under its header).
 */
export function LazyPart<P extends object>({
  part,
  props,
  frame = (content) => content,
}: {
  part: PartLoader<P>;
  props: P;
  frame?: (content: ReactNode) => ReactNode;
}) {
  const [Shown, setShown] = useState<ComponentType<P> | undefined>(part.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Shown || failed) return;
    let live = true;
    part.prefetch().then(
      (loaded) => live && setShown(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Shown, failed, part]);
  if (Shown) return <Shown {...props} />;
  if (!failed) return frame(null);
  return frame(
    <div role="alert" className="grid justify-items-center gap-3 text-center">
      <p>{part.failure}</p>
      <Button onClick={() => setFailed(false)}>Tentar de novo</Button>
    </div>,
  );
}
