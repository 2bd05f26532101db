// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, settingsKey } from "../../client/players-store";
import { defaultEuNuncaSettings, loadEuNuncaSettings, saveEuNuncaSettings } from "./settings";

const store = (value: unknown) =>
  window.localStorage.setItem(settingsKey("eu-nunca"), JSON.stringify(value));

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanupPlayers("eu-nunca");
  window.localStorage.clear();
});

describe("Eu Nunca settings", () => {
  it("default to Clássico + Festa and 5 fingers", () => {
    expect(loadEuNuncaSettings()).toEqual(defaultEuNuncaSettings);
    expect(defaultEuNuncaSettings).toEqual({ categories: ["classico", "festa"], lives: 5 });
  });

  it("are kept on the device under the game's settings key", () => {
    saveEuNuncaSettings({ categories: ["viagem", "picante"], lives: 7 });
    expect(loadEuNuncaSettings()).toEqual({ categories: ["viagem", "picante"], lives: 7 });
    expect(window.localStorage.getItem(settingsKey("eu-nunca"))).toContain("viagem");
  });

  it("clamp the fingers to 3..10 on save and on read", () => {
    saveEuNuncaSettings({ categories: ["festa"], lives: 50 });
    expect(loadEuNuncaSettings().lives).toBe(10);
    store({ categories: ["festa"], lives: 1 });
    expect(loadEuNuncaSettings().lives).toBe(3);
  });

  it("drop repeated categories and keep the catalogue order", () => {
    store({ categories: ["trabalho", "classico", "trabalho"], lives: 5 });
    expect(loadEuNuncaSettings().categories).toEqual(["classico", "trabalho"]);
  });

  it("fall back to the default categories when none is chosen", () => {
    store({ categories: [], lives: 4 });
    expect(loadEuNuncaSettings()).toEqual({ categories: ["classico", "festa"], lives: 4 });
  });

  it("discard data that is not valid settings", () => {
    for (const bad of [{ categories: ["nada"], lives: 5 }, { categories: "festa" }, null, 7]) {
      store(bad);
      expect(loadEuNuncaSettings()).toEqual(defaultEuNuncaSettings);
    }
  });
});
