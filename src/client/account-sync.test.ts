// @vitest-environment jsdom

import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultPreferences, type Profile } from "../shared/schemas/profile";
import { syncDeviceIntoAccount } from "./account-sync";
import { GROUPS_KEY, saveDeviceGroup } from "./device-groups";
import { rememberGuestPrefs } from "./device-prefs";

const toasts = vi.hoisted(() => [] as { title?: string }[]);
vi.mock("../ui/use-toast", () => ({ toast: (t: { title?: string }) => toasts.push(t) }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  toasts.length = 0;
});

const PROFILE_KEY = ["/api/profile"];
const profile = (over: Partial<Profile> = {}) =>
  ({ drinkMode: "alcool", preferences: defaultPreferences, ...over }) as Profile;

/** A fake server answering by path. */
function stubServer(answers: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = answers[new URL(url, "http://x").pathname];
      return new Response(JSON.stringify(body ?? {}), {
        status: body ? 200 : 404,
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

describe("what a device kept joining the signed-in account", () => {
  it("refreshes the groups and says, in Portuguese, how many did not fit", async () => {
    saveDeviceGroup(undefined, { name: "Turma", players: ["Ana", "Bia"] });
    saveDeviceGroup(undefined, { name: "Firma", players: ["Caio", "Duda"] });
    stubServer({ "/api/groups/import": { imported: 0, overLimit: 2 } });
    const qc = new QueryClient();
    qc.setQueryData(GROUPS_KEY, []);
    syncDeviceIntoAccount(qc, PROFILE_KEY);
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]?.title).toBe("2 grupos não couberam na conta");
    expect(qc.getQueryState(GROUPS_KEY)?.isInvalidated).toBe(true);
  });

  it("puts a guest's settings into a profile still at the defaults, in the cache too", async () => {
    rememberGuestPrefs({ sound: false, vibration: true, showAdult: true, drinkMode: "sem-alcool" });
    const updated = profile({ drinkMode: "sem-alcool" });
    stubServer({ "/api/profile": { profile: updated } });
    const qc = new QueryClient();
    qc.setQueryData(PROFILE_KEY, profile());
    syncDeviceIntoAccount(qc, PROFILE_KEY);
    await vi.waitFor(() => expect(qc.getQueryData(PROFILE_KEY)).toEqual(updated));
    expect(toasts).toEqual([]);
  });
});
