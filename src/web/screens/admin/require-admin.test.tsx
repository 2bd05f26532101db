import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequireAdmin } from "./require-admin";

const session = { user: null as { role: "user" | "admin" } | null };
vi.mock("../../../client/session", () => ({ useSession: () => session }));

afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<p>Painel admin</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe("RequireAdmin", () => {
  it("renders the admin screen for admins", async () => {
    session.user = { role: "admin" };
    renderAt("/admin");
    expect(await screen.findByText("Painel admin")).toBeTruthy();
  });

  it("shows the Portuguese 403 page, with a way back, to everyone else", async () => {
    session.user = { role: "user" };
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "403 · Acesso negado" })).toBeTruthy();
    expect(screen.queryByText("Painel admin")).toBeNull();
    const back = screen.getByRole("link", { name: "Voltar para o painel" });
    expect(back.getAttribute("href")).toBe("/dashboard");
  });
});
