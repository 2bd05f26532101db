export type { DataKey, QueryFn, QueryKey, QueryState } from "./core";
export { QueryClient } from "./core";
export type { MutationOptions, QueryOptions, QueryResult } from "./react";
export {
  keepPreviousData,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "./react";
