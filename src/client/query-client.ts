import { QueryClient } from "@tanstack/react-query";

/**
 * Spec section 9: no retries, stale forever (a screen may set its own `staleTime`), no refetch on
 * focus or on an interval. Network mode stays TanStack's default, "online": offline, queries and
 * mutations pause (a mutation runs `onMutate`, then waits) and go out once when the browser
 * reports 'online'; stale queries on screen are read again then (decision 055). No default
 * queryFn: every query names its typed request (api.ts), so its data type comes from the route.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
