import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { GroupInput, PlayerGroup } from "../shared/schemas/group";
import { api, done, ok, segment } from "./api";
import {
  deleteDeviceGroup,
  deviceGroups,
  GROUPS_KEY,
  saveDeviceGroup,
  subscribeDeviceGroups,
} from "./device-groups";
import { useSession } from "./session";

export { GROUPS_KEY };

export const groupsQuery = queryOptions({
  queryKey: GROUPS_KEY,
  queryFn: ({ signal }) => ok(api.groups.$get(undefined, { init: { signal } })),
});

/** What the screens read, the same whether the groups are the account's or the device's. */
export interface GroupsView {
  data: { groups: readonly PlayerGroup[] } | undefined;
  isPending: boolean;
  isError: boolean;
  /** True for a guest: the groups live on this device only. */
  onDevice: boolean;
}

/** An account with a profile keeps its groups on the server; a guest keeps them on the device. */
function useOnDevice(): { onDevice: boolean; loading: boolean } {
  const { user, profile, loading } = useSession();
  return { onDevice: !(user && profile), loading };
}

const noGroups: readonly PlayerGroup[] = [];

export function useGroups(): GroupsView {
  const { onDevice, loading } = useOnDevice();
  const account = useQuery({ ...groupsQuery, enabled: !loading && !onDevice });
  const device = useSyncExternalStore(subscribeDeviceGroups, deviceGroups, () => noGroups);
  if (loading) return { data: undefined, isPending: true, isError: false, onDevice };
  if (onDevice) return { data: { groups: device }, isPending: false, isError: false, onDevice };
  return { data: account.data, isPending: account.isPending, isError: account.isError, onDevice };
}

export function useSaveGroup() {
  const qc = useQueryClient();
  const { onDevice } = useOnDevice();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: GroupInput }) => {
      if (onDevice) return { group: saveDeviceGroup(id, input) };
      return id
        ? ok(api.groups[":id"].$put({ param: { id: segment(id) }, json: input }))
        : ok(api.groups.$post({ json: input }));
    },
    onSuccess: () => !onDevice && qc.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}

export function useDeleteGroup() {
  const qc = useQueryClient();
  const { onDevice } = useOnDevice();
  return useMutation({
    mutationFn: async (id: string) =>
      onDevice
        ? deleteDeviceGroup(id)
        : done(api.groups[":id"].$delete({ param: { id: segment(id) } })),
    onSuccess: () => !onDevice && qc.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
