import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupInput } from "../shared/schemas/group";
import { api, done, ok, segment } from "./api";

export const groupsQuery = queryOptions({
  queryKey: ["/api/groups"],
  queryFn: ({ signal }) => ok(api.groups.$get(undefined, { init: { signal } })),
});
export const GROUPS_KEY = groupsQuery.queryKey;

export function useGroups() {
  return useQuery(groupsQuery);
}

export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GroupInput }) =>
      id
        ? ok(api.groups[":id"].$put({ param: { id: segment(id) }, json: input }))
        : ok(api.groups.$post({ json: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => done(api.groups[":id"].$delete({ param: { id: segment(id) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
