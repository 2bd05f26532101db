import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AGE_CONFIRMED_KEY } from "../../client/age-gate";
import { PlayGate } from "./play-gate";

const session = vi.hoisted(() => ({
  loading: true,
  isNewUser: false,
  profile: null as object | null,
}));
vi.mock("../../client/session", () => ({ useSession: () => session }));

const game = () => (
  <MemoryRouter initialEntries={["/roulette/start"]}>
    <Suspense fallback={<p>Tela de espera</p>}>
      <Routes>
        <Route element={<PlayGate />}>
          <Route path="/roulette/start" element={<h1>Roleta</h1>} />
        </Route>
      </Routes>
    </Suspense>
  </MemoryRouter>
);

/** Rendered in an async act: a render that suspends is retried when its promise settles. */
const renderGame = () =>
  act(async () => {
    render(game());
  });

beforeEach(() => {
  localStorage.clear();
  Object.assign(session, { loading: true, isNewUser: false, profile: null });
});
afterEach(cleanup);

describe("the play gate", () => {
  it("asks a guest on a new device to confirm 18+ (its screen loaded on demand), then plays", async () => {
    const { rerender } = render(game());
    // The session is still being read: the loading screen, not the gate nor the game.
    expect(screen.getByRole("status")).toBeDefined();
    expect(screen.queryByRole("heading", { name: "Roleta" })).toBeNull();
    session.loading = false;
    await act(async () => rerender(game()));
    expect(await screen.findByRole("heading", { name: "Antes de começar" })).toBeDefined();
    expect(screen.queryByRole("heading", { name: "Roleta" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Tenho 18 anos ou mais" }));
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Confirmar e jogar" })),
    );
    expect(screen.getByRole("heading", { name: "Roleta" })).toBeDefined();
    expect(localStorage.getItem(AGE_CONFIRMED_KEY)).toBe("1");
  });

  it("lets a device that confirmed before play at once", async () => {
    localStorage.setItem(AGE_CONFIRMED_KEY, "1");
    session.loading = false;
    await renderGame();
    expect(screen.getByRole("heading", { name: "Roleta" })).toBeDefined();
  });

  it("lets someone signed in with a profile play at once (the profile holds their answer)", async () => {
    Object.assign(session, { loading: false, profile: { displayName: "Ana" } });
    await renderGame();
    expect(screen.getByRole("heading", { name: "Roleta" })).toBeDefined();
    expect(screen.queryByText("Tela de espera")).toBeNull();
  });
});
