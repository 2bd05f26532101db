import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_POINTS } from "../../../shared/constants";
import { loadClassicSettings } from "../settings";
import { ClassicStartScreen } from "./classic-start-screen";

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("ClassicStartScreen", () => {
  it("lets the target go from 10 up to 1000 points, as in every game with a target", () => {
    render(
      <MemoryRouter>
        <ClassicStartScreen />
      </MemoryRouter>,
    );
    const slider = screen.getByRole("slider") as HTMLInputElement;
    expect(slider.min).toBe(String(MAX_POINTS.min));
    expect(slider.max).toBe("1000");
    fireEvent.change(slider, { target: { value: "1000" } });
    fireEvent.click(screen.getByRole("button", { name: "Escolher jogadores" }));
    expect(loadClassicSettings().maxPoints).toBe(1000);
  });
});
