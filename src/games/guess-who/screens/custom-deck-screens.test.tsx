import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, playerActions } from "../../../client/players-store";
import type { CustomDeck } from "../../../shared/custom-deck";
import { defaultPreferences } from "../../../shared/schemas/profile";
import { readSavedGame } from "../../kit/saved-games";
import { guessWhoGame } from "../logic";
import { COUNTDOWN_MS } from "../turn";
import { GuessWhoPlayScreen } from "./guess-who-play-screen";
import { GuessWhoThemeScreen } from "./guess-who-theme-screen";

const long = "Supercalifragilisticexpialidocious".repeat(5);
const deck: CustomDeck = {
  id: "deck-1",
  name: "Da firma",
  game: "guess-who",
  adult: false,
  items: [{ text: long }, { text: "Chefe" }],
};
const adultDeck: CustomDeck = { ...deck, id: "deck-2", name: "Picante da firma", adult: true };

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));
vi.mock("../../../client/decks", () => ({
  useDecksFor: () => ({ decks: [deck, adultDeck], loading: false }),
  offeredDeckId: () => null,
}));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish: async () => {}, restart: () => {} }),
}));

function renderFlow(showAdult: boolean) {
  localStorage.setItem(
    "saideira_game_prefs",
    JSON.stringify({
      ...defaultPreferences,
      showAdult,
      sound: false,
      vibration: false,
      drinkMode: "alcool",
    }),
  );
  const players = playerActions("guess-who");
  players.add("Ana");
  players.add("Bia");
  render(
    <MemoryRouter initialEntries={["/guess-who/theme"]}>
      <Routes>
        <Route path="/guess-who/theme" element={<GuessWhoThemeScreen />} />
        <Route path="/guess-who/play" element={<GuessWhoPlayScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const radio = (name: RegExp) => screen.getByRole("radio", { name });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  cleanupPlayers("guess-who");
  vi.useRealTimers();
});

describe("Quem Sou Eu with a custom deck", () => {
  it("plays the deck alone: no themes, and the long word wraps on the forehead", () => {
    vi.useFakeTimers();
    renderFlow(false);
    expect(screen.queryByRole("radio", { name: /Picante da firma/ })).toBeNull();
    fireEvent.click(radio(/Da firma/));
    expect(screen.queryByRole("group", { name: /^Temas/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Começar o jogo" }));
    const settings = readSavedGame(guessWhoGame)?.data.settings;
    expect(settings?.themes).toEqual([]);
    expect(settings?.customDeck?.id).toBe("deck-1");
    expect(settings?.showAdult).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Estou pronto!" }));
    act(() => vi.advanceTimersByTime(COUNTDOWN_MS + 500));
    const word = screen.getByTestId("word");
    expect([long, "Chefe"]).toContain(word.textContent);
    expect(word.className).toContain("[overflow-wrap:anywhere]");
    expect(screen.queryByText("Da firma")).not.toBeNull();
  }, 20_000);

  it("mixes the deck with the themes, and an 18+ deck asks the group first", () => {
    renderFlow(true);
    fireEvent.click(radio(/Picante da firma/));
    expect(
      screen.queryByRole("dialog", { name: /Liberar o baralho Picante da firma/ }),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    fireEvent.click(screen.getByRole("switch", { name: /Misturar com as palavras do jogo/ }));
    expect(screen.queryByRole("group", { name: /^Temas/ })).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Começar o jogo" }));
    const settings = readSavedGame(guessWhoGame)?.data.settings;
    expect(settings?.themes.length).toBeGreaterThan(0);
    expect(settings?.customDeck?.id).toBe("deck-2");
    expect(settings?.showAdult).toBe(true);
  }, 20_000);
});
