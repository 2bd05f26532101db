// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { settingsKey } from "../../client/players-store";
import { manifest } from "./manifest";
import {
  type DesenhaSettings,
  defaultSettings,
  isDesenhaSettings,
  loadDesenhaSettings,
  saveDesenhaSettings,
} from "./settings";
import { defaultTeams } from "./teams";

const teams = () => defaultTeams(["a", "b"]);

afterEach(() => localStorage.clear());

describe("settings", () => {
  it("default to drawing, 60 s, 5 points, Aleatório, fácil and médio", () => {
    expect(loadDesenhaSettings(teams)).toEqual({
      mode: "desenho",
      seconds: 60,
      target: 5,
      category: "aleatorio",
      difficulties: ["facil", "medio"],
      teams: teams(),
    });
  });

  it("come back as saved, with the teams", () => {
    const s: DesenhaSettings = {
      ...defaultSettings(teams()),
      mode: "mimica",
      seconds: 90,
      target: 3,
      category: "bebida",
      difficulties: ["dificil"],
    };
    s.teams[0]?.members.push("Ana");
    saveDesenhaSettings(s);
    expect(loadDesenhaSettings(() => [])).toEqual(s);
  });

  it("keep the difficulties in order and never empty", () => {
    saveDesenhaSettings({
      ...defaultSettings(teams()),
      difficulties: ["dificil", "facil", "facil"],
    });
    expect(loadDesenhaSettings(teams).difficulties).toEqual(["facil", "dificil"]);
    saveDesenhaSettings({ ...defaultSettings(teams()), difficulties: [] });
    expect(loadDesenhaSettings(teams).difficulties).toEqual(["facil", "medio", "dificil"]);
  });

  it("only accept the offered times, targets, modes and categories", () => {
    const ok = defaultSettings(teams());
    expect(isDesenhaSettings(ok)).toBe(true);
    expect(isDesenhaSettings({ ...ok, seconds: 45 })).toBe(false);
    expect(isDesenhaSettings({ ...ok, target: 10 })).toBe(false);
    expect(isDesenhaSettings({ ...ok, mode: "canto" })).toBe(false);
    expect(isDesenhaSettings({ ...ok, category: "comida" })).toBe(false);
    expect(isDesenhaSettings({ ...ok, teams: ok.teams.slice(0, 1) })).toBe(false);
  });

  it("fall back to the defaults when the stored data is broken", () => {
    localStorage.setItem(settingsKey(manifest.id), JSON.stringify({ mode: "desenho", teams: 3 }));
    expect(loadDesenhaSettings(teams).seconds).toBe(60);
  });
});
