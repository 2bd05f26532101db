const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * PostgreSQL refuses NUL in text and jsonb, refuses a lone UTF-16 surrogate in jsonb and stores
 * it as U+FFFD in text (a 500, or data not as sent). Returns where the first such string is in
 * `value`, or null.
 * Meant for validated input, whose depth the schema bounds.
 */
export function unstorableAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string")
    return value.includes("\u0000") || LONE_SURROGATE.test(value) ? path : null;
  if (!value || typeof value !== "object") return null;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes("\u0000") || LONE_SURROGATE.test(k)) return [...path, k];
    const found = unstorableAt(v, [...path, k]);
    if (found) return found;
  }
  return null;
}
