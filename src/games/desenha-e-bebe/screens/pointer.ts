/** Keeps a pointer's moves coming to the element even off it; a pointer already gone throws. */
export function capture(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture?.(pointerId);
  } catch {
    /* not an active pointer (synthetic events): plain events still arrive */
  }
}
