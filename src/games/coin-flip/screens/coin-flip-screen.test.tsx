import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, savePlayers } from "../../../client/players-store";
import { addPlayer, emptyList } from "../../../shared/players";
import { seededRng } from "../../../shared/random";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { saveCoinFlipSettings } from "../settings";
import { CoinFlipScreen } from "./coin-flip-screen";

const finish = vi.fn(async (_: { victory: boolean }) => {});
const profile = {
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as DrinkMode,
};

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
vi.mock("../../../client/groups-api", () => ({ useGroups: () => ({ data: undefined }) }));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish, restart: () => {} }),
}));

const GAME = "coin-flip";

function storePlayers(names: string[]) {
  const list = names.reduce((l, n, i) => addPlayer(l, n, seededRng(i + 1), 1), emptyList(0));
  savePlayers(list, GAME);
}

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={["/coin-flip"]}>
      <CoinFlipScreen />
    </MemoryRouter>,
  );

function start(names: string[], drinkMode: DrinkMode = "alcool") {
  storePlayers(names);
  profile.drinkMode = drinkMode;
  const view = renderScreen();
  fireEvent.click(screen.getByRole("button", { name: "Começar" }));
  return view;
}

/** A person reads before tapping: a tap on a turn shown for less than the guard is a double tap. */
const read = () => act(() => new Promise((r) => setTimeout(r, DOUBLE_TAP_GUARD_MS + 30)));

const chip = (name: string) => screen.getByTestId(`call-${name}`);
const flipButton = () => screen.getByTestId("flip");
/** jsdom has no Web Animations, so the coin lands at once. */
async function flip() {
  await read();
  fireEvent.click(flipButton());
  const face = screen.getByTestId("flip-result").textContent?.includes("Cara") ? "cara" : "coroa";
  return { face, drinkers: screen.getByTestId("drinkers").textContent ?? "" };
}

beforeEach(() => {
  window.localStorage.clear();
  finish.mockClear();
});

afterEach(() => {
  cleanup();
  cleanupPlayers(GAME);
  window.localStorage.clear();
});

