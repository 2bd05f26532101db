import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import {
  type DataKey,
  hashKey,
  isStale,
  type Observer,
  type Query,
  type QueryClient,
  type QueryFn,
  type QueryState,
  whenOnline,
} from "./core";

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => client.mount(), [client]);
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("No QueryClient set, use QueryClientProvider to set one");
  return client;
}

export interface QueryOptions<T> {
  queryKey: DataKey<T>;
  queryFn?: QueryFn<T>;
  enabled?: boolean;
  staleTime?: number;
  retry?: false;
  /** Shown while the key has no data yet (keepPreviousData: the last key's). */
  placeholderData?: (previous: T | undefined) => T | undefined;
}

/** Ties a key to its request, so the key carries the data's type (TanStack's queryOptions). */
export const queryOptions = <T,>(o: QueryOptions<T> & { queryFn: QueryFn<T> }) =>
  o as typeof o & { queryKey: DataKey<T> };

export const keepPreviousData = <T,>(previous: T | undefined) => previous;

export interface QueryResult<T> {
  data: T | undefined;
  error: Error | null;
  status: QueryState["status"];
  fetchStatus: QueryState["fetchStatus"];
  isPending: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isPaused: boolean;
  isError: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/** The result a render sees: what the entry holds, with what the first render already knows. */
function resultOf<T>(
  state: QueryState<T>,
  willFetch: boolean,
  placeholder: T | undefined,
): Omit<QueryResult<T>, "refetch"> {
  // As TanStack: a query about to fetch reports it from the first render, so its observers do not
  // render again when the effect starts the fetch.
  const fetchStatus =
    willFetch && state.fetchStatus === "idle"
      ? whenOnline()
        ? "paused"
        : "fetching"
      : state.fetchStatus;
  const status = placeholder === undefined ? state.status : "success";
  return {
    data: placeholder ?? state.data,
    error: state.error,
    status,
    fetchStatus,
    isPending: status === "pending",
    isLoading: status === "pending" && fetchStatus === "fetching",
    isFetching: fetchStatus === "fetching",
    isPaused: fetchStatus === "paused",
    isError: status === "error",
    isSuccess: status === "success",
    isPlaceholderData: placeholder !== undefined,
    dataUpdatedAt: state.dataUpdatedAt,
  };
}

export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const { queryKey, enabled = true } = options;
  const queryFn = (options.queryFn ?? client.defaults.queryFn) as QueryFn<T> | undefined;
  const staleTime = options.staleTime ?? client.defaults.staleTime ?? 0;
  const hash = hashKey(queryKey);
  // The observer's options as of the last render: invalidation and reconnect read them.
  const [observer] = useState<Observer>(() => ({ enabled, staleTime, queryFn }));
  Object.assign(observer, { enabled, staleTime, queryFn });
  // The entry as of this render: a removed one is replaced here, and the observer moves to it.
  const query = client.build(queryKey);
  const mounted = useRef<Query | null>(null);
  const willFetch = (q: Query, s: QueryState) =>
    enabled && mounted.current !== q && (s.status !== "success" || isStale(s, staleTime));

  // What this component read of its last result (TanStack's tracked properties): a change to
  // anything else, e.g. fetchStatus for a screen that only shows data, does not render it again.
  const tracked = useRef(new Set<string>());
  const shown = useRef<Omit<QueryResult<T>, "refetch"> | null>(null);
  const previous = useRef<T | undefined>(undefined);
  const placeholderFor = (s: QueryState<T>) =>
    s.data === undefined && s.status === "pending"
      ? options.placeholderData?.(previous.current)
      : undefined;
  const subscribe = useCallback((l: () => void) => client.subscribe(hash, l), [client, hash]);
  // The snapshot is the entry's state, or the one last shown when nothing read of it changed.
  const seen = useRef<QueryState<T> | null>(null);
  const snapshot = () => {
    const q = client.build(queryKey);
    const s = q.state as QueryState<T>;
    const last = shown.current;
    if (seen.current && last && s !== seen.current) {
      const next = resultOf(s, willFetch(q, s), placeholderFor(s));
      const keys = tracked.current;
      if (![...keys].some((k) => next[k as keyof typeof next] !== last[k as keyof typeof last]))
        return seen.current;
    }
    return s;
  };
  useSyncExternalStore(subscribe, snapshot, snapshot);
  // Rendered from the entry as it is now, so a property read for the first time is current.
  const state = query.state as QueryState<T>;
  seen.current = state;

