// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, settingsKey } from "../../client/players-store";
import { defaultTruthOrDareSettings } from "./logic";
import { loadTruthOrDareSettings, saveTruthOrDareSettings } from "./settings";

const store = (value: unknown) =>
  window.localStorage.setItem(settingsKey("truth-or-dare"), JSON.stringify(value));

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanupPlayers("truth-or-dare");
  window.localStorage.clear();
});

describe("Verdade ou Desafio settings", () => {
  it("default to leve + médio and 50 points", () => {
    expect(loadTruthOrDareSettings()).toEqual(defaultTruthOrDareSettings);
  });

  it("are kept on the device under the game's settings key", () => {
    saveTruthOrDareSettings({ levels: ["medio", "picante"], maxPoints: 120 });
    expect(loadTruthOrDareSettings()).toEqual({ levels: ["medio", "picante"], maxPoints: 120 });
    expect(window.localStorage.getItem(settingsKey("truth-or-dare"))).toContain("picante");
  });

  it("clamp the target to 10..200 on save and on read", () => {
    saveTruthOrDareSettings({ levels: ["leve"], maxPoints: 5000 });
    expect(loadTruthOrDareSettings().maxPoints).toBe(200);
    store({ levels: ["leve"], maxPoints: 1 });
    expect(loadTruthOrDareSettings().maxPoints).toBe(10);
  });

  it("drop repeated levels and keep the canonical order", () => {
    store({ levels: ["picante", "leve", "leve"], maxPoints: 50 });
    expect(loadTruthOrDareSettings().levels).toEqual(["leve", "picante"]);
  });

  it("fall back to the default levels when none is chosen", () => {
    store({ levels: [], maxPoints: 70 });
    expect(loadTruthOrDareSettings()).toEqual({ levels: ["leve", "medio"], maxPoints: 70 });
  });

  it("discard data that is not valid settings", () => {
    for (const bad of [{ levels: ["hardcore"], maxPoints: 50 }, { levels: "leve" }, null, 42]) {
      store(bad);
      expect(loadTruthOrDareSettings()).toEqual(defaultTruthOrDareSettings);
    }
  });
});
