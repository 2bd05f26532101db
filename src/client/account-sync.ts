import type { QueryClient } from "@tanstack/react-query";
import type { Profile } from "../shared/schemas/profile";
import { toast } from "../ui/use-toast";
import type { SessionUser } from "./auth-client";
import { DECKS_KEY } from "./decks/keys";
import { syncDecks } from "./decks/sync";
import { GROUPS_KEY, syncGroups } from "./device-groups";
import { syncPlays } from "./device-plays";
import { syncPrefs } from "./device-prefs";
import { SESSION_KEY } from "./session";

function groupsOverLimitToast(n: number) {
  toast({
    variant: "destructive",
    title: n === 1 ? "Um grupo não coube na conta" : `${n} grupos não couberam na conta`,
    description: "A conta já tem o máximo de grupos salvos.",
  });
}

/**
 * Plays, groups and settings kept on this device (a guest's, or plays that could not go out) join
 * the signed-in account; the queries that show them are refreshed. Loaded by the session when
 * there is a profile to join (session.tsx), not with the app's entry.
 */
function decksOverLimitToast(n: number) {
  toast({
    variant: "destructive",
    title: n === 1 ? "Um baralho não coube na conta" : `${n} baralhos não couberam na conta`,
    description: "A conta já tem o máximo de baralhos salvos.",
  });
}

export function syncDeviceIntoAccount(qc: QueryClient, profileKey: readonly unknown[]): void {
  void syncPlays().then((n) => {
    if (n > 0) void qc.invalidateQueries({ queryKey: profileKey });
  });
  void syncGroups().then((moved) => {
    if (!moved) return;
    void qc.invalidateQueries({ queryKey: GROUPS_KEY });
    if (moved.overLimit > 0) groupsOverLimitToast(moved.overLimit);
  });
  // Guest decks join the account once (by their ids), then offline edits of its decks go out.
  const user = qc.getQueryData<SessionUser | null>(SESSION_KEY);
  void syncDecks(user?.id).then((moved) => {
    if (!moved) return;
    void qc.invalidateQueries({ queryKey: DECKS_KEY });
    if (moved.overLimit > 0) decksOverLimitToast(moved.overLimit);
  });
  const current = qc.getQueryData<Profile | null>(profileKey);
  if (current)
    void syncPrefs(current).then((updated) => {
      if (updated) qc.setQueryData(profileKey, updated);
    });
}
