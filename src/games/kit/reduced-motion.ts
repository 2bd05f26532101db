/**
 * Whether the device asks for less motion; `unknown` where it cannot say (no window, or no
 * matchMedia as in some test DOMs): a screen that must not animate blindly passes true.
 */
export function prefersReducedMotion(unknown = false): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return unknown;
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
