import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  addMember,
  addTeam,
  defaultTeams,
  moveMemberToNextTeam,
  playerCount,
  removeMember,
  removeTeam,
  renameTeam,
  shuffleTeams,
  TEAM_LIMITS,
  type TeamSetup,
  teamsFromNames,
  teamsProblem,
} from "./teams";

const base = () => defaultTeams(["t1", "t2"]);

function fill(teams: readonly TeamSetup[], perTeam: string[][]): readonly TeamSetup[] {
  let result = teams;
  perTeam.forEach((names, i) => {
    for (const name of names) {
      const r = addMember(result, result[i]?.id ?? "", { id: `m-${name}`, name });
      if (r.error !== null) throw new Error(r.error);
      result = r.teams;
    }
  });
  return result;
}

describe("teams", () => {
  it("start as two empty teams, Amarelo and Rosa", () => {
    expect(base().map((t) => [t.name, t.color, t.members.length])).toEqual([
      ["Time Amarelo", "amarelo", 0],
      ["Time Rosa", "rosa", 0],
    ]);
  });

  it("add up to 4 teams, each in a colour not taken", () => {
    let teams: readonly TeamSetup[] = base();
    teams = addTeam(teams, "t3");
    teams = addTeam(teams, "t4");
    expect(teams.map((t) => t.color)).toEqual(["amarelo", "rosa", "azul", "verde"]);
    expect(addTeam(teams, "t5")).toBe(teams);
    expect(teams).toHaveLength(TEAM_LIMITS.maxTeams);
  });

  it("reuse the colour of a removed team", () => {
    let teams = addTeam(addTeam(base(), "t3"), "t4");
    teams = removeTeam(teams, "t2");
    expect(addTeam(teams, "t5").at(-1)?.color).toBe("rosa");
  });

  it("never go below 2 teams", () => {
    const teams = base();
    expect(removeTeam(teams, "t1")).toBe(teams);
  });

  it("rename, trimming spaces, and fall back to the colour's name when blank", () => {
    expect(renameTeam(base(), "t1", "  Os   Rabiscos ")[0]?.name).toBe("Os Rabiscos");
    expect(renameTeam(base(), "t2", "   ")[1]?.name).toBe("Time Rosa");
    expect(renameTeam(base(), "t1", "x".repeat(40))[0]?.name).toHaveLength(
      TEAM_LIMITS.nameMaxLength,
    );
  });
});

describe("members", () => {
  it("join the chosen team", () => {
    const teams = fill(base(), [["Ana", "Bia"], ["Caio"]]);
    expect(teams.map((t) => t.members.map((m) => m.name))).toEqual([["Ana", "Bia"], ["Caio"]]);
    expect(playerCount(teams)).toBe(3);
  });

  it("need a name", () => {
    expect(addMember(base(), "t1", { id: "x", name: "  " }).error).toBe("Digite um nome");
  });

  it("have unique names across all teams, whatever the case", () => {
    const teams = fill(base(), [["Ana"], []]);
    expect(addMember(teams, "t2", { id: "x", name: "ana" }).error).toBe("ana já está num time");
  });

  it("are 16 at most", () => {
    const names = Array.from({ length: 16 }, (_, i) => `P${i}`);
    const teams = fill(base(), [names.slice(0, 8), names.slice(8)]);
    expect(addMember(teams, "t1", { id: "x", name: "Mais um" }).error).toBe(
      "No máximo 16 jogadores",
    );
  });

  it("cannot join a team that does not exist", () => {
    expect(addMember(base(), "nope", { id: "x", name: "Ana" }).error).toBe("Time não encontrado");
  });

  it("can be removed", () => {
    const teams = removeMember(fill(base(), [["Ana", "Bia"], []]), "m-Ana");
    expect(teams[0]?.members.map((m) => m.name)).toEqual(["Bia"]);
  });

  it("move to the next team, the last one wrapping to the first", () => {
    let teams = fill(base(), [["Ana"], ["Bia"]]);
    teams = moveMemberToNextTeam(teams, "m-Ana");
    expect(teams.map((t) => t.members.map((m) => m.name))).toEqual([[], ["Bia", "Ana"]]);
    teams = moveMemberToNextTeam(teams, "m-Bia");
    expect(teams.map((t) => t.members.map((m) => m.name))).toEqual([["Bia"], ["Ana"]]);
  });

  it("leave the teams alone when moving someone unknown", () => {
    const teams = fill(base(), [["Ana"], []]);
    expect(moveMemberToNextTeam(teams, "ghost")).toBe(teams);
  });
});

describe("drawing teams", () => {
  it("shuffles everyone into teams whose sizes differ by at most one", () => {
    const teams = fill(addTeam(base(), "t3"), [["A", "B", "C", "D", "E"], ["F", "G"], []]);
    const shuffled = shuffleTeams(teams, seededRng(42));
    const sizes = shuffled.map((t) => t.members.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    const everyone = shuffled.flatMap((t) => t.members.map((m) => m.name)).sort();
    expect(everyone).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
  });

  it("shuffles the same way with the same seed", () => {
    const teams = fill(base(), [
      ["A", "B", "C"],
      ["D", "E", "F"],
    ]);
    expect(shuffleTeams(teams, seededRng(1))).toEqual(shuffleTeams(teams, seededRng(1)));
  });

  it("deals a saved group's names in turn, skipping repeats and blanks", () => {
    const teams = teamsFromNames(
      base(),
      ["Ana", "Bia", "ana", " ", "Caio", "Duda"],
      ["1", "2", "3", "4", "5", "6"],
    );
    expect(teams.map((t) => t.members.map((m) => m.name))).toEqual([
      ["Ana", "Caio"],
      ["Bia", "Duda"],
    ]);
  });

  it("takes at most 16 names from a saved group", () => {
    const names = Array.from({ length: 20 }, (_, i) => `P${i}`);
    const teams = teamsFromNames(base(), names, names);
    expect(playerCount(teams)).toBe(16);
  });
});

describe("ready to play", () => {
  it("needs 2 players in every team", () => {
    expect(teamsProblem(fill(base(), [["Ana", "Bia"], ["Caio"]]))).toBe(
      "Time Rosa precisa de mais 1 jogador",
    );
    expect(teamsProblem(base())).toBe("Time Amarelo precisa de mais 2 jogadores");
  });

  it("needs a different name for each team", () => {
    const teams = renameTeam(
      fill(base(), [
        ["A", "B"],
        ["C", "D"],
      ]),
      "t2",
      "time amarelo",
    );
    expect(teamsProblem(teams)).toBe("Dê um nome diferente para cada time");
  });

  it("is fine with 2 full teams", () => {
    expect(
      teamsProblem(
        fill(base(), [
          ["A", "B"],
          ["C", "D"],
        ]),
      ),
    ).toBeNull();
  });

  it("needs at least 2 teams", () => {
    const [one] = fill(base(), [["A", "B"], []]);
    expect(teamsProblem(one ? [one] : [])).toBe("Monte pelo menos 2 times");
  });
});
