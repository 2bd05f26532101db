import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GroupInput, PlayerGroup } from "../shared/schemas/group";
import { apiJson, apiRequest } from "./api";

export const GROUPS_KEY = ["/api/groups"] as const;

export function useGroups() {
  return useQuery<{ groups: PlayerGroup[] }>({ queryKey: GROUPS_KEY });
}

export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: GroupInput }) =>
      id
        ? apiJson<{ group: PlayerGroup }>("PUT", `/api/groups/${encodeURIComponent(id)}`, input)
        : apiJson<{ group: PlayerGroup }>("POST", "/api/groups", input),
    onSuccess: () => qc.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/groups/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
