import { readString } from "./safe-storage";

/** localStorage key an end-to-end test sets to seed the next games it starts. */
export const TEST_SEED_KEY = "saideira_test_seed";

/**
 * The seed a test asked for, or null. Only when the server runs with SAIDEIRA_TEST_HOOKS (it then
 * marks the page); config refuses that switch for an https PUBLIC_URL, so no real user reaches it.
 */
export function testSeed(): number | null {
  if (typeof document === "undefined") return null;
  if (document.querySelector('meta[name="saideira-test-hooks"]') === null) return null;
  const raw = readString(TEST_SEED_KEY);
  const seed = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(seed) ? seed >>> 0 : null;
}
