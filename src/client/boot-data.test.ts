// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LAST_PROFILE_KEY, LAST_SESSION_KEY } from "./auth-client";

async function fresh(html: string) {
  document.head.innerHTML = html;
  vi.resetModules();
  return import("./boot-data");
}

describe("boot data", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    localStorage.clear();
  });

  it("hands the page's user and profile out once, and leaves the offline copies", async () => {
    const profile = { displayName: "Ana" };
    const boot = await fresh(
      `<script type="application/json" id="boot-data">${JSON.stringify({
        user: { id: "u1", email: "a@b.c", name: "Ana", role: "user" },
        profile,
      })}</script>`,
    );
    expect(boot.takeBootUser()?.id).toBe("u1");
    expect(boot.takeBootProfile()).toEqual(profile);
    // A later sign-in (another user, same tab) must ask the server.
    expect(boot.takeBootUser()).toBeUndefined();
    expect(boot.takeBootProfile()).toBeUndefined();
    expect(document.getElementById("boot-data")).toBeNull();
    expect(JSON.parse(localStorage.getItem(LAST_SESSION_KEY) ?? "null").user.id).toBe("u1");
    expect(JSON.parse(localStorage.getItem(LAST_PROFILE_KEY) ?? "null").profile).toEqual(profile);
  });

  it("a guest's page says nobody is signed in: null, once, and the session's copy left", async () => {
    const boot = await fresh(
      `<script type="application/json" id="boot-data">{"user":null,"profile":null}</script>`,
    );
    expect(boot.takeBootUser()).toBeNull();
    expect(boot.takeBootUser()).toBeUndefined();
    expect(document.getElementById("boot-data")).toBeNull();
    expect(localStorage.getItem(LAST_SESSION_KEY)).toBe("null");
  });

  it("a user without a profile yet is handed null (a new user), not nothing", async () => {
    const boot = await fresh(
      `<script type="application/json" id="boot-data">{"user":{"id":"u2","email":"x@y.z","name":"X","role":"user"},"profile":null}</script>`,
    );
    expect(boot.takeBootUser()?.id).toBe("u2");
    expect(boot.takeBootProfile()).toBeNull();
  });

  it("no element, or garbage in it: nothing, and the app asks the server", async () => {
    expect((await fresh("")).takeBootUser()).toBeUndefined();
    const broken = await fresh(`<script type="application/json" id="boot-data">{nope</script>`);
    expect(broken.takeBootUser()).toBeUndefined();
    expect(broken.takeBootProfile()).toBeUndefined();
    const foreign = await fresh(`<script type="application/json" id="boot-data">[1,2]</script>`);
    expect(foreign.takeBootUser()).toBeUndefined();
  });
});
