import { QueryClient } from "./query";

/**
 * Spec section 9: no retries, stale forever, no refetch on focus or interval (the in-house cache
 * never retries nor refetches on focus or on a timer). No default queryFn: every query names its
 * typed request (api.ts), so its data type comes from the server's route.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}
