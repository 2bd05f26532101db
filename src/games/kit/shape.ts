/**
 * Checks of a stored game's shape, as predicates (a corrupt game is simply not resumed). zod's
 * core (15 KB gzip) was the largest piece of Qual Meu Nome's and Desenha e Bebe's play pages for
 * these few checks. Like zod's objects, an object may carry keys the check does not name.
 */
export type Check = (v: unknown) => boolean;

export const string =
  (minLength = 0): Check =>
  (v) =>
    typeof v === "string" && v.length >= minLength;
/** A finite number of at least `min`. */
export const number =
  (min = Number.NEGATIVE_INFINITY): Check =>
  (v) =>
    typeof v === "number" && Number.isFinite(v) && v >= min;
/** A whole number from `min` to `max`. */
export const int =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check =>
  (v) =>
    Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;
export const boolean: Check = (v) => typeof v === "boolean";
export const oneOf =
  (options: readonly unknown[]): Check =>
  (v) =>
    options.includes(v);
export const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
/** A list whose items all pass, with at least `minLength` of them (exactly `length` if set). */
export const array =
  (item: Check, { minLength = 0, length }: { minLength?: number; length?: number } = {}): Check =>
  (v) =>
    Array.isArray(v) &&
    v.length >= minLength &&
    (length === undefined || v.length === length) &&
    v.every(item);
export const object =
  (fields: Record<string, Check>): Check =>
  (v) =>
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(fields).every(([key, check]) => check((v as Record<string, unknown>)[key]));
export const anyOf =
  (...checks: Check[]): Check =>
  (v) =>
    checks.some((check) => check(v));
