// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addPlayer, emptyList } from "../shared/players";
import { seededRng } from "../shared/random";
import type { PlayerList } from "../shared/schemas/player";
import { SESSION_ID_KEY } from "./device-keys";
import { STORAGE_UPDATE_EVENT } from "./events";
import {
  cleanupPlayers,
  DEFAULT_GAME_ID,
  loadPlayers,
  loadSettings,
  PLAYERS_KEY_PREFIX,
  playersKey,
  SETTINGS_KEY_PREFIX,
  type StorageUpdateDetail,
  savePlayers,
  saveSettings,
  settingsKey,
  subscribePlayers,
  subscribeSettings,
  updatePlayers,
  usePlayers,
  useStoredSettings,
} from "./players-store";

interface Settings {
  maxPoints: number;
}
const isSettings = (v: unknown): v is Settings =>
  typeof v === "object" && v !== null && typeof (v as Settings).maxPoints === "number";

function twoPlayers(): PlayerList {
  let list = addPlayer(emptyList(1), "Ana", seededRng(1), 2);
  list = addPlayer(list, "Bia", seededRng(2), 3);
  return list;
}

function captureEvents() {
  const events: StorageUpdateDetail[] = [];
  const listener = (e: Event) => events.push((e as CustomEvent<StorageUpdateDetail>).detail);
  window.addEventListener(STORAGE_UPDATE_EVENT, listener);
  return { events, stop: () => window.removeEventListener(STORAGE_UPDATE_EVENT, listener) };
}

function stubQuotaExceeded() {
  return vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
}

function fireStorageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(
    new StorageEvent("storage", { key, newValue, storageArea: window.localStorage }),
  );
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  window.localStorage.clear();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanupPlayers("classic");
  cleanupPlayers("eu-nunca");
  window.localStorage.clear();
});

describe("keys", () => {
  it("include the prefix, the device session id and the game id", () => {
    const key = playersKey("eu-nunca");
    const sessionId = window.localStorage.getItem(SESSION_ID_KEY);
    expect(sessionId).toBeTruthy();
    expect(key).toBe(`saideira_players_${sessionId}_eu-nunca`);
    expect(settingsKey("eu-nunca")).toBe(`saideira_settings_${sessionId}_eu-nunca`);
  });

  it("default to the classic game", () => {
    expect(DEFAULT_GAME_ID).toBe("classic");
    expect(playersKey()).toBe(
      `${PLAYERS_KEY_PREFIX}${localStorage.getItem(SESSION_ID_KEY)}_classic`,
    );
    expect(settingsKey()).toBe(
      `${SETTINGS_KEY_PREFIX}${localStorage.getItem(SESSION_ID_KEY)}_classic`,
    );
  });

  it("savePlayers writes under the game's key", () => {
    savePlayers(twoPlayers(), "eu-nunca", "update");
    expect(window.localStorage.getItem(playersKey("eu-nunca"))).toContain('"Ana"');
    expect(window.localStorage.getItem(playersKey("classic"))).toBeNull();
  });
});

