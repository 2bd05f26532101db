// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceSessionId, randomUuid, SESSION_ID_KEY } from "./device-keys";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("device session id", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("is a v4 UUID, kept across calls", () => {
    const id = deviceSessionId();
    expect(id).toMatch(UUID_V4);
    expect(deviceSessionId()).toBe(id);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
  });

  it("still works on a plain-http page, where crypto.randomUUID is missing", () => {
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 200 }, randomUuid));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
