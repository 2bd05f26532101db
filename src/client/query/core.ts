/**
 * The app's query cache (decision 049): the part of TanStack Query the screens use, in a few KB.
 * Keys are arrays hashed as JSON; fetches wait while the browser is offline; answers equal to the
 * cached one keep its object; nothing retries; unused entries go after five minutes.
 */

export type QueryKey = readonly unknown[];
declare const dataTag: unique symbol;
/** A key that carries its data's type (from queryOptions), so getQueryData/setQueryData know it. */
export type DataKey<T> = QueryKey & { [dataTag]?: T };
export type QueryFn<T = unknown> = (ctx: { queryKey: QueryKey; signal: AbortSignal }) => Promise<T>;
export type Updater<T> = T | undefined | ((old: T | undefined) => T | undefined);

export interface QueryState<T = unknown> {
  data: T | undefined;
  error: Error | null;
  status: "pending" | "error" | "success";
  fetchStatus: "idle" | "fetching" | "paused";
  dataUpdatedAt: number;
  isInvalidated: boolean;
}

export interface QueryDefaults {
  queryFn?: QueryFn;
  staleTime?: number;
  gcTime?: number;
  /** Accepted for TanStack's shape; nothing is ever retried. */
  retry?: false;
}

export interface Observer {
  enabled: boolean;
  staleTime: number;
  queryFn?: QueryFn;
}

export interface Query {
  key: QueryKey;
  state: QueryState;
  promise?: Promise<unknown>;
  observers: Set<Observer>;
  gc?: ReturnType<typeof setTimeout>;
}

interface Filters {
  queryKey?: QueryKey;
  predicate?: (q: { queryKey: QueryKey }) => boolean;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  Object.prototype.toString.call(v) === "[object Object]";

export const hashKey = (key: QueryKey): string =>
  JSON.stringify(key, (_, v) =>
    isPlain(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

/** `next`, reusing every part of `prev` it equals (all of `prev` when they are deep-equal). */
export function share<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlain(prev) && isPlain(next))) return next;
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(b);
  const out: Record<string, unknown> = arrays ? ([] as never) : {};
  let same = keys.length === Object.keys(a).length;
  for (const k of keys) {
    out[k] = share(a[k], b[k]);
    if (out[k] !== a[k] || !(k in a)) same = false;
  }
  return (same ? prev : out) as T;
}

/**
 * Online until the browser says otherwise with an 'offline' event, as TanStack's onlineManager: a
 * page opened offline still runs its queries once (the session's fetchers answer from the device).
 */
let online = true;
if (typeof window !== "undefined") {
  window.addEventListener("offline", () => {
    online = false;
  });
  window.addEventListener("online", () => {
    online = true;
  });
}

/** Undefined when online, else resolves at the browser's next 'online' event (networkMode 'online'). */
export const whenOnline = (): Promise<void> | undefined =>
  online
    ? undefined
    : new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

const fresh: QueryState = {
  data: undefined,
  error: null,
  status: "pending",
  fetchStatus: "idle",
  dataUpdatedAt: 0,
  isInvalidated: false,
};

/** Stale: invalidated, never answered, or older than the observer allows (Infinity: never). */
export const isStale = (s: QueryState, staleTime: number): boolean =>
  s.isInvalidated || !s.dataUpdatedAt || Date.now() - s.dataUpdatedAt >= staleTime;

const noop = () => {};

export class QueryClient {
  private queries = new Map<string, Query>();
  private listeners = new Map<string, Set<() => void>>();
  readonly defaults: QueryDefaults;
  mutationDefaults: object;

  constructor(config?: { defaultOptions?: { queries?: QueryDefaults; mutations?: object } }) {
    this.defaults = config?.defaultOptions?.queries ?? {};
    this.mutationDefaults = config?.defaultOptions?.mutations ?? {};
  }

  /** The entry for a key, made (and left to the garbage timer) when there is none. */
  build(key: QueryKey): Query {
    const hash = hashKey(key);
    let q = this.queries.get(hash);
    if (!q) {
      q = { key, state: fresh, observers: new Set() };
      this.queries.set(hash, q);
      this.scheduleGc(hash, q);
    }
    return q;
  }

  private scheduleGc(hash: string, q: Query) {
    clearTimeout(q.gc);
    // The server renders once and exits: no timer may keep it alive (TanStack: gcTime Infinity).
    if (typeof window === "undefined" || q.observers.size) return;
    q.gc = setTimeout(() => {
      if (!q.observers.size && !q.promise && this.queries.get(hash) === q)
        this.queries.delete(hash);
    }, this.defaults.gcTime ?? 300_000);
  }

  /** Calls `listener` on every change of the entry whose key hashes to `hash`. */
  subscribe(hash: string, listener: () => void): () => void {
    const set = this.listeners.get(hash) ?? new Set();
    this.listeners.set(hash, set.add(listener));
    return () => set.delete(listener);
  }

