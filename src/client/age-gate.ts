import { AGE_CONFIRMED_CLASS, AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from "../shared/age-gate";
import { readString, writeString } from "./safe-storage";

/** Set once on this device when someone confirms being 18 or older before the first game. */
export { AGE_CONFIRMED_KEY };

/** Drawn at build as a device that confirmed (src/web/prerender.tsx): the page behind the question. */
let drawnAsConfirmed = false;
export function drawAsAgeConfirmed(on: boolean): void {
  drawnAsConfirmed = on;
}

/**
 * Confirmed on this device, or on this page: a guest's page drawn by the server (decision 056)
 * marks `<html>` when its own question was answered, so the app agrees even where the answer
 * could not be stored (storage blocked).
 */
export function isAgeConfirmed(): boolean {
  if (drawnAsConfirmed || readString(AGE_CONFIRMED_KEY) === AGE_CONFIRMED_VALUE) return true;
  return (
    typeof document !== "undefined" &&
    document.documentElement.classList.contains(AGE_CONFIRMED_CLASS)
  );
}

export function confirmAge(): void {
  writeString(AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE);
}
