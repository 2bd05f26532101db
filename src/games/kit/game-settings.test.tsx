import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GameSettings } from "./game-settings";
import { useGamePrefs } from "./use-game-prefs";

vi.mock("../../client/session", () => ({ useSession: () => ({ profile: null }) }));
vi.mock("../../client/profile-api", () => ({ useUpdateProfile: () => ({ mutate: vi.fn() }) }));

function Prompt() {
  const prefs = useGamePrefs();
  return <p data-testid="mode">{prefs.drinkMode}</p>;
}

describe("GameSettings (guest)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("changes 'sem álcool' from inside the game, and the game follows at once", () => {
    render(
      <>
        <GameSettings />
        <Prompt />
      </>,
    );
    expect(screen.getByTestId("mode").textContent).toBe("alcool");
    fireEvent.click(screen.getByRole("button", { name: "Ajustes do jogo" }));
    fireEvent.click(screen.getByRole("switch", { name: "Sem álcool" }));
    expect(screen.getByTestId("mode").textContent).toBe("sem-alcool");
    expect(JSON.parse(localStorage.getItem("saideira_game_prefs") ?? "{}").drinkMode).toBe(
      "sem-alcool",
    );
    fireEvent.click(screen.getByRole("switch", { name: "Som" }));
    expect(screen.getByRole("switch", { name: "Som" }).getAttribute("aria-checked")).toBe("false");
  });
});
