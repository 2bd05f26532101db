// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Fresh module per test: the "a write already failed" flag lives for the page.
const load = () => import("./safe-storage");

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const fillQuota = () =>
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });

describe("safe storage", () => {
  it("discards corrupt or unexpected JSON and returns null", async () => {
    const { readJson } = await load();
    const isList = (v: unknown): v is string[] => Array.isArray(v);
    localStorage.setItem("saideira_a", "{lixo");
    localStorage.setItem("saideira_b", '{"x":1}');
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readJson("saideira_a", isList)).toBeNull();
    expect(readJson("saideira_b", isList)).toBeNull();
    expect(localStorage.getItem("saideira_a")).toBeNull();
    expect(localStorage.getItem("saideira_b")).toBeNull();
  });

  it("answers false on a full quota and tells its listeners once", async () => {
    const { onFirstWriteFailure, writeJson, writeString } = await load();
    const early = vi.fn();
    onFirstWriteFailure(early);
    expect(writeString("saideira_x", "1")).toBe(true);
    expect(early).not.toHaveBeenCalled();
    fillQuota();
    expect(writeString("saideira_x", "2")).toBe(false);
    expect(writeJson("saideira_y", { a: 1 })).toBe(false);
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onFirstWriteFailure(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("lets a listener unsubscribe before any failure", async () => {
    const { onFirstWriteFailure, writeString } = await load();
    const listener = vi.fn();
    onFirstWriteFailure(listener)();
    fillQuota();
    writeString("saideira_x", "1");
    expect(listener).not.toHaveBeenCalled();
  });
});
