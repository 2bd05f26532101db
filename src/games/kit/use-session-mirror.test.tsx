import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPlayers, playerActions } from "../../client/players-store";
import type { Player } from "../../shared/schemas/player";
import { MIRROR_DEBOUNCE_MS, useSessionMirror } from "./use-session-mirror";

const api = vi.hoisted(() => ({ readSession: vi.fn(), sendOrQueue: vi.fn() }));
// The GET's answer is what `ok` resolves to: the test stands in for the whole typed call.
vi.mock("../../client/api", () => ({
  api: { sessions: { ":gameId": { $get: () => null } } },
  ok: api.readSession,
  segment: (s: string) => s,
}));
vi.mock("../../client/outbox", () => ({ sendOrQueue: api.sendOrQueue }));
vi.mock("../../client/session", () => ({ useSession: () => ({ isAuthenticated: true }) }));

const GAME = "sueca";
const player = (id: string, name: string): Player => ({
  id,
  name,
  points: 0,
  isActive: false,
  challengesCompleted: 0,
  drinksCompleted: 0,
});

function Mirror() {
  useSessionMirror(GAME);
  return null;
}

/** A GET whose answer the test releases when it wants. */
function pendingGet(players: Player[]) {
  let release: () => void = () => {};
  api.readSession.mockReturnValueOnce(
    new Promise((resolve) => {
      release = () => resolve({ session: { players, currentPlayerId: players[1]?.id ?? null } });
    }),
  );
  return () => release();
}

const sentNames = () =>
  api.sendOrQueue.mock.calls.map((c) => (c[2] as { players: Player[] }).players.map((p) => p.name));

describe("useSessionMirror", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    api.readSession.mockReset();
    api.sendOrQueue.mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("restores the server's list into an empty game, current player included, and sends nothing back", async () => {
    const release = pendingGet([player("aaaaaaaaa", "Ana"), player("bbbbbbbbb", "Bia")]);
    render(<Mirror />);
    await act(async () => release());
    const list = loadPlayers(GAME);
    expect(list.players.map((p) => p.name)).toEqual(["Ana", "Bia"]);
    expect(list.currentPlayerIndex).toBe(1);
    expect(list.players.map((p) => p.isActive)).toEqual([false, true]);
    await act(async () => vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS * 2));
    // What was just restored may be sent once (same content); it never sends an empty list.
    for (const names of sentNames()) expect(names).toEqual(["Ana", "Bia"]);
  });

  it("keeps players added while the restore is on its way, and sends them once it answers", async () => {
    const release = pendingGet([player("sssssssss", "Servidor")]);
    render(<Mirror />);
    await act(async () => {
      playerActions(GAME).add("Caio");
    });
    await act(async () => vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS * 2));
    expect(api.sendOrQueue).not.toHaveBeenCalled(); // nothing before the restore answered
    await act(async () => release());
    expect(loadPlayers(GAME).players.map((p) => p.name)).toEqual(["Caio"]);
    await act(async () => vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS));
    expect(sentNames()).toEqual([["Caio"]]);
    expect(api.sendOrQueue.mock.calls[0]?.slice(0, 2)).toEqual([
      "PUT",
      `/api/sessions/${GAME}/players`,
    ]);
  });

  it("sends a game's changes debounced, once per settled list", async () => {
    playerActions(GAME).add("Ana");
    render(<Mirror />);
    expect(api.readSession).not.toHaveBeenCalled(); // a local list is the truth: no restore
    await act(async () => {
      playerActions(GAME).add("Bia");
      vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS / 2);
      playerActions(GAME).add("Caio");
    });
    await act(async () => vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS));
    expect(sentNames()).toEqual([["Ana", "Bia", "Caio"]]);
  });

  it("offline at the start with no local players: sends nothing, so the server's list survives", async () => {
    api.readSession.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    render(<Mirror />);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS * 3));
    expect(api.sendOrQueue).not.toHaveBeenCalled();
  });

  it("offline at the start: the local list stays and is sent later through the outbox", async () => {
    api.readSession.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    render(<Mirror />);
    await act(async () => {});
    await act(async () => {
      playerActions(GAME).add("Duda");
    });
    await act(async () => vi.advanceTimersByTime(MIRROR_DEBOUNCE_MS));
    expect(sentNames()).toEqual([["Duda"]]);
  });
});
