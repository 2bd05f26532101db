import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drinkingSentences } from "../../kit/sober-text";
import { loadRouletteSettings } from "../settings";
import { RouletteStartScreen } from "./roulette-start-screen";

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

/** The profile kept on the device while signed out; +18 allowed or not. */
function profileAllowsAdult(showAdult: boolean) {
  localStorage.setItem(
    "saideira_game_prefs",
    JSON.stringify({
      sound: false,
      vibration: false,
      showAdult,
      useLocation: false,
      drinkMode: "alcool",
    }),
  );
}

function renderScreen() {
  render(
    <MemoryRouter>
      <RouletteStartScreen />
    </MemoryRouter>,
  );
}

const optIn = () => screen.getByRole("button", { name: /Perguntas picantes/ });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("Saideira start: +18 prompts", () => {
  it("are off by default even when the profile allows them", () => {
    profileAllowsAdult(true);
    renderScreen();
    expect(optIn().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Escolher jogadores" }));
    expect(loadRouletteSettings().adult).toBe(false);
  });

  it("come in only after the group says 'Todos topam'", () => {
    profileAllowsAdult(true);
    renderScreen();
    fireEvent.click(optIn());
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(optIn().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(optIn());
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    expect(optIn().getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Escolher jogadores" }));
    expect(loadRouletteSettings().adult).toBe(true);
  });

  it("stay locked while the profile hides +18 content", () => {
    profileAllowsAdult(false);
    renderScreen();
    fireEvent.click(optIn());
    expect(screen.queryByRole("button", { name: "Todos topam" })).toBeNull();
    expect(screen.queryByText(/Bloqueado enquanto/)).not.toBeNull();
  });
});

describe("Saideira start: goles or doses", () => {
  it("offers doses without daring anyone to take them", () => {
    profileAllowsAdult(false);
    renderScreen();
    const doses = screen.getByRole("radio", { name: /Doses/ }).closest("label");
    expect(doses?.textContent).toContain("Só se a roda toda combinar");
    expect(document.body.textContent).not.toMatch(/corajos/i);
  });
});

describe("Saideira start in sem álcool", () => {
  it("says nothing of drinking: no '...ou beba'", () => {
    localStorage.setItem(
      "saideira_game_prefs",
      JSON.stringify({
        sound: false,
        vibration: false,
        showAdult: false,
        useLocation: false,
        drinkMode: "sem-alcool",
      }),
    );
    const { container } = render(
      <MemoryRouter>
        <RouletteStartScreen />
      </MemoryRouter>,
    );
    expect(container.textContent).not.toContain("ou beba");
    expect(drinkingSentences(container.textContent ?? "")).toEqual([]);
  });
});

describe("Saideira start: the intro", () => {
  it("does not repeat its heading, and the duration follows the chosen target", () => {
    profileAllowsAdult(false);
    renderScreen();
    const heading = screen.getByRole("heading", { name: "A roleta da noite" });
    expect(heading.nextElementSibling?.textContent).not.toContain("A roleta da noite");
    expect(document.body.textContent).toContain("Com 100 pontos, a partida dura uns 15 minutos");
    fireEvent.change(screen.getByRole("slider"), { target: { value: "200" } });
    expect(document.body.textContent).toContain("Com 200 pontos, a partida dura uns 30 minutos");
  });
});
