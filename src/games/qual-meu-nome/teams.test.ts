import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  addMember,
  addTeam,
  allMembers,
  dealMembers,
  defaultTeams,
  removeMember,
  removeTeam,
  renameTeam,
  shuffleTeams,
  TEAMS,
  type Team,
  teamLabel,
  teamProblems,
} from "./teams";

const base = (): Team[] => [
  { id: "a", name: "Azul", members: ["Ana", "Bia"] },
  { id: "b", name: "Rosa", members: ["Caio", "Duda"] },
];

describe("teams", () => {
  it("start as two empty colour teams", () => {
    expect(defaultTeams(["x", "y"])).toEqual([
      { id: "x", name: "Azul", members: [] },
      { id: "y", name: "Rosa", members: [] },
    ]);
  });

  it("read 'Time' before their name unless it is there already", () => {
    expect(teamLabel("Azul")).toBe("Time Azul");
    expect(teamLabel("Time dos Brabos")).toBe("Time dos Brabos");
    expect(teamLabel("Timão")).toBe("Time Timão");
  });

  it("grow up to 4, each new one with an unused colour", () => {
    let teams = addTeam(base(), "c");
    expect(teams[2]?.name).toBe("Verde");
    teams = addTeam(teams, "d");
    expect(teams.map((t) => t.name)).toEqual(["Azul", "Rosa", "Verde", "Laranja"]);
    expect(addTeam(teams, "e")).toHaveLength(TEAMS.max);
  });

  it("never shrink below 2", () => {
    expect(removeTeam(base(), "a")).toHaveLength(2);
    const three = addTeam(base(), "c");
    expect(removeTeam(three, "a").map((t) => t.id)).toEqual(["b", "c"]);
  });

  it("are renamed, and a blank name keeps the old one", () => {
    expect(renameTeam(base(), "a", "  Os   Brabos ")[0]?.name).toBe("Os Brabos");
    expect(renameTeam(base(), "a", "   ")[0]?.name).toBe("Azul");
  });
});

describe("members", () => {
  it("join the chosen team", () => {
    const { teams, error } = addMember(base(), "b", " Edu ");
    expect(error).toBeNull();
    expect(teams[1]?.members).toEqual(["Caio", "Duda", "Edu"]);
  });

  it("can't be blank or already in any team", () => {
    expect(addMember(base(), "a", "  ").error).toBe("Digite um nome");
    expect(addMember(base(), "a", "caio").error).toBe("caio já está num time");
  });

  it("stop at 20 people", () => {
    let teams = base();
    for (let i = 0; i < 16; i++) teams = addMember(teams, "a", `P${i}`).teams;
    expect(allMembers(teams)).toHaveLength(20);
    expect(addMember(teams, "b", "Mais um").error).toMatch(/No máximo 20/);
  });

  it("can be removed", () => {
    expect(removeMember(base(), "a", "Ana")[0]?.members).toEqual(["Bia"]);
  });

  it("are shuffled into balanced teams without losing anyone", () => {
    const teams = addMember(addTeam(base(), "c"), "a", "Edu").teams;
    const mixed = shuffleTeams(teams, seededRng(3));
    expect(allMembers(mixed).sort()).toEqual(allMembers(teams).sort());
    const sizes = mixed.map((t) => t.members.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("of a saved group are dealt into the teams, repeats dropped", () => {
    const dealt = dealMembers(base(), ["Gil", "Hugo", "Ivo", "gil", "Jade", ""], seededRng(5));
    expect(allMembers(dealt).sort()).toEqual(["Gil", "Hugo", "Ivo", "Jade"]);
    expect(dealt.map((t) => t.members.length)).toEqual([2, 2]);
  });
});

describe("team problems", () => {
  it("are none for two teams of two", () => {
    expect(teamProblems(base())).toEqual([]);
  });

  it("say how many people a team still needs", () => {
    const teams = removeMember(base(), "a", "Ana");
    expect(teamProblems(teams)).toEqual(["Time Azul precisa de mais 1 pessoa"]);
    expect(teamProblems(defaultTeams(["x", "y"]))).toContain("Time Rosa precisa de mais 2 pessoas");
  });

  it("catch two teams with the same name", () => {
    expect(teamProblems(renameTeam(base(), "b", "Time Azul"))).toEqual([
      "Dois times estão com o mesmo nome",
    ]);
  });
});
