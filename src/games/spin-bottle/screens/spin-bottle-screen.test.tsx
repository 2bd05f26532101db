import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, savePlayers } from "../../../client/players-store";
import { addPlayer, emptyList } from "../../../shared/players";
import { seededRng } from "../../../shared/random";
import type { DrinkMode, Preferences } from "../../../shared/schemas/profile";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { playerAtAngle } from "../physics";
import { saveSpinBottleSettings } from "../settings";
import { prefetchSpinBottleGame, SpinBottleScreen } from "./spin-bottle-screen";

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

const GAME = "spin-bottle";
const NAMES = ["Ana", "Bia", "Caio", "Duda"];

function storePlayers(names: string[]) {
  const list = names.reduce((l, n, i) => addPlayer(l, n, seededRng(i + 1), 1), emptyList(0));
  savePlayers(list, GAME);
}

function renderScreen(prefs: Partial<Preferences> = {}, drinkMode: DrinkMode = "alcool") {
  Object.assign(profile.preferences, { showAdult: false, ...prefs });
  profile.drinkMode = drinkMode;
  return render(
    <MemoryRouter initialEntries={["/spin-bottle"]}>
      <SpinBottleScreen />
    </MemoryRouter>,
  );
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });

/** A person reads before tapping: a tap on a turn shown for less than the guard is a double tap. */
const read = () => act(() => new Promise((r) => setTimeout(r, DOUBLE_TAP_GUARD_MS + 30)));

/** Spins with the 'Girar' button; reduced motion lands on the next frame. */
async function spin() {
  await read();
  fireEvent.click(button("Girar"));
  return screen.findByTestId("picked");
}

beforeEach(() => {
  window.localStorage.clear();
  finish.mockClear();
  // Reduced motion: the bottle jumps straight to where the physics says it stops.
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  cleanup();
  cleanupPlayers(GAME);
  window.localStorage.clear();
});

// jsdom is slow on a busy machine; these tests render the whole screen many times.
// The browser has the game a moment after the setup is drawn (decision 052).
beforeAll(prefetchSpinBottleGame);

