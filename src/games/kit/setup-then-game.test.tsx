import { act, cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardsGame } from "../cards/logic";
import { defaultCardsSettings } from "../cards/options";
import { deferredGame } from "./deferred-game";
import { lazyPart } from "./lazy-part";
import { readSavedGame, store } from "./saved-games";
import { SetupThenGame } from "./setup-then-game";
import { beginGame, useGame } from "./use-game";

vi.mock("../../client/session", () => ({ useSession: () => ({ isAuthenticated: false }) }));
vi.mock("./use-play-tracking", () => ({
  usePlayTracking: () => ({ finish: async () => {}, restart: () => {} }),
}));

const players = [
  { id: "a", name: "Ana" },
  { id: "b", name: "Bia" },
];

/** A chunk as a test controls it: it arrives (or fails) when the test says so. */
function slow<T>(value: T) {
  let settle: (ok: boolean) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        settle = (ok) => (ok ? resolve(value) : reject(new Error("offline")));
      }),
  );
  return {
    load,
    arrive: () => act(async () => settle(true)),
    fail: () => act(async () => settle(false)),
  };
}

/** The game once stored: what the real game parts draw first, its turn. */
function Game({ begun }: { begun: boolean }) {
  const game = useGame(cardsGame);
  return (
    <p data-testid="game">
      versão {game.state?.version ?? "nenhuma"}
      {begun ? ", depois do Começar" : ""}
    </p>
  );
}

function setup() {
  const rules = slow(cardsGame);
  const part = slow(Game);
  const frame = (content: ReactNode) => (
    <main>
      <h1>Cartas</h1>
      {content}
    </main>
  );
  render(
    <SetupThenGame
      gameId={cardsGame.id}
      rules={deferredGame(rules.load)}
      game={lazyPart(part.load, "Não deu para carregar o jogo.")}
      frame={frame}
      setup={(begin) =>
        frame(
          <button type="button" onClick={() => begin(players, defaultCardsSettings)}>
            Começar
          </button>,
        )
      }
    />,
  );
  return { rules, part };
}

const start = () => act(() => screen.getByRole("button", { name: "Começar" }).click());

describe("a one-screen game: the setup at once, the game after it (decision 052)", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  });
  afterEach(cleanup);

  it("draws the setup before the rules arrive; a tap then starts one game once they do", async () => {
    const { rules, part } = setup();
    expect(screen.queryByRole("button", { name: "Começar" })).not.toBeNull();
    start();
    start(); // a double tap before the rules are there
    expect(readSavedGame(cardsGame)).toBeNull();
    await rules.arrive();
    // One game stored, the page framed while the game's chunk arrives.
    expect(readSavedGame(cardsGame)?.version).toBe(0);
    expect(screen.queryByRole("button", { name: "Começar" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Cartas" })).not.toBeNull();
    await part.arrive();
    expect(screen.getByTestId("game").textContent).toBe("versão 0, depois do Começar");
    // The game starts at the top of the page, wherever the setup was scrolled to.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("shows a stored game, not the setup, after a reload", async () => {
    beginGame(cardsGame, players, defaultCardsSettings);
    const { rules, part } = setup();
    expect(screen.queryByRole("button", { name: "Começar" })).toBeNull();
    await part.arrive();
    await rules.arrive();
    expect(screen.getByTestId("game").textContent).toBe("versão 0");
  });

  it("goes back to the setup when the rules cannot read the stored game", async () => {
    beginGame(cardsGame, players, defaultCardsSettings);
    const saved = store(cardsGame.id).read();
    if (!saved) throw new Error("no stored game");
    store(cardsGame.id).write({ ...saved, stateVersion: saved.stateVersion + 1 });
    const { rules } = setup();
    expect(screen.queryByRole("button", { name: "Começar" })).toBeNull();
    await rules.arrive();
    expect(screen.queryByRole("button", { name: "Começar" })).not.toBeNull();
  });

  it("says so under the page's header when the game's chunk cannot be fetched, and tries again", async () => {
    beginGame(cardsGame, players, defaultCardsSettings);
    const { rules, part } = setup();
    await rules.arrive();
    await part.fail();
    expect(screen.getByRole("alert").textContent).toContain("Não deu para carregar o jogo.");
    expect(screen.queryByRole("heading", { name: "Cartas" })).not.toBeNull();
    act(() => screen.getByRole("button", { name: "Tentar de novo" }).click());
    await part.arrive();
    expect(screen.getByTestId("game").textContent).toBe("versão 0");
  });
});
