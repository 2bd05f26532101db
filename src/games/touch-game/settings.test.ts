// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, settingsKey } from "../../client/players-store";
import {
  defaultTouchGameSettings,
  isMode,
  loadTouchGameSettings,
  saveTouchGameSettings,
} from "./settings";

const GAME = "touch-game";
const store = (value: unknown) =>
  window.localStorage.setItem(settingsKey(GAME), JSON.stringify(value));

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanupPlayers(GAME);
  window.localStorage.clear();
});

describe("Toque na Sorte settings", () => {
  it("default to one person chosen by fingers", () => {
    expect(loadTouchGameSettings()).toEqual(defaultTouchGameSettings);
  });

  it("remember the mode and the names toggle on the device", () => {
    saveTouchGameSettings({ mode: { kind: "teams", teams: 3 }, byNames: true });
    expect(loadTouchGameSettings()).toEqual({ mode: { kind: "teams", teams: 3 }, byNames: true });
  });

  it("bring stored numbers back into range", () => {
    store({ mode: { kind: "many", count: 99 }, byNames: false });
    expect(loadTouchGameSettings().mode).toEqual({ kind: "many", count: 5 });
  });

  it("fall back to the defaults on anything unreadable", () => {
    store({ mode: { kind: "roleta" }, byNames: "sim" });
    expect(loadTouchGameSettings()).toEqual(defaultTouchGameSettings);
  });

  it("recognise only valid modes", () => {
    expect(isMode({ kind: "one" })).toBe(true);
    expect(isMode({ kind: "many", count: 2 })).toBe(true);
    expect(isMode({ kind: "teams", teams: Number.NaN })).toBe(false);
    expect(isMode(null)).toBe(false);
  });
});
