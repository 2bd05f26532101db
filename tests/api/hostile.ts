import fc from "fast-check";

/** Strings a well-behaved client never sends: unicode tricks, NUL, lone surrogates, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "   ",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e400",
    "-0",
    "null",
    "true",
    "__proto__",
    "constructor",
    "prototype",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00y",
    "\ud83d",
    "\u202eadmin",
    "\u200b",
    "\u200d\u200d\u200d",
    "\ufeff",
    "e\u0301\u0301\u0301\u0301",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "%00",
    "../../etc/passwd",
    "$\u{7b}7*7}{{7*7}}",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => `ok${String.fromCharCode(c)}`),
  fc.constantFrom(900_000, 1_100_000).map((n) => "x".repeat(n)),
);

const deepArray = (d: number) => "[".repeat(d) + "]".repeat(d);
const deepObject = (d: number) => `${'{"a":'.repeat(d)}1${"}".repeat(d)}`;

/** JSON text of one value where a field's value goes: wrong types, numbers JSON cannot hold. */
export const hostileJsonValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => JSON.stringify(s)),
  fc.constantFrom(
    "1e400",
    "-1e400",
    "123456789012345678901234567890",
    "9007199254740993",
    "-1",
    "-0",
    "0.5",
    "4.9e-324",
    "1.7976931348623157e308",
    "null",
    "true",
    "false",
    "[]",
    "{}",
    '"1"',
    '{"$gt":""}',
  ),
  fc.constantFrom(deepArray(5000), deepObject(5000), deepArray(50)),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.double().map((n) => JSON.stringify(n)),
);

/** Keys no schema has, some of which pollute prototypes when merged naively. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "role", "userId", "id", "admin"),
  hostileString.filter((s) => s.length < 100),
);

/** Whole request bodies that are not JSON, or JSON no route accepts at its root. */
export const hostileBodyText: fc.Arbitrary<string> = fc.constantFrom(
  "",
  "{",
  "}",
  "nul",
  "NaN",
  "{a:1}",
  "{'a':1}",
  "[1,]",
  '{"a":1,}',
  "\u0000",
  "\ufeff{}",
  "{}{}",
  '"\\ud800"',
  "null",
  "[]",
  "1e400",
  "<xml/>",
  "a=1&b=2",
  deepArray(100_000),
  "[".repeat(200_000),
  deepObject(5000),
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  "x".repeat(1_200_000),
);

export const wrongContentType = fc.constantFrom(
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
);

/** A value from JSON text, unless the text is not JSON. */
export function parseOrFail(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text PostgreSQL cannot store as sent: NUL bytes, and lone UTF-16 surrogates. */
export const unstorable = (s: string) => s.includes("\u0000") || LONE_SURROGATE.test(s);

/** Whether any string (key or value) anywhere in `value` is unstorable; iterative, any depth. */
export function hasUnstorableText(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string" && unstorable(v)) return true;
    if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (unstorable(k)) return true;
        stack.push(x);
      }
  }
  return false;
}

/** Every path to a value inside a JSON value (the root is []). */
export function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const paths = [at];
  if (Array.isArray(value))
    for (const [i, v] of value.entries()) paths.push(...pathsOf(v, [...at, i]));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...at, k]));
  return paths;
}

const SLOT = "\u0001slot\u0001";
const KEY = "\u0001key\u0001";

/** `base` as JSON text with the value at `path` replaced by raw JSON text `raw`. */
export function replaceAt(base: unknown, path: (string | number)[], raw: string): string {
  if (path.length === 0) return raw;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as typeof node;
  node[path[path.length - 1] as string] = SLOT;
  return JSON.stringify(copy).replace(JSON.stringify(SLOT), () => raw);
}

/** `base` as JSON text with an extra `key` (own property, even "__proto__") in the object at `path`. */
export function addKeyAt(
  base: unknown,
  path: (string | number)[],
  key: string,
  raw: string,
): string | null {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path) node = node[k] as typeof node;
  if (!node || typeof node !== "object" || Array.isArray(node)) return null;
  node[KEY] = SLOT;
  return JSON.stringify(copy).replace(
    `${JSON.stringify(KEY)}:${JSON.stringify(SLOT)}`,
    () => `${JSON.stringify(key)}:${raw}`,
  );
}

/** Percent-encodes a path segment byte by byte; a lone surrogate becomes invalid UTF-8 on purpose. */
export function encodeSegment(s: string): string {
  let out = "";
  for (const ch of s) {
    if (/^[A-Za-z0-9_~-]$/.test(ch)) out += ch;
    else if (unstorable(ch) && ch !== "\u0000") out += "%ED%A0%80";
    else
      for (const b of Buffer.from(ch, "utf8"))
        out += `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** Segments as an attacker would type them, including broken percent-encodings. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((s) => s.length < 20_000).map(encodeSegment),
  fc.constantFrom(
    "%",
    "%zz",
    "%E0%A4%A",
    "%00",
    "a%2Fb",
    "%2F",
    "%5C",
    "a".repeat(10_000),
    "%ED%A0%80",
  ),
);

/** What the server's router will see in a path parameter (Hono decodes, or keeps it raw). */
export function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