describe("SpinBottleScreen", { timeout: 20_000 }, () => {
  it("starts at the setup and needs 3 players", () => {
    storePlayers(["Ana", "Bia"]);
    renderScreen();
    expect((button("Começar") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText("Adicione mais 1 jogador para começar")).not.toBeNull();
  });

  it("seats every player around the table, first player to spin", () => {
    storePlayers(NAMES);
    renderScreen();
    fireEvent.click(button("Começar"));
    const seats = [...document.querySelectorAll("[data-seat]")].map((s) => s.textContent);
    expect(seats).toEqual(NAMES);
    expect(screen.getByTestId("turn").textContent).toContain("Ana");
    expect(screen.queryByText("Giro 1 de 20")).not.toBeNull();
  });

  it("lands on the player the bottle's angle points at and deals a card", async () => {
    storePlayers(NAMES);
    renderScreen();
    fireEvent.click(button("Começar"));
    const picked = await spin();
    const angle = Number(screen.getByTestId("bottle").dataset.angle);
    const name = NAMES[playerAtAngle(angle, NAMES.length)];
    expect(picked.textContent).toBe(`A garrafa apontou para ${name}!`);
    expect(document.querySelector("[data-landed]")?.textContent).toBe(name);
    const card = screen.getByTestId("prompt");
    expect(card.textContent).not.toMatch(/\{(jogador|outro)\}/);
    expect(screen.getByRole("status").textContent).toContain(`A garrafa apontou para ${name}.`);
  });

  it("a reload shows the same landing and card: the game drew them, not the animation", async () => {
    storePlayers(NAMES);
    const first = renderScreen();
    fireEvent.click(button("Começar"));
    const picked = (await spin()).textContent;
    const card = screen.getByTestId("prompt").textContent;
    const angle = screen.getByTestId("bottle").dataset.angle;
    first.unmount();
    renderScreen();
    expect(screen.getByTestId("picked").textContent).toBe(picked);
    expect(screen.getByTestId("prompt").textContent).toBe(card);
    const again = Number(screen.getByTestId("bottle").dataset.angle);
    expect(playerAtAngle(again, NAMES.length)).toBe(playerAtAngle(Number(angle), NAMES.length));
  });

  it("scores a done card and hands the bottle to the chosen player", async () => {
    storePlayers(NAMES);
    renderScreen();
    fireEvent.click(button("Começar"));
    const name = (await spin()).textContent?.replace(/^A garrafa apontou para (.+)!$/, "$1");
    const kind = screen.getByTestId("prompt").dataset.kind;
    await read();
    fireEvent.click(button(kind === "bebe" ? /^Feito/ : /^Cumpriu/));
    expect(screen.getByTestId("turn").textContent).toContain(name);
    expect(screen.getByTestId(`score-${name}`).textContent).toBe(
      kind === "bebe" ? "0 pontos" : "1 ponto",
    );
    expect(screen.queryByText("Giro 2 de 20")).not.toBeNull();
  });

  it("lets the chosen player pick in 'Quem cai escolhe'", async () => {
    saveSpinBottleSettings({ kindMode: "escolha", rounds: 10, adult: false });
    storePlayers(NAMES);
    renderScreen();
    fireEvent.click(button("Começar"));
    await spin();
    expect(screen.queryByTestId("prompt")).toBeNull();
    await read();
    fireEvent.click(button("Verdade"));
    const card = screen.getByTestId("prompt");
    expect(card.dataset.kind).toBe("verdade");
    expect(card.textContent).toMatch(/\?/);
  });

  it("offers a forfeit instead of a sip without alcohol", async () => {
    saveSpinBottleSettings({ kindMode: "escolha", rounds: 10, adult: false });
    storePlayers(NAMES);
    renderScreen({}, "sem-alcool");
    fireEvent.click(button("Começar"));
    await spin();
    await read();
    fireEvent.click(button("Desafio"));
    expect(button(/^Recusou/).textContent).toContain("paga uma prenda");
  });

  it("ends after the last spin with the podium", async () => {
    saveSpinBottleSettings({ kindMode: "escolha", rounds: 1, adult: false });
    storePlayers(NAMES);
    renderScreen();
    fireEvent.click(button("Começar"));
    await spin();
    await read();
    fireEvent.click(button("Desafio"));
    await read();
    fireEvent.click(button(/^Cumpriu/));
    expect(screen.queryByRole("heading", { name: /venceu!/ })).not.toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: expect.any(Boolean) }); // who wins is up to the bottle
  });

  it("shows who drank on the results, not only the points", async () => {
    saveSpinBottleSettings({ kindMode: "escolha", rounds: 1, adult: false });
    storePlayers(NAMES);
    renderScreen();
    fireEvent.click(button("Começar"));
    const name = (await spin()).textContent?.replace(/^A garrafa apontou para (.+)!$/, "$1");
    await read();
    fireEvent.click(button("Desafio"));
    await read();
    fireEvent.click(button(/^Recusou/));
    const tally = screen.getByRole("region", { name: "Quem bebeu" });
    expect(within(tally).getByTestId(`drinks-${name}`).textContent).toBe(`${name}1 gole`);
    const others = NAMES.filter((n) => n !== name);
    for (const n of others)
      expect(within(tally).getByTestId(`drinks-${n}`).textContent).toBe(`${n}0 goles`);
  });

  it("keeps the spicy questions locked while 18+ is off in the profile", () => {
    renderScreen({ showAdult: false });
    const spicy = button(/Perguntas picantes/);
    expect(spicy.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(spicy);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks the whole group before turning the spicy questions on", () => {
    renderScreen({ showAdult: true });
    fireEvent.click(button(/Perguntas picantes/));
    const dialog = screen.getByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Todos topam" }));
    expect(button(/Perguntas picantes/).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("the locked +18 hint", () => {
  it("points to the game's gear, like every game, not to the profile", () => {
    const { container } = renderScreen({ showAdult: false });
    expect(container.textContent).toContain(
      "desligado nos ajustes do jogo (a engrenagem no topo da tela)",
    );
    expect(container.textContent).not.toContain("seu perfil");
    expect(container.querySelector('a[href="/profile"]')).toBeNull();
  });
});
