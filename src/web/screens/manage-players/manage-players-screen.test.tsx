import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlayerGroup } from "../../../shared/schemas/group";
import { ManagePlayersScreen } from "./manage-players-screen";

const session = vi.hoisted(() => ({
  current: { user: { id: "u1" }, profile: { displayName: "Ana" }, loading: false } as {
    user: unknown;
    profile: unknown;
    loading: boolean;
  },
}));
vi.mock("../../../client/session", () => ({ useSession: () => session.current }));
const signedIn = { user: { id: "u1" }, profile: { displayName: "Ana" }, loading: false };
const guest = { user: null, profile: null, loading: false };

const turma: PlayerGroup = {
  id: "g1",
  name: "Turma",
  players: ["Ana", "Bia"],
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

/** The screen against a fake API that records every write. */
function renderScreen() {
  const writes: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") writes.push(`${method} ${url}`);
      if (method === "DELETE") return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ groups: [turma] }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: async ({ queryKey }) => (await fetch(String(queryKey[0]))).json(),
      },
    },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ManagePlayersScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return writes;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  session.current = signedIn;
});

describe("/manage-players", () => {
  it("refuses to save a group of one, in Portuguese, without a request", async () => {
    const writes = renderScreen();
    fireEvent.click(screen.getByRole("button", { name: /Novo grupo/ }));
    fireEvent.change(screen.getByLabelText("Nome do grupo"), { target: { value: "Sozinho" } });
    fireEvent.change(screen.getByLabelText("Jogadores"), { target: { value: "Ana" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar grupo" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Adicione pelo menos dois jogadores para salvar o grupo",
    );
    expect(writes).toEqual([]);
  });

  it("shows the 30-character limit of a player's name while typing", () => {
    renderScreen();
    fireEvent.click(screen.getByRole("button", { name: /Novo grupo/ }));
    const input = screen.getByLabelText("Jogadores");
    fireEvent.change(input, { target: { value: "Maria Eduarda" } });
    expect(screen.queryByText("13/30")).not.toBeNull();
    fireEvent.change(input, { target: { value: "x".repeat(30) } });
    expect(screen.queryByText("30/30 · limite de caracteres")).not.toBeNull();
    expect(input.getAttribute("maxlength")).toBe("30");
    expect(screen.queryByText("0/40")).not.toBeNull(); // the group's name has its own counter
  });

  it("asks before deleting a group; Cancelar keeps it", async () => {
    const writes = renderScreen();
    const bin = await screen.findByRole("button", { name: "Apagar Turma" });
    fireEvent.click(bin);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Apagar o grupo Turma?");
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Apagar Turma" }));
    fireEvent.click(await screen.findByRole("button", { name: "Apagar" }));
    await waitFor(() => expect(writes).toEqual(["DELETE /api/groups/g1"]));
  });

  describe("as a guest", () => {
    const addPlayer = (name: string) => {
      fireEvent.change(screen.getByLabelText("Jogadores"), { target: { value: name } });
      fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    };

    it("saves, edits and deletes groups on the device, without a request", async () => {
      session.current = guest;
      const writes = renderScreen();
      expect(screen.queryByText(/os grupos ficam só neste aparelho/)).not.toBeNull();
      fireEvent.click(screen.getByRole("button", { name: /Novo grupo/ }));
      fireEvent.change(screen.getByLabelText("Nome do grupo"), { target: { value: "Turma" } });
      addPlayer("Ana");
      fireEvent.click(screen.getByRole("button", { name: "Salvar grupo" }));
      expect((await screen.findByRole("alert")).textContent).toBe(
        "Adicione pelo menos dois jogadores para salvar o grupo",
      );
      addPlayer("Bia");
      fireEvent.click(screen.getByRole("button", { name: "Salvar grupo" }));
      expect(await screen.findByText("Ana, Bia")).not.toBeNull();
      const stored = JSON.parse(localStorage.getItem("saideira_groups") ?? "{}");
      expect(stored.value).toEqual([
        expect.objectContaining({ name: "Turma", players: ["Ana", "Bia"] }),
      ]);
      expect(stored.value[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);

      fireEvent.click(screen.getByRole("button", { name: "Editar Turma" }));
      fireEvent.change(screen.getByLabelText("Nome do grupo"), { target: { value: "Turma 2" } });
      fireEvent.click(screen.getByRole("button", { name: "Salvar grupo" }));
      expect(await screen.findByText("Turma 2")).not.toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Apagar Turma 2" }));
      fireEvent.click(await screen.findByRole("button", { name: "Apagar" }));
      expect(await screen.findByText(/Nenhum grupo ainda/)).not.toBeNull();
      expect(localStorage.getItem("saideira_groups")).toBeNull();
      expect(writes).toEqual([]);
    });
  });
});
