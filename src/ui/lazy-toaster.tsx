import { type ComponentType, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/**
 * The Radix toaster (about 10 KB gzip) loads once the page is idle after its first render (ui/when-idle) instead of with the
 * app's entry; a toast raised before it arrives waits in the store and shows when it mounts.
 * Nothing is drawn before that, on the server and the first client render alike (hydration).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    whenIdle(() => import("./toaster").then((m) => live && setToaster(() => m.Toaster)));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