describe("loadPlayers and savePlayers", () => {
  it("round trip a list", () => {
    const list = twoPlayers();
    expect(savePlayers(list, "classic", "update")).toBe(true);
    expect(loadPlayers("classic")).toEqual(list);
  });

  it("round trip after the in-memory copy is gone (as after a reload)", () => {
    const list = twoPlayers();
    const raw = JSON.stringify(list);
    window.localStorage.setItem(playersKey("eu-nunca"), raw);
    expect(loadPlayers("eu-nunca")).toEqual(list);
  });

  it("returns an empty list when nothing is stored", () => {
    const list = loadPlayers();
    expect(list.players).toEqual([]);
    expect(list.currentPlayerIndex).toBeNull();
  });

  it("returns the same object while the stored text does not change", () => {
    expect(loadPlayers()).toBe(loadPlayers());
    savePlayers(twoPlayers());
    expect(loadPlayers()).toBe(loadPlayers());
  });

  it.each([
    ["invalid JSON", "{oops"],
    ["a number", "42"],
    ["a JSON string", '"42"'],
    ["null", "null"],
    ["a player with a numeric id", '{"players":[{"id":1}]}'],
    ["a bad index type", '{"players":[],"currentPlayerIndex":"0"}'],
  ])("discards %s with a warning and removes the key", (_label, raw) => {
    const key = playersKey("classic");
    window.localStorage.setItem(key, raw);
    const list = loadPlayers("classic");
    expect(list.players).toEqual([]);
    expect(list.currentPlayerIndex).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(key);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it("keeps the stored list when the index is only out of range", () => {
    const list = twoPlayers();
    window.localStorage.setItem(playersKey(), JSON.stringify({ ...list, currentPlayerIndex: 9 }));
    const loaded = loadPlayers();
    expect(loaded.players.map((p) => p.name)).toEqual(["Ana", "Bia"]);
    expect(loaded.currentPlayerIndex).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("storage full or unavailable", () => {
  it("savePlayers does not throw, returns false and keeps the list in memory", () => {
    playersKey(); // the device session id is stored before storage fills up
    stubQuotaExceeded();
    const list = twoPlayers();
    expect(() => savePlayers(list)).not.toThrow();
    expect(savePlayers(list)).toBe(false);
    expect(loadPlayers()).toBe(list);
  });

  it("updatePlayers keeps working in memory", () => {
    playersKey();
    stubQuotaExceeded();
    updatePlayers("classic", (l) => addPlayer(l, "Ana"), "add");
    const list = updatePlayers("classic", (l) => addPlayer(l, "Bia"), "add");
    expect(list.players.map((p) => p.name)).toEqual(["Ana", "Bia"]);
    expect(loadPlayers("classic")).toBe(list);
  });

  it("the stored copy wins again once a save succeeds", () => {
    playersKey();
    const spy = stubQuotaExceeded();
    savePlayers(twoPlayers());
    spy.mockRestore();
    const fresh = addPlayer(emptyList(5), "Caio", seededRng(3), 6);
    expect(savePlayers(fresh)).toBe(true);
    expect(loadPlayers()).toBe(fresh);
  });

  it("saveSettings does not throw, returns false and keeps the settings in memory", () => {
    playersKey();
    stubQuotaExceeded();
    expect(saveSettings({ maxPoints: 50 }, "classic")).toBe(false);
    expect(loadSettings("classic", { maxPoints: 100 }, isSettings)).toEqual({ maxPoints: 50 });
  });

  it("the keys stay stable when the session id cannot be stored", () => {
    stubQuotaExceeded();
    expect(playersKey("classic")).toBe(playersKey("classic"));
    const list = twoPlayers();
    savePlayers(list);
    expect(loadPlayers()).toBe(list);
    cleanupPlayers(); // forget the in-memory list while the fallback key is still in use
  });

  it("reading never throws when storage is unavailable", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(loadPlayers().players).toEqual([]);
    expect(loadSettings("classic", { maxPoints: 100 }, isSettings)).toEqual({ maxPoints: 100 });
  });
});

describe("update events", () => {
  it("savePlayers fires a players event with the action and game id", () => {
    const { events, stop } = captureEvents();
    savePlayers(twoPlayers(), "eu-nunca", "reset");
    stop();
    expect(events).toEqual([{ type: "players", action: "reset", gameId: "eu-nunca" }]);
  });

  it("updatePlayers fires its action", () => {
    const { events, stop } = captureEvents();
    updatePlayers("classic", (l) => addPlayer(l, "Ana"), "add");
    stop();
    expect(events).toEqual([{ type: "players", action: "add", gameId: "classic" }]);
  });

  it("updatePlayers fires nothing and saves nothing when the list does not change", () => {
    const { events, stop } = captureEvents();
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    updatePlayers("classic", (l) => l, "update");
    stop();
    expect(events).toEqual([]);
    expect(setItem).not.toHaveBeenCalledWith(playersKey("classic"), expect.anything());
  });

  it("saveSettings fires a settings event", () => {
    const { events, stop } = captureEvents();
    saveSettings({ maxPoints: 20 }, "eu-nunca");
    stop();
    expect(events).toEqual([{ type: "settings", action: "update", gameId: "eu-nunca" }]);
  });

  it("cleanupPlayers fires cleanup events", () => {
    const { events, stop } = captureEvents();
    cleanupPlayers("eu-nunca");
    stop();
    expect(events).toEqual([
      { type: "players", action: "cleanup", gameId: "eu-nunca" },
      { type: "settings", action: "cleanup", gameId: "eu-nunca" },
    ]);
  });

  it("the event is fired even when storage refused the write", () => {
    playersKey();
    stubQuotaExceeded();
    const { events, stop } = captureEvents();
    savePlayers(twoPlayers(), "classic", "update");
    stop();
    expect(events).toEqual([{ type: "players", action: "update", gameId: "classic" }]);
  });
});

describe("settings", () => {
  it("round trip", () => {
    expect(saveSettings({ maxPoints: 250 }, "classic")).toBe(true);
    expect(loadSettings("classic", { maxPoints: 100 }, isSettings)).toEqual({ maxPoints: 250 });
  });

  it("return the defaults when nothing is stored", () => {
    expect(loadSettings("classic", { maxPoints: 100 }, isSettings)).toEqual({ maxPoints: 100 });
  });

  it("discard invalid data with a warning and return the defaults", () => {
    const key = settingsKey("classic");
    window.localStorage.setItem(key, '{"maxPoints":"muito"}');
    expect(loadSettings("classic", { maxPoints: 100 }, isSettings)).toEqual({ maxPoints: 100 });
    expect(warn).toHaveBeenCalled();
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});

describe("cleanupPlayers", () => {
  it("removes the players and settings keys of the game only", () => {
    savePlayers(twoPlayers(), "classic");
    saveSettings({ maxPoints: 30 }, "classic");
    savePlayers(twoPlayers(), "eu-nunca");
    cleanupPlayers("classic");
    expect(window.localStorage.getItem(playersKey("classic"))).toBeNull();
    expect(window.localStorage.getItem(settingsKey("classic"))).toBeNull();
    expect(window.localStorage.getItem(playersKey("eu-nunca"))).not.toBeNull();
    expect(loadPlayers("classic").players).toEqual([]);
  });
});

describe("subscribePlayers", () => {
  it("is called for the game's events and not after unsubscribing", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribePlayers("classic", onChange);
    savePlayers(twoPlayers(), "classic");
    savePlayers(twoPlayers(), "eu-nunca");
    saveSettings({ maxPoints: 10 }, "classic");
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    savePlayers(twoPlayers(), "classic");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("settings that follow other screens and tabs", () => {
  const load = () => loadSettings("classic", { maxPoints: 100 }, isSettings);

  it("subscribeSettings hears its game's settings only, and stops when unsubscribed", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeSettings("classic", onChange);
    saveSettings({ maxPoints: 20 }, "classic");
    saveSettings({ maxPoints: 30 }, "eu-nunca");
    savePlayers(twoPlayers(), "classic");
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveSettings({ maxPoints: 40 }, "classic");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("a screen's settings change when another tab saves them, not when another game's change", () => {
    saveSettings({ maxPoints: 50 }, "classic");
    const { result } = renderHook(() => useStoredSettings("classic", load));
    expect(result.current[0].maxPoints).toBe(50);
    act(() => result.current[1]({ maxPoints: 70 })); // an edit on this screen, not saved yet
    expect(result.current[0].maxPoints).toBe(70);
    // Another tab writes the key: the browser fires `storage` here.
    act(() => {
      localStorage.setItem(settingsKey("classic"), JSON.stringify({ maxPoints: 300 }));
      window.dispatchEvent(new StorageEvent("storage", { key: settingsKey("classic") }));
    });
    expect(result.current[0].maxPoints).toBe(300);
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: settingsKey("eu-nunca") }));
    });
    expect(result.current[0].maxPoints).toBe(300);
  });
});

describe("usePlayers", () => {
  it("starts with the stored list", () => {
    const list = twoPlayers();
    savePlayers(list);
    const { result } = renderHook(() => usePlayers());
    expect(result.current[0]).toEqual(list);
  });

  it("actions change, persist and re-render the list", () => {
    const { result } = renderHook(() => usePlayers("classic"));
    act(() => {
      result.current[1].add("Ana");
      result.current[1].add("Bia");
    });
    expect(result.current[0].players.map((p) => p.name)).toEqual(["Ana", "Bia"]);
    expect(result.current[0].currentPlayerIndex).toBe(0);
    expect(loadPlayers("classic")).toEqual(result.current[0]);

    const bia = result.current[0].players[1]?.id as string;
    act(() => {
      result.current[1].completeChallenge(bia, 5);
      result.current[1].next();
    });
    expect(result.current[0].currentPlayerIndex).toBe(1);
    expect(result.current[0].players[1]).toMatchObject({ points: 5, challengesCompleted: 1 });

    act(() => {
      result.current[1].completeDrink(bia, 2);
      result.current[1].rename(bia, "Bruna");
      result.current[1].move(bia, 0);
    });
    expect(result.current[0].players.map((p) => p.name)).toEqual(["Bruna", "Ana"]);
    expect(result.current[0].currentPlayerIndex).toBe(0);
    expect(result.current[0].players[0]).toMatchObject({ points: 7, drinksCompleted: 1 });

    act(() => {
      result.current[1].resetPoints();
      result.current[1].setFirst();
    });
    expect(result.current[0].players.every((p) => p.points === 0)).toBe(true);

    act(() => {
      result.current[1].remove(bia);
    });
    expect(result.current[0].players.map((p) => p.name)).toEqual(["Ana"]);

    act(() => {
      result.current[1].clear();
    });
    expect(result.current[0].players).toEqual([]);
    expect(result.current[0].currentPlayerIndex).toBeNull();
  });

  it("actions fire the matching event actions", () => {
    const { result } = renderHook(() => usePlayers("classic"));
    const { events, stop } = captureEvents();
    act(() => {
      const list = result.current[1].add("Ana");
      result.current[1].resetPoints();
      result.current[1].remove(list.players[0]?.id as string);
    });
    stop();
    expect(events.map((e) => e.action)).toEqual(["add", "reset", "remove"]);
    expect(events.every((e) => e.type === "players" && e.gameId === "classic")).toBe(true);
  });

  it("replace stores a valid list and refuses an invalid one", () => {
    const { result } = renderHook(() => usePlayers());
    const list = twoPlayers();
    act(() => {
      result.current[1].replace(list);
    });
    expect(result.current[0].players).toEqual(list.players);
    act(() => {
      result.current[1].replace({ players: [{ id: 1 }] } as unknown as PlayerList);
    });
    expect(result.current[0].players).toEqual(list.players);
    expect(warn).toHaveBeenCalled();
  });

  it("follows a storage event for its key from another tab", () => {
    const { result } = renderHook(() => usePlayers("classic"));
    expect(result.current[0].players).toEqual([]);
    const list = twoPlayers();
    const raw = JSON.stringify(list);
    act(() => {
      // The other tab has already written; this tab only gets the event.
      window.localStorage.setItem(playersKey("classic"), raw);
      fireStorageEvent(playersKey("classic"), raw);
    });
    expect(result.current[0]).toEqual(list);
  });

  it("follows another tab clearing the whole storage", () => {
    savePlayers(twoPlayers());
    const { result } = renderHook(() => usePlayers("classic"));
    expect(result.current[0].players).toHaveLength(2);
    const key = playersKey("classic");
    act(() => {
      window.localStorage.removeItem(key);
      fireStorageEvent(null, null);
    });
    expect(result.current[0].players).toEqual([]);
  });

  it("ignores storage events for other keys", () => {
    const { result } = renderHook(() => usePlayers("classic"));
    const before = result.current[0];
    act(() => {
      window.localStorage.setItem(playersKey("eu-nunca"), JSON.stringify(twoPlayers()));
      fireStorageEvent(playersKey("eu-nunca"), "x");
    });
    expect(result.current[0]).toBe(before);
  });

  it("follows changes made by another hook instance of the same game", () => {
    const a = renderHook(() => usePlayers("classic"));
    const b = renderHook(() => usePlayers("classic"));
    const other = renderHook(() => usePlayers("eu-nunca"));
    act(() => {
      a.result.current[1].add("Ana");
    });
    expect(b.result.current[0].players.map((p) => p.name)).toEqual(["Ana"]);
    expect(other.result.current[0].players).toEqual([]);
  });

  it("follows changes made outside React through the store functions", () => {
    const { result } = renderHook(() => usePlayers("eu-nunca"));
    act(() => {
      updatePlayers("eu-nunca", (l) => addPlayer(l, "Caio"), "add");
    });
    expect(result.current[0].players.map((p) => p.name)).toEqual(["Caio"]);
    act(() => {
      cleanupPlayers("eu-nunca");
    });
    expect(result.current[0].players).toEqual([]);
  });

  it("works under StrictMode and keeps stable actions", () => {
    const { result, rerender } = renderHook(() => usePlayers("classic"), { wrapper: StrictMode });
    const actions = result.current[1];
    act(() => {
      result.current[1].add("Ana");
    });
    rerender();
    expect(result.current[1]).toBe(actions);
    expect(result.current[0].players.map((p) => p.name)).toEqual(["Ana"]);
  });

  it("keeps playing in memory when storage is full", () => {
    playersKey();
    stubQuotaExceeded();
    const { result } = renderHook(() => usePlayers("classic"));
    act(() => {
      result.current[1].add("Ana");
      result.current[1].add("Bia");
      result.current[1].next();
    });
    expect(result.current[0].players.map((p) => p.name)).toEqual(["Ana", "Bia"]);
    expect(result.current[0].currentPlayerIndex).toBe(1);
  });

  it("switches lists when the game id changes", () => {
    savePlayers(twoPlayers(), "eu-nunca");
    const { result, rerender } = renderHook(({ game }) => usePlayers(game), {
      initialProps: { game: "classic" },
    });
    expect(result.current[0].players).toEqual([]);
    rerender({ game: "eu-nunca" });
    expect(result.current[0].players).toHaveLength(2);
  });
});
