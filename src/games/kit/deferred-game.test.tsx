import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { classicGame } from "../classic/logic";
import { defaultClassicSettings } from "../classic/options";
import { cachedLoad } from "./cached-load";
import { deferredGame, useDeferredGame } from "./deferred-game";
import { readSavedGame, store } from "./saved-games";
import { beginGame } from "./use-game";

vi.mock("../../client/session", () => ({ useSession: () => ({ isAuthenticated: false }) }));

const players = [
  { id: "a", name: "Ana" },
  { id: "b", name: "Bia" },
];
const settings = { ...defaultClassicSettings, showAdult: false };

/** The rules as a test controls them: they arrive when `arrive()` is called. */
function slowRules() {
  let arrive = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof classicGame>((resolve) => {
        arrive = () => resolve(classicGame);
      }),
  );
  return { rules: deferredGame(load), load, arrive: () => act(async () => arrive()) };
}

function Setup({
  rules,
  onStarted,
}: {
  rules: ReturnType<typeof slowRules>["rules"];
  onStarted(): void;
}) {
  const { unfinished, begin } = useDeferredGame(classicGame.id, rules);
  return (
    <>
      {unfinished && <p>Continuar a partida</p>}
      <button type="button" onClick={() => begin(players, settings, onStarted)}>
        Começar
      </button>
    </>
  );
}

describe("a setup screen's rules, loaded after its first render", () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("offers 'Continuar' from the stored game at once, then as the rules read it", async () => {
    beginGame(classicGame, players, settings);
    const { rules, load, arrive } = slowRules();
    render(<Setup rules={rules} onStarted={() => {}} />);
    expect(screen.queryByText("Continuar a partida")).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // A stored game the rules can no longer read: 'Continuar' goes once they arrive.
    const saved = store(classicGame.id).read();
    if (!saved) throw new Error("no stored game");
    store(classicGame.id).write({ ...saved, data: { broken: true } });
    await arrive();
    expect(screen.queryByText("Continuar a partida")).toBeNull();
  });

  it("starts a game once the rules arrive when tapped before them, at once after", async () => {
    const { rules, arrive } = slowRules();
    const started = vi.fn();
    render(<Setup rules={rules} onStarted={started} />);
    expect(screen.queryByText("Continuar a partida")).toBeNull();
    act(() => screen.getByRole("button", { name: "Começar" }).click());
    expect(started).not.toHaveBeenCalled();
    expect(readSavedGame(classicGame)).toBeNull();
    await arrive();
    expect(started).toHaveBeenCalledTimes(1);
    const first = readSavedGame(classicGame);
    if (!first) throw new Error("no game started");
    expect(classicGame.players(first.data).map((p) => p.name)).toEqual(["Ana", "Bia"]);
    // Loaded now: the next tap starts a new game in the same turn.
    act(() => screen.getByRole("button", { name: "Começar" }).click());
    expect(started).toHaveBeenCalledTimes(2);
    expect(readSavedGame(classicGame)?.version).toBe(first.version + 1);
  });

  it("fetches a chunk once, and again after a failed fetch", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(7);
    const chunk = cachedLoad(load);
    await expect(chunk.prefetch()).rejects.toThrow("offline");
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.prefetch()).resolves.toBe(7);
    await chunk.prefetch();
    expect(load).toHaveBeenCalledTimes(2);
    expect(chunk.loaded()).toBe(7);
  });
});
