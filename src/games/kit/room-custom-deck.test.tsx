import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomDeck } from "../../shared/custom-deck";
import { RoomDeckSettings } from "./room-deck-settings";

const deck = (id: string, name: string, adult = false): CustomDeck => ({
  id,
  name,
  game: "mais-provavel",
  adult,
  items: [{ text: "Quem é mais provável de A" }, { text: "Quem é mais provável de B" }],
});
const firma = deck("d1", "Firma");
const picante = deck("d2", "Picante da firma", true);

vi.mock("../../client/decks", () => ({
  useDecksFor: () => ({ decks: [firma, picante], loading: false }),
  offeredDeckId: () => null,
}));

type Id = "leve" | "festa";
interface Value {
  levels: Id[];
  rounds: number;
  customDeck?: unknown;
}
let latest: Value = { levels: [], rounds: 10 };
function Lobby({ showAdult, initial }: { showAdult: boolean; initial: Value }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <RoomDeckSettings
      deckLegend="Níveis"
      options={[
        { id: "leve" as const, name: "Leve" },
        { id: "festa" as const, name: "Festa" },
      ]}
      chosen={value.levels}
      showAdult={showAdult}
      noun="o nível"
      adultWarning="Só para maiores de 18."
      onDeck={(levels) => setValue({ ...value, levels })}
      countLegend="Rodadas"
      counts={[5, 10] as const}
      count={10}
      onCount={() => {}}
      custom={{
        game: "mais-provavel",
        deck: value.customDeck,
        defaults: ["leve", "festa"],
        noun: "perguntas",
        onChange: (customDeck, levels) => setValue({ ...value, customDeck, levels }),
      }}
    />
  );
}

const show = (showAdult: boolean, initial: Value = { levels: ["festa"], rounds: 10 }) =>
  render(
    <MemoryRouter>
      <Lobby showAdult={showAdult} initial={initial} />
    </MemoryRouter>,
  );
const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;
const levelBox = (name: string) => screen.queryByRole("checkbox", { name });

afterEach(cleanup);

describe("RoomDeckSettings with the host's custom decks", () => {
  it("a deck plays alone (no levels, the list hidden); mixed brings the defaults back", () => {
    show(false);
    expect(screen.queryByRole("radio", { name: /Picante da firma/ })).toBeNull();
    fireEvent.click(radio(/Firma/));
    expect(latest.customDeck).toEqual(firma);
    expect(latest.levels).toEqual([]);
    expect(levelBox("Leve")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: /Misturar com as perguntas do jogo/ }));
    expect(latest.levels).toEqual(["leve", "festa"]);
    expect(levelBox("Leve")).not.toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: /Misturar/ }));
    expect(latest.levels).toEqual([]);
    fireEvent.click(radio(/Só os do jogo/));
    expect(latest.customDeck).toBeNull();
    expect(latest.levels).toEqual(["leve", "festa"]);
  }, 20_000);

  it("an 18+ deck joins only with the host's 18+ on and after 'Todos topam'", () => {
    show(true);
    fireEvent.click(radio(/Picante da firma/));
    expect(
      screen.queryByRole("dialog", { name: /Liberar o baralho Picante da firma/ }),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(latest.customDeck).toBeUndefined();
    fireEvent.click(radio(/Picante da firma/));
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    expect(latest.customDeck).toEqual(picante);
  }, 20_000);

  it("shows the server's summary as the chosen deck, and keeps it as it is", () => {
    const summary = {
      id: "gone",
      name: "Do antigo anfitrião",
      game: "mais-provavel",
      adult: false,
      size: 42,
    };
    show(false, { levels: [], rounds: 10, customDeck: summary });
    expect(radio(/Do antigo anfitrião/).checked).toBe(true);
    expect(radio(/Do antigo anfitrião/).closest("label")?.textContent).toContain("42 itens");
    expect(levelBox("Leve")).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: /Misturar/ }));
    expect(latest.customDeck).toEqual(summary);
    expect(latest.levels).toEqual(["leve", "festa"]);
    fireEvent.click(radio(/Firma/));
    expect(latest.customDeck).toEqual(firma);
    expect(latest.levels).toEqual(["leve", "festa"]);
  }, 20_000);

  it("a summary of one of the host's decks checks that deck", () => {
    const summary = { id: "d1", name: "Firma", game: "mais-provavel", adult: false, size: 2 };
    show(false, { levels: ["leve"], rounds: 10, customDeck: summary });
    expect(radio(/Firma/).checked).toBe(true);
    expect(screen.getAllByRole("radio", { name: /Firma/ })).toHaveLength(1);
  }, 20_000);
});
