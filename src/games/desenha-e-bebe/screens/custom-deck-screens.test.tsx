import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomDeck } from "../../../shared/custom-deck";
import { emptyDrawing } from "../drawing";
import { DesenhaRoomChoices } from "../room/settings";
import type { DesenhaRoomSettings } from "../room-logic";
import { newGame } from "../rules";
import { defaultTeams } from "../teams";
import { OutcomePhase } from "./outcome-phase";

const long = "Pneumoultramicroscopicossilicovulcanoconiótico".repeat(4);
const deck: CustomDeck = {
  id: "d1",
  name: "Palavras da turma",
  game: "desenha-e-bebe",
  adult: false,
  items: [{ text: long }, { text: "Churrasco" }],
};

vi.mock("../../../client/decks", () => ({
  useDecksFor: () => ({ decks: [deck], loading: false }),
  offeredDeckId: () => null,
}));

let latest: DesenhaRoomSettings | null = null;
const summary = { id: "gone", name: "Deck antigo", game: "desenha-e-bebe", adult: false, size: 9 };
function Lobby({ initial }: { initial: DesenhaRoomSettings }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <DesenhaRoomChoices value={value} onChange={setValue} />;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("Desenha e Bebe with a custom deck", () => {
  it("the outcome shows the view's last word with its deck's name, wrapping anywhere", () => {
    const game = newGame(defaultTeams(["a", "b"]), 10);
    const team = game.teams[0];
    if (!team) throw new Error("no team");
    const played = {
      ...game,
      last: {
        teamId: team.id,
        drawer: "Ana",
        wordId: "custom.x",
        outcome: "acertaram" as const,
        points: 1,
        sips: 0,
      },
    };
    render(
      <OutcomePhase
        game={played}
        lastWord={{
          id: "custom.x",
          text: long,
          category: "objeto",
          difficulty: "medio",
          deckName: deck.name,
        }}
        drawing={emptyDrawing}
        drinkMode="alcool"
        onNext={() => {}}
      />,
    );
    const word = screen.getByTestId("last-word");
    expect(word.textContent?.toLowerCase()).toBe(long.toLowerCase());
    expect(word.className).toContain("[overflow-wrap:anywhere]");
    expect(screen.queryByText(/Palavras da turma/)).not.toBeNull();
    expect(screen.queryByText(/Objeto/)).toBeNull();
  }, 20_000);

  it("the room lobby plays the deck alone with no difficulty, and keeps the server's summary", () => {
    const initial = {
      seconds: 60,
      laps: 1,
      category: "aleatorio",
      difficulties: [],
      customDeck: summary,
    } as unknown as DesenhaRoomSettings;
    render(
      <MemoryRouter>
        <Lobby initial={initial} />
      </MemoryRouter>,
    );
    expect((screen.getByRole("radio", { name: /Deck antigo/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole("group", { name: /Dificuldade/ })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "2" }));
    expect(latest).toMatchObject({ laps: 2, difficulties: [], customDeck: summary });
    fireEvent.click(screen.getByRole("radio", { name: /Palavras da turma/ }));
    expect(latest).toMatchObject({ difficulties: [], customDeck: deck });
    fireEvent.click(screen.getByRole("radio", { name: /Só os do jogo/ }));
    expect(latest?.customDeck).toBeUndefined();
    expect(latest?.difficulties.length).toBeGreaterThan(0);
    expect(screen.queryByRole("group", { name: /Dificuldade/ })).not.toBeNull();
  }, 20_000);
});