  useEffect(() => {
    const stop = client.observe(query, observer);
    mounted.current = query;
    // On mount (and when enabled): fetch what has no data, errored, or is stale.
    if (enabled && (query.state.status !== "success" || isStale(query.state, observer.staleTime)))
      client.refetchObserved(query);
    return () => {
      mounted.current = null;
      stop();
    };
  }, [client, query, enabled, observer]);

  const placeholder = placeholderFor(state);
  if (state.data !== undefined) previous.current = state.data;
  const result = resultOf(state, willFetch(query, state), placeholder);
  shown.current = result;
  const out = {} as QueryResult<T>;
  for (const key of Object.keys(result) as (keyof typeof result)[])
    Object.defineProperty(out, key, {
      enumerable: true,
      get: () => {
        tracked.current.add(key);
        return result[key];
      },
    });
  out.refetch = () => client.fetch(queryKey, queryFn, true).catch(() => {});
  return out;
}

export interface MutationOptions<T, V, C> {
  mutationFn: (variables: V) => Promise<T>;
  onMutate?: (variables: V) => C | Promise<C>;
  onSuccess?: (data: T, variables: V, context: C | undefined) => unknown;
  onError?: (error: Error, variables: V, context: C | undefined) => unknown;
  onSettled?: (data: T | undefined, error: Error | null, variables: V) => unknown;
  retry?: false;
}

type CallOptions<T, V> = Pick<
  MutationOptions<T, V, unknown>,
  "onSuccess" | "onError" | "onSettled"
>;

interface MutationState<T, V> {
  status: "idle" | "pending" | "error" | "success";
  data: T | undefined;
  error: Error | null;
  variables: V | undefined;
  isPaused: boolean;
}

const idle = {
  status: "idle",
  data: undefined,
  error: null,
  variables: undefined,
  isPaused: false,
};

/**
 * A mutation made offline runs onMutate at once, then waits for the connection and is sent once
 * when it returns, even if its screen has gone (TanStack's networkMode 'online').
 */
export function useMutation<T, V = void, C = unknown>(options: MutationOptions<T, V, C>) {
  const [state, setState] = useState<MutationState<T, V>>(idle as MutationState<T, V>);
  const latest = useRef(options);
  latest.current = options;
  const run = useRef(0);

  const mutateAsync = useCallback(async (variables: V, call?: CallOptions<T, V>): Promise<T> => {
    const o = latest.current;
    const id = ++run.current;
    const put = (patch: Partial<MutationState<T, V>>) =>
      id === run.current && setState((s) => ({ ...s, ...patch }));
    setState({ ...(idle as MutationState<T, V>), status: "pending", variables });
    let context: C | undefined;
    try {
      context = await o.onMutate?.(variables);
      const offline = whenOnline();
      if (offline) {
        put({ isPaused: true });
        await offline;
        put({ isPaused: false });
      }
      const data = await o.mutationFn(variables);
      await o.onSuccess?.(data, variables, context);
      await o.onSettled?.(data, null, variables);
      put({ status: "success", data });
      call?.onSuccess?.(data, variables, context);
      call?.onSettled?.(data, null, variables);
      return data;
    } catch (e) {
      const error = e as Error;
      await o.onError?.(error, variables, context);
      await o.onSettled?.(undefined, error, variables);
      put({ status: "error", error });
      call?.onError?.(error, variables, context);
      call?.onSettled?.(undefined, error, variables);
      throw error;
    }
  }, []);

  const mutate = useCallback(
    (variables: V, call?: CallOptions<T, V>) => void mutateAsync(variables, call).catch(() => {}),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    run.current++;
    setState(idle as MutationState<T, V>);
  }, []);

  return {
    ...state,
    mutate,
    mutateAsync,
    reset,
    isIdle: state.status === "idle",
    isPending: state.status === "pending",
    isError: state.status === "error",
    isSuccess: state.status === "success",
  };
}
