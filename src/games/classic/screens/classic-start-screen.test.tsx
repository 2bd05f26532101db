import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { offerDeck } from "../../../client/decks";
import { MAX_POINTS } from "../../../shared/constants";
import { loadClassicSettings } from "../settings";
import { ClassicStartScreen } from "./classic-start-screen";

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ClassicStartScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("ClassicStartScreen", () => {
  it("lets the target go from 10 up to 1000 points, as in every game with a target", () => {
    show();
    const slider = screen.getByRole("slider") as HTMLInputElement;
    expect(slider.min).toBe(String(MAX_POINTS.min));
    expect(slider.max).toBe("1000");
    fireEvent.change(slider, { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: "Escolher jogadores" }));
    expect(loadClassicSettings().maxPoints).toBe(1000);
  });

  it("preselects an offered deck alone: no categories; mixing shows them again", () => {
    offerDeck({
      id: "shared-ABCD2345",
      name: "Da turma",
      game: "classic",
      adult: false,
      items: [
        { text: "Imite o Zé", kind: "desafio" },
        { text: "Todos brindam", kind: "roda" },
      ],
    });
    show();
    expect((screen.getByRole("radio", { name: /Da turma/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole("checkbox")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: /Misturar/ }));
    expect(screen.queryAllByRole("checkbox").length).toBeGreaterThan(0);
    expect(
      (screen.getByRole("button", { name: "Escolher jogadores" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
