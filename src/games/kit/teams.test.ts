import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  addMember,
  allMembers,
  dealMembers,
  moveMemberToNextTeam,
  PERSON_NAME_MAX,
  removeMember,
  removeTeam,
  renameTeam,
  shuffleTeams,
  TEAM_NAME_MAX,
  type Team,
  type TeamRules,
  teamLabel,
  teamProblems,
} from "./teams";

const rules: TeamRules = { minTeams: 2, maxTeams: 4, minMembers: 2, maxPlayers: 12 };
/** A game's team with a field of its own, which every change must keep. */
type ColourTeam = Team & { colour: string };
const base = (): ColourTeam[] => [
  { id: "a", name: "Azul", colour: "azul", members: ["Ana", "Bia"] },
  { id: "b", name: "Rosa", colour: "rosa", members: ["Caio", "Duda"] },
];
const three = (): ColourTeam[] => [
  ...base(),
  { id: "c", name: "Verde", colour: "verde", members: [] },
];
const names = (teams: readonly Team[]) => teams.map((t) => t.members);

describe("teams", () => {
  it("read 'Time' before their name unless it is there already", () => {
    expect(teamLabel("Azul")).toBe("Time Azul");
    expect(teamLabel(" Time dos Brabos ")).toBe("Time dos Brabos");
    expect(teamLabel("Timão")).toBe("Time Timão");
  });

  it("are renamed with spaces tidied, and a blank name keeps the old one", () => {
    expect(renameTeam(base(), "a", "  Os   Brabos ")[0]).toEqual({
      id: "a",
      name: "Os Brabos",
      colour: "azul",
      members: ["Ana", "Bia"],
    });
    expect(renameTeam(base(), "a", "   ")[0]?.name).toBe("Azul");
    expect(renameTeam(base(), "a", "x".repeat(40))[0]?.name).toHaveLength(TEAM_NAME_MAX);
  });

  it("never shrink below the minimum", () => {
    expect(removeTeam(base(), "a", rules)).toHaveLength(2);
    expect(removeTeam(three(), "a", rules).map((t) => t.id)).toEqual(["b", "c"]);
  });

  it("are never changed in place", () => {
    const teams = base();
    const copy = structuredClone(teams);
    renameTeam(teams, "a", "Outro");
    addMember(teams, "a", "Edu", rules);
    removeMember(teams, "Ana");
    moveMemberToNextTeam(teams, "Ana");
    shuffleTeams(teams, seededRng(1), rules);
    expect(teams).toEqual(copy);
  });
});

describe("members", () => {
  it("join the chosen team, spaces tidied", () => {
    const { teams, error } = addMember(base(), "b", "  Edu   Lima ", rules);
    expect(error).toBeNull();
    expect(names(teams)).toEqual([
      ["Ana", "Bia"],
      ["Caio", "Duda", "Edu Lima"],
    ]);
    expect(teams[1]?.colour).toBe("rosa");
  });

  it("can't be blank, already in a team (case and accents aside), or join a missing team", () => {
    expect(addMember(base(), "a", "  ", rules).error).toBe("Digite um nome");
    expect(addMember(base(), "a", "caio", rules).error).toBe("caio já está num time");
    expect(addMember(base(), "a", "Dudá", rules).error).toBe("Dudá já está num time");
    expect(addMember(base(), "z", "Edu", rules).error).toBe("Time não encontrado");
  });

  it("stop at the game's maximum", () => {
    let teams = base();
    for (let i = 0; i < 8; i++) teams = addMember(teams, "a", `P${i}`, rules).teams;
    expect(allMembers(teams)).toHaveLength(12);
    expect(addMember(teams, "b", "Mais um", rules).error).toBe("No máximo 12 pessoas neste jogo");
  });

  it("have names of at most 30 characters", () => {
    const { teams } = addMember(base(), "a", "y".repeat(50), rules);
    expect(teams[0]?.members[2]).toHaveLength(PERSON_NAME_MAX);
  });

  it("can be removed", () => {
    expect(names(removeMember(base(), "Ana"))).toEqual([["Bia"], ["Caio", "Duda"]]);
  });

  it("move to the next team, the last one wrapping to the first", () => {
    let teams = moveMemberToNextTeam(base(), "Ana");
    expect(names(teams)).toEqual([["Bia"], ["Caio", "Duda", "Ana"]]);
    teams = moveMemberToNextTeam(teams, "Duda");
    expect(names(teams)).toEqual([
      ["Bia", "Duda"],
      ["Caio", "Ana"],
    ]);
    expect(moveMemberToNextTeam(teams, "ninguém")).toEqual(teams);
  });

  it("are shuffled into balanced teams without losing anyone, the same way for a seed", () => {
    const teams = addMember(three(), "a", "Edu", rules).teams;
    const mixed = shuffleTeams(teams, seededRng(3), rules);
    expect(allMembers(mixed).sort()).toEqual(allMembers(teams).sort());
    const sizes = mixed.map((t) => t.members.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    expect(mixed.map((t) => t.colour)).toEqual(["azul", "rosa", "verde"]);
    expect(shuffleTeams(teams, seededRng(3), rules)).toEqual(mixed);
  });

  it("of a saved group are dealt into the teams, repeats and blanks dropped, up to the maximum", () => {
    const dealt = dealMembers(
      base(),
      ["Gil", "Hugo", "Ivo", "gil", "Jade", " "],
      seededRng(5),
      rules,
    );
    expect(allMembers(dealt).sort()).toEqual(["Gil", "Hugo", "Ivo", "Jade"]);
    expect(dealt.map((t) => t.members.length)).toEqual([2, 2]);
    const crowd = Array.from({ length: 20 }, (_, i) => `P${i}`);
    expect(allMembers(dealMembers(base(), crowd, seededRng(5), rules))).toHaveLength(12);
  });
});

describe("team problems", () => {
  it("are none for two teams of two", () => {
    expect(teamProblems(base(), rules)).toEqual([]);
  });

  it("say how many people each team still needs", () => {
    expect(teamProblems(removeMember(three(), "Ana"), rules)).toEqual([
      "Time Azul precisa de mais 1 pessoa",
      "Time Verde precisa de mais 2 pessoas",
    ]);
  });

  it("catch two teams with the same name and too few teams", () => {
    expect(teamProblems(renameTeam(base(), "b", "Time Azul"), rules)).toEqual([
      "Dois times estão com o mesmo nome",
    ]);
    expect(teamProblems(base().slice(0, 1), rules)).toEqual(["Monte pelo menos 2 times"]);
  });
});
