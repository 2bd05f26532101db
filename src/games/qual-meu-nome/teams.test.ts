import { describe, expect, it } from "vitest";
import { defaultTeams, newTeam, TEAM_RULES, type Team } from "./teams";

const base = (): Team[] => [
  { id: "a", name: "Azul", members: ["Ana", "Bia"] },
  { id: "b", name: "Rosa", members: ["Caio", "Duda"] },
];

describe("Qual Meu Nome teams", () => {
  it("start as two empty colour teams", () => {
    expect(defaultTeams(["x", "y"])).toEqual([
      { id: "x", name: "Azul", members: [] },
      { id: "y", name: "Rosa", members: [] },
    ]);
  });

  it("grow up to 4, each new one named after an unused colour", () => {
    const three = [...base(), newTeam(base(), "c") as Team];
    expect(three[2]).toEqual({ id: "c", name: "Verde", members: [] });
    const four = [...three, newTeam(three, "d") as Team];
    expect(four.map((t) => t.name)).toEqual(["Azul", "Rosa", "Verde", "Laranja"]);
    expect(four).toHaveLength(TEAM_RULES.maxTeams);
    expect(newTeam(four, "e")).toBeNull();
  });

  it("skip a colour someone already took as a name", () => {
    const teams = base().map((t, i) => (i ? { ...t, name: "verde" } : t));
    expect(newTeam(teams, "c")?.name).toBe("Rosa");
  });
});
