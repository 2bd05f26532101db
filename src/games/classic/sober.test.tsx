import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drinkingSentences } from "../kit/sober-text";
import { challengeCategories } from "./content";
import { ClassicStartScreen } from "./screens/classic-start-screen";
import { categoryFace, challengeIcon } from "./sober";

vi.mock("../../client/session", () => ({
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

const soberPrefs = {
  sound: false,
  vibration: false,
  showAdult: false,
  useLocation: false,
  drinkMode: "sem-alcool",
};

beforeEach(() => localStorage.setItem("saideira_game_prefs", JSON.stringify(soberPrefs)));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("Modo Clássico in sem álcool", () => {
  it("the start screen names no drink: 'Bora Brincar' with a glass of water, no 'Bora Beber'", () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ClassicStartScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByText("Bora Beber")).toBeNull();
    expect(screen.queryByText("Bora Brincar")).not.toBeNull();
    expect(container.querySelector(".lucide-beer")).toBeNull();
    expect(container.querySelector(".lucide-glass-water")).not.toBeNull();
    expect(drinkingSentences(container.textContent ?? "")).toEqual([]);
  });

  it("every prompt, category and icon a sober group can draw names no alcohol", () => {
    for (const category of challengeCategories) {
      const face = categoryFace(category, "sem-alcool");
      expect(drinkingSentences(`${face.name}. ${face.description}`), category.id).toEqual([]);
      expect(["Beer", "Wine", "Martini"]).not.toContain(face.icon);
      for (const c of category.challenges) {
        const text = c.drink && c.alt ? c.alt : c.text;
        expect(drinkingSentences(text), text).toEqual([]);
        expect(["Beer", "Wine", "Martini"], text).not.toContain(
          challengeIcon(c.icon, "sem-alcool"),
        );
      }
    }
  });

  it("keeps 'Bora Beber' and its beer when the group drinks", () => {
    const drinking = challengeCategories.find((c) => c.id === "drinking");
    expect(drinking && categoryFace(drinking, "alcool")).toMatchObject({
      name: "Bora Beber",
      icon: "Beer",
    });
  });
});
