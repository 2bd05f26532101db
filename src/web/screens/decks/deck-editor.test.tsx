import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DECK_ITEM_MAX } from "../../../shared/custom-deck";
import type { Deck } from "../../../shared/schemas/deck";
import { DeckEditor } from "./deck-editor";

vi.mock("../../../client/session", () => ({
  useSession: () => ({ user: null, profile: null, loading: false }),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const deck = (n: number): Deck => ({
  id: "0b8f6d0e-5c1a-4d3e-9f2a-7b6c5d4e3f21",
  name: "Cheio",
  game: "eu-nunca",
  adult: false,
  items: Array.from({ length: n }, (_, i) => ({ text: `Eu nunca fiz a coisa ${i}` })),
  version: 1,
  shareCode: null,
  shared: false,
  hidden: false,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
});

function renderEditor(initial: Deck | null = null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/baralhos/novo"]}>
        <Routes>
          <Route path="/baralhos/novo" element={<DeckEditor deck={initial} />} />
          <Route path="/baralhos" element={<p>Lista de baralhos</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// Plain selectors, not label or role queries: those walk every label, slow with 300 rows in jsdom.
/** The deck's item counter as the user reads it ("12/300 itens"). */
const itemCount = () => screen.getByText(/^\d+\/300 itens$/).textContent;
const pasteBox = () => document.querySelector("details textarea") as HTMLTextAreaElement;
const newItem = () => screen.getByPlaceholderText(/Eu nunca dormi no ônibus/);
const paste = (text: string) => {
  fireEvent.change(pasteBox(), { target: { value: text } });
  fireEvent.click(screen.getByText("Adicionar todos"));
};
const status = () => document.querySelector('[role="status"]')?.textContent;
const alertText = () => document.querySelector('[role="alert"]')?.textContent;

describe("the deck editor", () => {
  it("adds a pasted list, leaving out repeats and keeping too-long lines in the box", () => {
    renderEditor();
    const long = "x".repeat(DECK_ITEM_MAX + 1);
    paste(
      `Eu nunca pulei a catraca\n\n  eu NUNCA pulei a catraca!  \nEu nunca menti a idade\n${long}`,
    );
    expect(itemCount()).toBe("2/300 itens");
    expect(screen.getByRole("status").textContent).toBe(
      "2 itens adicionados. “eu NUNCA pulei a catraca!” já estava no baralho e ficou de fora. 1 item passa de 200 caracteres: ficou na caixa para você encurtar.",
    );
    expect((screen.getByLabelText(/Um item por linha/) as HTMLTextAreaElement).value).toBe(long);
    expect(
      screen.getAllByLabelText(/^Item \d+$/).map((e) => (e as HTMLTextAreaElement).value),
    ).toEqual(["Eu nunca pulei a catraca", "Eu nunca menti a idade"]);
  });

  it("refuses a repeated item typed in, saying which", () => {
    renderEditor();
    const field = screen.getByLabelText("Novo item");
    fireEvent.change(field, { target: { value: "Eu nunca dormi no cinema" } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    fireEvent.change(field, { target: { value: "eu nunca, dormi no cinema" } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "“eu nunca, dormi no cinema” já está no baralho.",
    );
    expect(itemCount()).toBe("1/300 itens");
  });

  it("stops at 300 items and says how many did not fit", () => {
    renderEditor(deck(299));
    paste("Novo um\nNovo dois\nNovo três");
    expect(itemCount()).toBe("300/300 itens");
    expect(status()).toBe("1 item adicionado. 2 itens não couberam: o máximo é 300 itens.");
    fireEvent.change(newItem(), { target: { value: "Mais um" } });
    fireEvent.click(screen.getByText("Adicionar"));
    expect(alertText()).toBe("O baralho já tem 300 itens, o máximo.");
  });

  it("reorders with the arrows and counts characters near the limit", () => {
    renderEditor();
    paste(`Primeiro\nSegundo\n${"y".repeat(180)}`);
    fireEvent.click(screen.getByRole("button", { name: "Mover item 2 para cima" }));
    const texts = () =>
      screen
        .getAllByLabelText(/^Item \d+$/)
        .map((e) => (e as HTMLTextAreaElement).value.slice(0, 8));
    expect(texts()).toEqual(["Segundo", "Primeiro", "yyyyyyyy"]);
    // The first row's 'up' does nothing (it stays focusable, aria-disabled).
    fireEvent.click(screen.getByRole("button", { name: "Mover item 1 para cima" }));
    expect(texts()).toEqual(["Segundo", "Primeiro", "yyyyyyyy"]);
    // The new-item field's counter, then the long item's (near the limit); short items show none.
    expect(screen.getAllByText(/^\d+\/200$/).map((e) => e.textContent)).toEqual([
      "0/200",
      "180/200",
    ]);
  });

  it("refuses a deck with one item, then saves it once on the device however fast the taps", async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText("Nome do baralho"), { target: { value: "Firma" } });
    paste("Eu nunca A");
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(screen.getByRole("alert").textContent).toBe("Um baralho precisa de pelo menos 2 itens");
    paste("Eu nunca B");
    const save = screen.getByRole("button", { name: "Salvar" });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByText("Lista de baralhos")).not.toBeNull());
    const stored = JSON.parse(localStorage.getItem("saideira_decks") ?? "{}");
    expect(stored.value).toHaveLength(1);
    expect(stored.value[0]).toMatchObject({
      name: "Firma",
      game: "eu-nunca",
      items: [{ text: "Eu nunca A" }, { text: "Eu nunca B" }],
    });
  });
});
