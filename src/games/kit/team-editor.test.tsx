import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TeamEditor } from "./team-editor";
import type { Team, TeamRules } from "./teams";

vi.mock("../../client/groups-api", () => ({
  useGroups: () => ({
    data: { groups: [{ id: "g1", name: "Firma", players: ["Gil", "Hugo", "Ivo", "Jade"] }] },
  }),
}));

const rules: TeamRules = { minTeams: 2, maxTeams: 3, minMembers: 2, maxPlayers: 6 };
const colours = ["Azul", "Rosa", "Verde"];
let latest: Team[] = [];

function Harness({ initial }: { initial: Team[] }) {
  const [teams, setTeams] = useState(initial);
  latest = teams;
  return (
    <TeamEditor
      teams={teams}
      rules={rules}
      intro="Os times jogam na ordem da lista."
      newTeam={(all, id) => {
        const name = colours.find((c) => !all.some((t) => t.name === c));
        return name ? { id, name, members: [] } : null;
      }}
      colourOf={() => ({ dot: "bg-sky-400", border: "border-sky-400" })}
      onChange={setTeams}
    />
  );
}

const two = (): Team[] => [
  { id: "a", name: "Azul", members: [] },
  { id: "b", name: "Rosa", members: [] },
];
const show = (initial = two()) => render(<Harness initial={initial} />);
const button = (name: string) => screen.getByRole("button", { name });
const members = () => latest.map((t) => t.members);

function add(team: string, name: string) {
  const input = screen.getByLabelText(`Nova pessoa no ${team}`);
  fireEvent.change(input, { target: { value: name } });
  fireEvent.submit(input); // what Enter does in the field
}

afterEach(cleanup);

describe("TeamEditor", () => {
  it("adds people to each team from its own field, refusing repeats with a reason", () => {
    show();
    add("Time Azul", "Ana");
    add("Time Rosa", "Bia");
    expect(members()).toEqual([["Ana"], ["Bia"]]);
    expect(screen.getByRole("list", { name: "Jogadores do Time Azul" }).textContent).toContain(
      "Ana",
    );
    add("Time Rosa", "ana");
    expect(screen.getByRole("alert").textContent).toBe("ana já está num time");
    expect(screen.getByLabelText("Nova pessoa no Time Rosa").getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(members()).toEqual([["Ana"], ["Bia"]]);
  });

  it("passes someone to the next team or takes them out, keeping the focus in the card", () => {
    show([
      { id: "a", name: "Azul", members: ["Ana", "Bia"] },
      { id: "b", name: "Rosa", members: ["Caio"] },
    ]);
    fireEvent.click(button("Passar Ana para o próximo time"));
    expect(members()).toEqual([["Bia"], ["Caio", "Ana"]]);
    expect(document.activeElement).toBe(screen.getByLabelText("Nova pessoa no Time Azul"));
    fireEvent.click(button("Tirar Caio do Time Rosa"));
    expect(members()).toEqual([["Bia"], ["Ana"]]);
    expect(document.activeElement).toBe(screen.getByLabelText("Nova pessoa no Time Rosa"));
  });

  it("adds teams up to the game's maximum and removes them down to its minimum", () => {
    show();
    expect(screen.queryByRole("button", { name: /^Remover Time/ })).toBeNull();
    fireEvent.click(button("Novo time"));
    expect(latest.map((t) => t.name)).toEqual(["Azul", "Rosa", "Verde"]);
    expect(button("Novo time")).toHaveProperty("disabled", true);
    fireEvent.click(button("Remover Time Rosa"));
    expect(latest.map((t) => t.name)).toEqual(["Azul", "Verde"]);
    expect(screen.queryByRole("button", { name: /^Remover Time/ })).toBeNull();
  });

  it("renames a team when its name field loses focus or Enter is pressed; blank keeps the name", () => {
    show();
    const name = screen.getByLabelText("Nome do time 1") as HTMLInputElement;
    name.focus();
    fireEvent.change(name, { target: { value: "  Os   Brabos " } });
    fireEvent.keyDown(name, { key: "Enter" });
    expect(latest[0]?.name).toBe("Os Brabos");
    const second = screen.getByLabelText("Nome do time 2") as HTMLInputElement;
    fireEvent.change(second, { target: { value: "  " } });
    fireEvent.blur(second);
    expect(latest[1]?.name).toBe("Rosa");
    expect(second.value).toBe("Rosa");
  });

  it("deals a saved group into the teams and mixes them again", () => {
    show();
    expect(button("Misturar times")).toHaveProperty("disabled", true);
    fireEvent.click(button("Firma"));
    expect(members().map((m) => m.length)).toEqual([2, 2]);
    expect(members().flat().sort()).toEqual(["Gil", "Hugo", "Ivo", "Jade"]);
    fireEvent.click(button("Misturar times"));
    expect(members().flat().sort()).toEqual(["Gil", "Hugo", "Ivo", "Jade"]);
    expect(members().map((m) => m.length)).toEqual([2, 2]);
  });

  it("gives every button a target of at least 44 px and a Portuguese name", () => {
    show([
      { id: "a", name: "Azul", members: ["Ana"] },
      { id: "b", name: "Rosa", members: [] },
      { id: "c", name: "Verde", members: [] },
    ]);
    for (const b of screen.getAllByRole("button")) {
      expect(b.className, b.textContent ?? "").toMatch(/\b(size-1[12]|min-h-1[1-4])\b/);
      expect(b.textContent || b.getAttribute("aria-label")).toBeTruthy();
    }
  });
});
