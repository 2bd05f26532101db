import { readString, writeString } from "./safe-storage";

/** Set once on this device when someone confirms being 18 or older before the first game. */
export const AGE_CONFIRMED_KEY = "saideira_age_confirmed";

export function isAgeConfirmed(): boolean {
  return readString(AGE_CONFIRMED_KEY) === "1";
}

export function confirmAge(): void {
  writeString(AGE_CONFIRMED_KEY, "1");
}
