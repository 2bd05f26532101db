const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const unstorable = (s: string) => s.includes("\u0000") || LONE_SURROGATE.test(s);

/**
 * PostgreSQL refuses NUL in text and jsonb, refuses a lone UTF-16 surrogate in jsonb and stores
 * it as U+FFFD in text (a 500, or data not as sent). Returns where the first such string is in
 * `value`, or null. Walks with its own stack, not recursion: it also sees unvalidated bodies, whose
 * nesting may be deeper than the call stack.
 */
export function unstorableAt(value: unknown): string[] | null {
  // Each entry keeps its parent's index, so a path is built only for the string that is found.
  const nodes: Array<{ value: unknown; key: string; parent: number }> = [
    { value, key: "", parent: -1 },
  ];
  const pathOf = (index: number, last?: string) => {
    const reversed = last === undefined ? [] : [last];
    for (let i = index; i > 0; i = nodes[i]?.parent ?? 0) reversed.push(nodes[i]?.key ?? "");
    return reversed.reverse();
  };
  const todo = [0];
  for (let i = todo.pop(); i !== undefined; i = todo.pop()) {
    const v = nodes[i]?.value;
    if (typeof v === "string") {
      if (unstorable(v)) return pathOf(i);
    } else if (v && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        if (unstorable(key)) return pathOf(i, key);
        todo.push(nodes.push({ value: child, key, parent: i }) - 1);
      }
    }
  }
  return null;
}

/** The Portuguese refusal for `unstorableAt`'s path, kept short however deep the path is. */
export function unstorableMessage(path: string[]): string {
  const where = path.length > 6 ? `…${path.slice(-3).join(".")}` : path.join(".");
  return `Texto com caracteres inválidos${where ? ` (${where.slice(-120)})` : ""}`;
}