  /** An observer (a mounted useQuery) keeps its entry alive and is refetched when it goes stale. */
  observe(q: Query, observer: Observer): () => void {
    q.observers.add(observer);
    clearTimeout(q.gc);
    return () => {
      q.observers.delete(observer);
      this.scheduleGc(hashKey(q.key), q);
    };
  }

  private set(q: Query, patch: Partial<QueryState>) {
    q.state = { ...q.state, ...patch };
    for (const l of this.listeners.get(hashKey(q.key)) ?? []) l();
  }

  /**
   * One fetch per key at a time: a caller during one shares it, unless `again` (an invalidation),
   * which waits for it and fetches once more so the answer is newer than the change.
   */
  fetch<T>(key: QueryKey, queryFn?: QueryFn<T>, again = false): Promise<T> {
    const q = this.build(key);
    if (q.promise) {
      const next = () => this.fetch(key, queryFn);
      return (again ? q.promise.then(next, next) : q.promise) as Promise<T>;
    }
    const fn = (queryFn ?? this.defaults.queryFn) as QueryFn<T> | undefined;
    const run = async () => {
      const offline = whenOnline();
      if (offline) {
        this.set(q, { fetchStatus: "paused" });
        await offline;
      }
      this.set(q, { fetchStatus: "fetching" });
      try {
        if (!fn) throw new Error(`Missing queryFn: '${hashKey(key)}'`);
        const data = await fn({ queryKey: key, signal: new AbortController().signal });
        q.promise = undefined;
        this.setData(q, data);
        return data;
      } catch (e) {
        q.promise = undefined;
        this.set(q, { error: e as Error, status: "error", fetchStatus: "idle" });
        throw e;
      }
    };
    q.promise = run();
    return q.promise as Promise<T>;
  }

  private setData(q: Query, data: unknown) {
    this.set(q, {
      data: share(q.state.data, data),
      error: null,
      status: "success",
      fetchStatus: q.promise ? q.state.fetchStatus : "idle",
      dataUpdatedAt: Date.now(),
      isInvalidated: false,
    });
  }

  getQueryData<T>(key: DataKey<T>): T | undefined {
    return this.queries.get(hashKey(key))?.state.data as T | undefined;
  }

  getQueryState(key: QueryKey): QueryState | undefined {
    return this.queries.get(hashKey(key))?.state;
  }

  /** Sets the data at once; observers hear of it before this returns. */
  setQueryData<T>(key: DataKey<T>, updater: NoInfer<Updater<T>>): T | undefined {
    const q = this.build(key);
    const data =
      typeof updater === "function"
        ? (updater as (old: T | undefined) => T | undefined)(q.state.data as T | undefined)
        : updater;
    if (data !== undefined) this.setData(q, data);
    return data;
  }

  /** The cached data when fresh enough for `staleTime` (default 0: always fetched), else fetched. */
  async fetchQuery<T>(o: { queryKey: DataKey<T>; queryFn?: QueryFn<T>; staleTime?: number }) {
    const q = this.build(o.queryKey);
    if (!isStale(q.state, o.staleTime ?? 0)) return q.state.data as T;
    return this.fetch(o.queryKey, o.queryFn);
  }

  prefetchQuery<T>(o: { queryKey: DataKey<T>; queryFn?: QueryFn<T>; staleTime?: number }) {
    return this.fetchQuery(o).then(noop, noop);
  }

  private matching({ queryKey, predicate }: Filters = {}): Query[] {
    return [...this.queries.values()].filter(
      (q) =>
        (!queryKey || hashKey(q.key.slice(0, queryKey.length)) === hashKey(queryKey)) &&
        (!predicate || predicate({ queryKey: q.key })),
    );
  }

  /** Marks the matching entries stale and refetches those on screen; resolves when they are in. */
  async invalidateQueries(filters?: Filters): Promise<void> {
    const queries = this.matching(filters);
    for (const q of queries) this.set(q, { isInvalidated: true });
    await Promise.all(queries.map((q) => this.refetchObserved(q, true)));
  }

  /** Fetches an entry again for its first enabled observer, if it has one. */
  refetchObserved(q: Query, again = false): Promise<unknown> | undefined {
    const o = [...q.observers].find((x) => x.enabled);
    return o && this.fetch(q.key, o.queryFn, again).catch(noop);
  }

  removeQueries(filters?: Filters): void {
    for (const q of this.matching(filters)) this.queries.delete(hashKey(q.key));
  }

  clear(): void {
    this.queries.clear();
  }

  /** Back online: the stale entries on screen are read again (paused fetches resume by themselves). */
  mount(): () => void {
    const onOnline = () => {
      for (const q of this.queries.values())
        if ([...q.observers].some((o) => o.enabled && isStale(q.state, o.staleTime)))
          this.refetchObserved(q);
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }
}
