/**
 * Game code grouped by the screens that need it (docs/decisions/046-game-chunks-by-phase.md).
 * A class is the modules of one domain (the kit, or one game) needed by exactly the same set of
 * screens: a page loads a class only if every module in it runs there. Classes are then merged
 * where that costs little, so a page loads a handful of chunks instead of one per class.
 */
export interface ScreenClass {
  /** The kit (two or more games) or one game's id: classes of two domains are never merged. */
  domain: string;
  /** The screens (route screens, room views, lazily loaded parts) that need every module. */
  screens: Set<string>;
  modules: string[];
  /** Source bytes, a stand-in for what the class adds to a page that does not need it. */
  size: number;
}

/**
 * Merges classes of one domain, cheapest first, while no page loads more than `small` bytes in
 * all that it does not run: two classes become one chunk, each page that needed only one of them loads the
 * other's modules too. A merge is refused when the merged chunk would import a chunk that one
 * of its pages does not load already (`loaders`: the screens that load a module's chunk), or
 * would make two chunks import each other (a chunk that awaits one that awaits it could run a
 * module before its imports). A class of one screen is left alone: it rides in that screen's
 * own chunk. `chunkOf` names the chunk of every module outside the classes.
 */
export function mergeSmallClasses(
  classes: ScreenClass[],
  small: number,
  perFile: number,
  imports: (id: string) => Iterable<string>,
  chunkOf: (id: string) => string | undefined,
  loaders: (chunk: string) => ReadonlySet<string>,
): ScreenClass[] {
  const live = new Set(classes.filter((c) => c.screens.size > 1));
  const home = new Map<string, ScreenClass>();
  for (const c of classes) for (const id of c.modules) home.set(id, c);
  // A class of one screen is in that screen's chunk.
  const nodeOf = (id: string): ScreenClass | string | undefined => {
    const c = home.get(id);
    return c ? (c.screens.size === 1 ? [...c.screens][0] : c) : chunkOf(id);
  };
  const loadersOf = (n: ScreenClass | string) => (typeof n === "string" ? loaders(n) : n.screens);
  const depsOf = (c: ScreenClass) => {
    const out = new Set<ScreenClass | string>();
    for (const id of c.modules)
      for (const dep of imports(id)) {
        const n = nodeOf(dep);
        if (n !== undefined && n !== c) out.add(n);
      }
    return out;
  };
  const acyclic = () => {
    const state = new Map<unknown, "open" | "done">();
    const visit = (n: ScreenClass | string): boolean => {
      if (state.get(n) === "done" || typeof n === "string") return true;
      if (state.get(n) === "open") return false;
      state.set(n, "open");
      for (const next of depsOf(n)) if (!visit(next)) return false;
      state.set(n, "done");
      return true;
    };
    return [...live].every(visit);
  };
  const outside = (a: ScreenClass, b: ScreenClass) =>
    [...a.screens].filter((s) => !b.screens.has(s));
  const refused = new Set<string>();
  /** Bytes each screen already loads without running them, from the merges so far. */
  const wasted = new Map<string, number>();
  const fits = (pages: string[], extra: number) =>
    pages.every((s) => (wasted.get(s) ?? 0) + extra <= small);
  const pairKey = (a: ScreenClass, b: ScreenClass) => `${a.modules[0]} ${b.modules[0]}`;
  for (;;) {
    let best: { a: ScreenClass; b: ScreenClass; gain: number } | undefined;
    const list = [...live];
    for (const [i, a] of list.entries())
      for (const b of list.slice(i + 1)) {
        if (a.domain !== b.domain || refused.has(pairKey(a, b))) continue;
        const onlyA = outside(a, b); // pages that would get b's modules without needing them
        const onlyB = outside(b, a);
        if (!fits(onlyA, b.size) || !fits(onlyB, a.size)) continue;
        // A file fewer on each page that loads both, against the bytes the others get; a class
        // smaller than a file's cost joins another whatever the count (the least waste first).
        const both = a.screens.size - onlyA.length;
        const waste = a.size * onlyB.length + b.size * onlyA.length;
        const tiny = Math.min(a.size, b.size) < perFile;
        const gain = (tiny ? 1e12 : 0) + perFile * both - waste;
        if ((tiny || gain > 0) && (!best || gain > best.gain)) best = { a, b, gain };
      }
    if (!best) return [...live, ...classes.filter((c) => c.screens.size === 1)];
    const { a, b } = best;
    const merged: ScreenClass = {
      domain: a.domain,
      screens: new Set([...a.screens, ...b.screens]),
      modules: [...a.modules, ...b.modules],
      size: a.size + b.size,
    };
    for (const id of merged.modules) home.set(id, merged);
    live.delete(a);
    live.delete(b);
    live.add(merged);
    const loaded = [...depsOf(merged)].every((n) =>
      [...merged.screens].every((s) => loadersOf(n).has(s)),
    );
    if (loaded && acyclic()) {
      for (const s of outside(a, b)) wasted.set(s, (wasted.get(s) ?? 0) + b.size);
      for (const s of outside(b, a)) wasted.set(s, (wasted.get(s) ?? 0) + a.size);
      continue;
    }
    for (const c of [a, b]) for (const id of c.modules) home.set(id, c);
    live.delete(merged);
    live.add(a);
    live.add(b);
    refused.add(pairKey(a, b));
  }
}
