import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meName } from "../../client/me";
import { loadPlayers } from "../../client/players-store";
import type { GameManifest } from "../../shared/game-manifest";
import { PlayerSetup } from "./player-setup";

// Saved groups come from the server; this screen test needs none.
vi.mock("../../client/groups-api", () => ({ useGroups: () => ({ data: undefined }) }));
vi.mock("../../client/session", () => ({
  useSession: () => ({ profile: { displayName: "bia" } }),
}));

const game = {
  id: "teste-setup",
  name: "Teste",
  minPlayers: 2,
  maxPlayers: 6,
} as GameManifest;

function addNamed(name: string) {
  fireEvent.change(screen.getByPlaceholderText("Nome do jogador"), { target: { value: name } });
  fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
}

function rename(index: number, name: string) {
  const field = screen.getByLabelText(`Nome do jogador ${index}`) as HTMLInputElement;
  fireEvent.change(field, { target: { value: name } });
  fireEvent.blur(field);
  return field;
}

const savedNames = () => loadPlayers(game.id).players.map((p) => p.name);

describe("PlayerSetup", () => {
  beforeEach(() => {
    localStorage.clear();
    render(<PlayerSetup game={game} onStart={() => {}} />);
    addNamed("Ana");
    addNamed("Bia");
  });
  afterEach(cleanup);

  it("refuses adding a name already in the list, ignoring case and spaces", () => {
    addNamed("  ANA ");
    expect(screen.getByRole("alert").textContent).toBe("ANA já está na roda");
    expect(savedNames()).toEqual(["Ana", "Bia"]);
  });

  it("refuses renaming to another player's name and shows the saved name", () => {
    const field = rename(2, " ana ");
    expect(screen.getByRole("alert").textContent).toBe("ana já está na roda: o nome continua Bia");
    expect(field.value).toBe("Bia");
    expect(savedNames()).toEqual(["Ana", "Bia"]);
  });

  it("refuses a blank rename and shows the saved name", () => {
    const field = rename(1, "   ");
    expect(screen.getByRole("alert").textContent).toBe("O nome não pode ficar vazio: continua Ana");
    expect(field.value).toBe("Ana");
    expect(savedNames()).toEqual(["Ana", "Bia"]);
  });

  it("saves a valid rename, trimmed, and shows it", () => {
    const field = rename(2, "  Bruna ");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field.value).toBe("Bruna");
    expect(savedNames()).toEqual(["Ana", "Bruna"]);
  });

  it("'Sou eu' defaults to the player named like the profile and can be moved or cleared", () => {
    const chip = (name: string) => screen.getByRole("button", { name, pressed: undefined });
    expect(chip("Bia").getAttribute("aria-pressed")).toBe("true");
    expect(chip("Ana").getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(chip("Ana"));
    expect(meName()).toBe("Ana");
    expect(chip("Ana").getAttribute("aria-pressed")).toBe("true");
    expect(chip("Bia").getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(chip("Ana"));
    expect(meName()).toBeNull();
  });
});

describe("PlayerSetup's hint on turn order", () => {
  afterEach(cleanup);
  const hint = /A ordem da lista é a ordem das vezes/;

  it("tells that the list's order is the turns' order by default", () => {
    render(<PlayerSetup game={game} onStart={() => {}} />);
    expect(screen.queryByText(hint)).not.toBeNull();
    expect(screen.queryByText(/De 2 a 6 jogadores\./)).not.toBeNull();
  });

  it("says nothing about the order where it does not matter", () => {
    render(<PlayerSetup game={game} orderMatters={false} onStart={() => {}} />);
    expect(screen.queryByText(hint)).toBeNull();
    expect(screen.queryByText(/De 2 a 6 jogadores\./)).not.toBeNull();
  });
});
