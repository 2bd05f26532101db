import { describe, expect, it } from "vitest";
import { removeTeam } from "../kit/teams";
import { defaultTeams, newTeam, TEAM_RULES, type TeamSetup, teamsProblem } from "./teams";

const base = () => defaultTeams(["t1", "t2"]);
const withTeam = (teams: TeamSetup[], id: string) => {
  const team = newTeam(teams, id);
  return team ? [...teams, team] : teams;
};

describe("Desenha e Bebe teams", () => {
  it("start as two empty teams, Amarelo and Rosa", () => {
    expect(base().map((t) => [t.name, t.color, t.members.length])).toEqual([
      ["Time Amarelo", "amarelo", 0],
      ["Time Rosa", "rosa", 0],
    ]);
  });

  it("grow up to 4, each in a colour not taken", () => {
    const four = withTeam(withTeam(base(), "t3"), "t4");
    expect(four.map((t) => t.color)).toEqual(["amarelo", "rosa", "azul", "verde"]);
    expect(four.at(-1)?.name).toBe("Time Verde");
    expect(newTeam(four, "t5")).toBeNull();
  });

  it("reuse the colour of a removed team", () => {
    const teams = removeTeam(withTeam(withTeam(base(), "t3"), "t4"), "t2", TEAM_RULES);
    expect(newTeam(teams, "t5")?.color).toBe("rosa");
  });

  it("say the first thing missing before the game can start", () => {
    expect(teamsProblem(base())).toBe("Time Amarelo precisa de mais 2 pessoas");
    const ready = base().map((t, i) => ({ ...t, members: i ? ["C", "D"] : ["A", "B"] }));
    expect(teamsProblem(ready)).toBeNull();
  });
});
