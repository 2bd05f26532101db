// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanupPlayers } from "../../client/players-store";
import { manifest } from "./manifest";
import {
  expectedPoolSize,
  loadQualMeuNomeSettings,
  normaliseSettings,
  type QualMeuNomeSettings,
  saveQualMeuNomeSettings,
} from "./settings";

const teams = [
  { id: "a", name: "Azul", members: ["Ana", "Bia"] },
  { id: "b", name: "Rosa", members: ["Caio", "Duda"] },
];
const valid: QualMeuNomeSettings = {
  teams,
  source: "ambos",
  perPerson: 2,
  listCount: 10,
  turnSeconds: 30,
};

afterEach(() => cleanupPlayers(manifest.id));

describe("Qual Meu Nome settings", () => {
  it("default to two empty teams, secret names, 3 each, 20 from the list, 45 s", () => {
    const d = normaliseSettings(undefined);
    expect(d.teams.map((t) => t.name)).toEqual(["Azul", "Rosa"]);
    expect(d.teams.every((t) => t.members.length === 0)).toBe(true);
    expect(d).toMatchObject({ source: "secretos", perPerson: 3, listCount: 20, turnSeconds: 45 });
  });

  it("keep valid choices as they are", () => {
    expect(normaliseSettings(valid)).toEqual(valid);
  });

  it("replace each unreadable field by its default", () => {
    const s = normaliseSettings({ ...valid, turnSeconds: 50, listCount: "10", source: "x" });
    expect(s).toMatchObject({ turnSeconds: 45, listCount: 20, source: "secretos", perPerson: 2 });
  });

  it("fall back to default teams when fewer than 2 are readable", () => {
    const s = normaliseSettings({ ...valid, teams: [teams[0], { id: "b", name: 3 }] });
    expect(s.teams.map((t) => t.name)).toEqual(["Azul", "Rosa"]);
    expect(s.teams[0]?.members).toEqual([]);
  });

  it("are saved and loaded on the device", () => {
    saveQualMeuNomeSettings(valid);
    expect(loadQualMeuNomeSettings()).toEqual(valid);
  });

  it("tell the pool size for the people playing", () => {
    expect(expectedPoolSize(valid, 4)).toBe(18);
    expect(expectedPoolSize({ ...valid, source: "lista" }, 4)).toBe(10);
    expect(expectedPoolSize({ ...valid, source: "secretos" }, 4)).toBe(8);
  });
});
