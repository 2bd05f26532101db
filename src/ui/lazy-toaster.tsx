import { type ComponentType, useEffect, useState } from "react";

/**
 * The Radix toaster (about 10 KB gzip) loads right after the first render instead of with the
 * app's entry; a toast raised before it arrives waits in the store and shows when it mounts.
 * Nothing is drawn before that, on the server and the first client render alike (hydration).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import("./toaster").then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
