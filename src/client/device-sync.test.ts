// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultPreferences, type Profile } from "../shared/schemas/profile";
import { deviceGroups, saveDeviceGroup, syncGroups } from "./device-groups";
import { pendingGuestPrefs, rememberGuestPrefs, syncPrefs } from "./device-prefs";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A fake server answering every request with `status` and `body`, recording what was sent. */
function stubServer(status: number, body: unknown) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ method: init?.method ?? "GET", url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

const profile = (over: Partial<Profile> = {}) =>
  ({ drinkMode: "alcool", preferences: defaultPreferences, ...over }) as Profile;

describe("a guest's groups moving into the account", () => {
  it("sends each group with its device id once, then forgets them on the device", async () => {
    const turma = saveDeviceGroup(undefined, { name: "Turma", players: ["Ana", "Bia"] });
    const sent = stubServer(200, { imported: 1, overLimit: 0 });
    expect(await syncGroups()).toEqual({ imported: 1, overLimit: 0 });
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/groups/import",
        body: { groups: [{ id: turma.id, name: "Turma", players: ["Ana", "Bia"] }] },
      },
    ]);
    expect(deviceGroups()).toEqual([]);
    expect(await syncGroups()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("keeps them for the next try when the server does not answer", async () => {
    saveDeviceGroup(undefined, { name: "Turma", players: ["Ana", "Bia"] });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await syncGroups()).toBeNull();
    expect(deviceGroups().map((g) => g.name)).toEqual(["Turma"]);
  });
});

describe("a guest's settings moving into the profile", () => {
  const guestChoice = { sound: false, vibration: true, showAdult: true, drinkMode: "sem-alcool" };

  it("go into a profile still at the defaults, once", async () => {
    rememberGuestPrefs({ sound: false, vibration: true, showAdult: true, drinkMode: "sem-alcool" });
    const sent = stubServer(200, { profile: profile({ drinkMode: "sem-alcool" }) });
    expect(await syncPrefs(profile())).not.toBeNull();
    const { drinkMode, ...preferences } = guestChoice;
    expect(sent).toEqual([
      { method: "PATCH", url: "/api/profile", body: { drinkMode, preferences } },
    ]);
    expect(pendingGuestPrefs()).toBeNull();
    expect(await syncPrefs(profile())).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("leave a profile with its own settings alone, and are then forgotten", async () => {
    rememberGuestPrefs({ sound: false, vibration: true, showAdult: true, drinkMode: "sem-alcool" });
    const sent = stubServer(200, {});
    const own = profile({ preferences: { ...defaultPreferences, vibration: false } });
    expect(await syncPrefs(own)).toBeNull();
    expect(sent).toEqual([]);
    expect(pendingGuestPrefs()).toBeNull();
  });
});