// jsdom is slow on a busy machine; these tests render the whole screen many times.
describe("CoinFlipScreen", { timeout: 20_000 }, () => {
  it("waits for every call before flipping", () => {
    start(["Ana", "Bia", "Caio"]);
    expect(screen.queryByText("Falta o palpite de Ana, Bia e Caio.")).not.toBeNull();
    fireEvent.click(chip("Ana"));
    fireEvent.click(flipButton());
    expect(screen.queryByTestId("flip-result")).toBeNull();
    expect(screen.queryByText("Falta o palpite de Bia e Caio.")).not.toBeNull();
  });

  it("toggles a chip between cara and coroa", () => {
    start(["Ana", "Bia"]);
    fireEvent.click(chip("Ana"));
    expect(chip("Ana").dataset.call).toBe("cara");
    fireEvent.click(chip("Ana"));
    expect(chip("Ana").dataset.call).toBe("coroa");
    expect(chip("Ana").getAttribute("aria-label")).toBe(
      "Ana, 0 acertos, Coroa. Toque para trocar.",
    );
  });

  it("names who called wrong, scores who called right and logs the flip", async () => {
    start(["Ana", "Bia"]);
    fireEvent.click(chip("Ana")); // cara
    fireEvent.click(chip("Bia"));
    fireEvent.click(chip("Bia")); // coroa
    const { face, drinkers } = await flip();
    const [right, wrong] = face === "cara" ? ["Ana", "Bia"] : ["Bia", "Ana"];
    expect(drinkers).toBe(`${wrong} bebe um gole.`);
    expect(chip(right).textContent).toContain("1 acerto");
    expect(chip(wrong).textContent).toContain("0 acertos");
    const rows = within(screen.getByTestId("history")).getAllByRole("listitem");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain(`beberam: ${wrong}`);
    expect(screen.getByTestId("coin").dataset.face).toBe(face);
    expect(screen.getByRole("status").textContent).toContain(`${wrong} bebe um gole.`);
  });

  it("keeps the calls after every flip unless they are changed, and counts streaks", async () => {
    start(["Ana", "Bia"]);
    fireEvent.click(chip("Ana"));
    fireEvent.click(chip("Bia"));
    fireEvent.click(chip("Bia")); // Ana cara, Bia coroa
    const faces: string[] = [];
    for (let i = 0; i < 6; i++) {
      faces.push((await flip()).face);
      expect([chip("Ana").dataset.call, chip("Bia").dataset.call]).toEqual(["cara", "coroa"]);
      expect(flipButton().getAttribute("aria-disabled")).toBeNull();
    }
    const rows = within(screen.getByTestId("history")).getAllByRole("listitem");
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toMatch(/^#6/);
    const caras = faces.filter((f) => f === "cara").length;
    expect(screen.getByTestId("streaks").textContent).toContain(`${caras} × ${6 - caras}`);
    expect(screen.queryByText(/A moeda não tem memória/)).not.toBeNull();
  });

  it("a reload shows the same result, calls, history and scores", async () => {
    const first = start(["Ana", "Bia"]);
    fireEvent.click(chip("Ana"));
    fireEvent.click(chip("Bia"));
    const { drinkers } = await flip();
    const history = screen.getByTestId("history").textContent;
    const chips = [chip("Ana").textContent, chip("Bia").textContent];
    first.unmount();
    renderScreen();
    expect(screen.getByTestId("drinkers").textContent).toBe(drinkers);
    expect(screen.getByTestId("history").textContent).toBe(history);
    expect([chip("Ana").textContent, chip("Bia").textContent]).toEqual(chips);
  });

  it("offers a forfeit or water without alcohol", async () => {
    start(["Ana", "Bia"], "sem-alcool");
    fireEvent.click(chip("Ana"));
    fireEvent.click(chip("Bia"));
    // Both called cara: both right or both wrong.
    const { face, drinkers } = await flip();
    expect(drinkers).toBe(
      face === "cara"
        ? "Todo mundo acertou: ninguém paga prenda!"
        : "Ana e Bia pagam uma prenda ou tomam um gole de água.",
    );
  });

  it("in a duel, one tap settles both sides and the caller alternates", async () => {
    saveCoinFlipSettings({ mode: "duelo" });
    start(["Ana", "Bia"]);
    expect(screen.queryByText(/^Ana chama/)).not.toBeNull();
    fireEvent.click(chip("Bia"));
    expect(chip("Bia").dataset.call).toBe("");
    fireEvent.click(chip("Ana"));
    expect([chip("Ana").dataset.call, chip("Bia").dataset.call]).toEqual(["cara", "coroa"]);
    const { drinkers } = await flip();
    expect(drinkers).toMatch(/^(Ana|Bia) bebe um gole\.$/);
    fireEvent.click(chip("Bia"));
    expect([chip("Ana").dataset.call, chip("Bia").dataset.call]).toEqual(["coroa", "cara"]);
  });

  it("ends with the podium of right calls", async () => {
    localStorage.setItem("saideira_me", "Ana"); // 'Sou eu': the winner holds the phone
    start(["Ana", "Bia"]);
    const end = screen.getByRole("button", { name: /Encerrar/ }) as HTMLButtonElement;
    expect(end.disabled).toBe(true);
    fireEvent.click(chip("Ana"));
    fireEvent.click(chip("Bia"));
    fireEvent.click(chip("Bia"));
    // Ana called cara and Bia coroa: exactly one of them was right.
    const { face } = await flip();
    await read();
    fireEvent.click(end);
    expect(
      screen.queryByRole("heading", { name: `${face === "cara" ? "Ana" : "Bia"} venceu!` }),
    ).not.toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: face === "cara" });
    fireEvent.click(screen.getByRole("button", { name: "Jogar de novo" }));
    expect(chip("Ana").textContent).toContain("0 acertos");
    expect(screen.queryByTestId("history")).toBeNull();
  });

  it("ends with a tie when everyone has the same right calls", async () => {
    start(["Ana", "Bia"]);
    fireEvent.click(chip("Ana"));
    fireEvent.click(chip("Bia"));
    await flip();
    await read();
    fireEvent.click(screen.getByRole("button", { name: /Encerrar/ }));
    expect(screen.queryByRole("heading", { name: "Empate entre Ana e Bia" })).not.toBeNull();
  });
});
