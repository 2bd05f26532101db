import { useEffect, useState } from "react";

/**
 * False while the page is still the prerendered HTML (and in the render that hydrates it), true
 * once the app runs: a form stays disabled until then, so nothing typed or tapped is lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
