import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_NAME, PLAYER_ID_LENGTH } from "./constants";
import {
  addPlayer,
  completeChallenge,
  completeDrink,
  createPlayer,
  currentPlayer,
  emptyList,
  leader,
  movePlayer,
  nextPlayer,
  normalizePlayerName,
  PLAYER_POINTS_MAX,
  parsePlayerList,
  playerNameProblem,
  ranking,
  removePlayer,
  renamePlayer,
  resetPoints,
  setFirstPlayer,
} from "./players";
import { seededRng } from "./random";
import { MAX_PLAYERS_PER_LIST, type Player, type PlayerList } from "./schemas/player";

const T0 = 1_000;
const T1 = 2_000;

function player(id: string, overrides: Partial<Player> = {}): Player {
  return {
    id,
    name: id.toUpperCase(),
    points: 0,
    isActive: false,
    challengesCompleted: 0,
    drinksCompleted: 0,
    ...overrides,
  };
}

/** A list of players with the given ids; the current one (if any) is active. */
function listOf(ids: string[], current: number | null = 0): PlayerList {
  return {
    players: ids.map((id, i) => player(id, { isActive: i === current })),
    currentPlayerIndex: current,
    lastUpdated: T0,
  };
}

const ids = (list: PlayerList) => list.players.map((p) => p.id);
const activeIds = (list: PlayerList) => list.players.filter((p) => p.isActive).map((p) => p.id);

/** Deep-freezes a list so any mutation in the code under test throws. */
function frozen(list: PlayerList): PlayerList {
  for (const p of list.players) Object.freeze(p);
  Object.freeze(list.players);
  return Object.freeze(list);
}

describe("createPlayer", () => {
  it("creates an active player with zero points and counters", () => {
    const p = createPlayer("Ana", seededRng(1));
    expect(p).toMatchObject({
      name: "Ana",
      points: 0,
      isActive: true,
      challengesCompleted: 0,
      drinksCompleted: 0,
    });
  });

  it("gives a random 9-character id of lowercase letters and digits", () => {
    const p = createPlayer("Ana");
    expect(p.id).toHaveLength(PLAYER_ID_LENGTH);
    expect(p.id).toMatch(/^[a-z0-9]{9}$/);
  });

  it("gives different ids to different players", () => {
    const rng = seededRng(2);
    const all = new Set(Array.from({ length: 50 }, () => createPlayer("x", rng).id));
    expect(all.size).toBe(50);
  });

  it("trims the name", () => {
    expect(createPlayer("  Bia  ").name).toBe("Bia");
  });

  it("defaults the name to 'Jogador' when missing", () => {
    expect(createPlayer().name).toBe(DEFAULT_PLAYER_NAME);
  });

  it("defaults the name to 'Jogador' when blank", () => {
    expect(createPlayer("   ").name).toBe("Jogador");
  });
});

describe("normalizePlayerName", () => {
  it("cuts long names to 30 characters", () => {
    expect(normalizePlayerName("a".repeat(40))).toBe("a".repeat(30));
  });

  it("never splits an emoji when cutting", () => {
    const name = `${"a".repeat(29)}🍺`;
    expect(normalizePlayerName(name)).toBe("a".repeat(29));
  });

  it("trims spaces left at the end after cutting", () => {
    expect(normalizePlayerName(`${"a".repeat(29)} b`)).toBe("a".repeat(29));
  });
});

describe("emptyList", () => {
  it("has no players and no current index", () => {
    expect(emptyList(T0)).toEqual({ players: [], currentPlayerIndex: null, lastUpdated: T0 });
  });

  it("defaults lastUpdated to now", () => {
    const before = Date.now();
    const list = emptyList();
    expect(list.lastUpdated).toBeGreaterThanOrEqual(before);
    expect(list.lastUpdated).toBeLessThanOrEqual(Date.now());
  });
});

describe("addPlayer", () => {
  it("makes the first player added active and current", () => {
    const list = addPlayer(emptyList(T0), "Ana", seededRng(1), T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(list.players[0]?.isActive).toBe(true);
    expect(list.players[0]?.name).toBe("Ana");
  });

  it("adds later players inactive and keeps the turn", () => {
    let list = addPlayer(emptyList(T0), "Ana", seededRng(1), T1);
    list = addPlayer(list, "Bia", seededRng(2), T1);
    list = addPlayer(list, "Caio", seededRng(3), T1);
    expect(list.players.map((p) => p.name)).toEqual(["Ana", "Bia", "Caio"]);
    expect(list.currentPlayerIndex).toBe(0);
    expect(list.players.map((p) => p.isActive)).toEqual([true, false, false]);
  });

  it("adds at the end without touching the current player", () => {
    const list = addPlayer(listOf(["a", "b"], 1), "Caio", seededRng(1), T1);
    expect(list.currentPlayerIndex).toBe(1);
    expect(activeIds(list)).toEqual(["b"]);
    expect(list.players[2]?.name).toBe("Caio");
  });

  it("uses 'Jogador' when no name is given", () => {
    const list = addPlayer(emptyList(T0), undefined, seededRng(1), T1);
    expect(list.players[0]?.name).toBe("Jogador");
  });

  it("sets lastUpdated", () => {
    expect(addPlayer(emptyList(T0), "Ana", seededRng(1), T1).lastUpdated).toBe(T1);
  });

  it("never reuses an id already in the list", () => {
    const taken = createPlayer("x", seededRng(5)).id;
    const list = addPlayer(listOf([taken]), "Bia", seededRng(5), T1);
    expect(new Set(ids(list)).size).toBe(2);
  });

  it("returns a full list unchanged", () => {
    const full = listOf(Array.from({ length: MAX_PLAYERS_PER_LIST }, (_, i) => `p${i}`));
    expect(addPlayer(full, "Extra", seededRng(1), T1)).toBe(full);
  });

  it("does not modify the input list", () => {
    const input = frozen(listOf(["a"]));
    const result = addPlayer(input, "Bia", seededRng(1), T1);
    expect(input.players).toHaveLength(1);
    expect(result).not.toBe(input);
  });
});

describe("nextPlayer", () => {
  it("advances to the next player", () => {
    const list = nextPlayer(listOf(["a", "b", "c"], 0), T1);
    expect(list.currentPlayerIndex).toBe(1);
  });

  it("marks only the new current player active", () => {
    const list = nextPlayer(listOf(["a", "b", "c"], 0), T1);
    expect(activeIds(list)).toEqual(["b"]);
  });

  it("wraps from the last player to the first", () => {
    const list = nextPlayer(listOf(["a", "b", "c"], 2), T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(activeIds(list)).toEqual(["a"]);
  });

  it("stays on the only player of a one-player list", () => {
    expect(nextPlayer(listOf(["a"], 0), T1).currentPlayerIndex).toBe(0);
  });

  it("next with no current index takes the first", () => {
    const list = nextPlayer(listOf(["a", "b"], null), T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(activeIds(list)).toEqual(["a"]);
  });

  it("next with an out-of-range index takes the first", () => {
    const list = nextPlayer({ ...listOf(["a", "b"], null), currentPlayerIndex: 7 }, T1);
    expect(list.currentPlayerIndex).toBe(0);
  });

  it("next on an empty list keeps it empty with a null index", () => {
    const empty = emptyList(T0);
    const result = nextPlayer(empty, T1);
    expect(result).toBe(empty);
    expect(result.currentPlayerIndex).toBeNull();
  });

  it("next on an empty list with a stale index resets it to null", () => {
    const result = nextPlayer({ ...emptyList(T0), currentPlayerIndex: 0 }, T1);
    expect(result.currentPlayerIndex).toBeNull();
  });

  it("clears stale active flags on other players", () => {
    const list: PlayerList = {
      players: [player("a", { isActive: true }), player("b", { isActive: true }), player("c")],
      currentPlayerIndex: 0,
      lastUpdated: T0,
    };
    expect(activeIds(nextPlayer(list, T1))).toEqual(["b"]);
  });

  it("sets lastUpdated and does not modify the input", () => {
    const input = frozen(listOf(["a", "b"], 0));
    const result = nextPlayer(input, T1);
    expect(result.lastUpdated).toBe(T1);
    expect(input.currentPlayerIndex).toBe(0);
    expect(input.players[0]?.isActive).toBe(true);
  });
});

describe("setFirstPlayer", () => {
  it("resets the turn to index 0", () => {
    const list = setFirstPlayer(listOf(["a", "b", "c"], 2), T1);
    expect(list.currentPlayerIndex).toBe(0);
  });

  it("leaves only the first player active", () => {
    expect(activeIds(setFirstPlayer(listOf(["a", "b", "c"], 2), T1))).toEqual(["a"]);
  });

  it("takes the first when there was no current index", () => {
    expect(setFirstPlayer(listOf(["a", "b"], null), T1).currentPlayerIndex).toBe(0);
  });

  it("keeps a null index on an empty list", () => {
    const empty = emptyList(T0);
    expect(setFirstPlayer(empty, T1).currentPlayerIndex).toBeNull();
  });
});

describe("removePlayer", () => {
  it("removing the current player moves the turn to the next", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 1), "b", T1);
    expect(ids(list)).toEqual(["a", "c"]);
    expect(list.currentPlayerIndex).toBe(1);
    expect(currentPlayer(list)?.id).toBe("c");
  });

  it("removing the current last player wraps to the first", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 2), "c", T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(currentPlayer(list)?.id).toBe("a");
  });

  it("removing the current first player passes the turn to the new first", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 0), "a", T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(currentPlayer(list)?.id).toBe("b");
  });

  it("removing a player before the current decrements the index", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 2), "a", T1);
    expect(list.currentPlayerIndex).toBe(1);
    expect(currentPlayer(list)?.id).toBe("c");
  });

  it("removing a player after the current leaves the index", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 0), "c", T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(currentPlayer(list)?.id).toBe("a");
  });

  it("removing the only player sets the index to null", () => {
    const list = removePlayer(listOf(["a"], 0), "a", T1);
    expect(list.players).toEqual([]);
    expect(list.currentPlayerIndex).toBeNull();
  });

  it("removing all players one by one ends with a null index", () => {
    let list = listOf(["a", "b", "c"], 1);
    for (const id of ["b", "a", "c"]) list = removePlayer(list, id, T1);
    expect(list.players).toEqual([]);
    expect(list.currentPlayerIndex).toBeNull();
  });

  it("removing an unknown id returns the list unchanged", () => {
    const list = listOf(["a", "b"], 0);
    expect(removePlayer(list, "zzz", T1)).toBe(list);
  });

  it("removing with no current index keeps it null", () => {
    const list = removePlayer(listOf(["a", "b"], null), "a", T1);
    expect(list.currentPlayerIndex).toBeNull();
    expect(activeIds(list)).toEqual([]);
  });

  it("the active flag follows the new current player", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 1), "b", T1);
    expect(activeIds(list)).toEqual(["c"]);
  });

  it("the active flag stays on the current player when another is removed", () => {
    const list = removePlayer(listOf(["a", "b", "c"], 2), "a", T1);
    expect(activeIds(list)).toEqual(["c"]);
  });

  it("sets lastUpdated and does not modify the input", () => {
    const input = frozen(listOf(["a", "b"], 0));
    const result = removePlayer(input, "a", T1);
    expect(result.lastUpdated).toBe(T1);
    expect(ids(input)).toEqual(["a", "b"]);
  });
});

describe("renamePlayer", () => {
  it("renames the player with that id", () => {
    const list = renamePlayer(listOf(["a", "b"]), "b", "Bruna", T1);
    expect(list.players[1]?.name).toBe("Bruna");
    expect(list.players[0]?.name).toBe("A");
  });

  it("trims the new name", () => {
    expect(renamePlayer(listOf(["a"]), "a", "  Lu  ", T1).players[0]?.name).toBe("Lu");
  });

  it("refuses a blank name: the list is unchanged", () => {
    const list = listOf(["a"]);
    expect(renamePlayer(list, "a", "  ", T1)).toBe(list);
  });

  it("refuses the name of another player, ignoring case and spaces", () => {
    const list = listOf(["a", "b"]);
    expect(renamePlayer(list, "b", "a", T1)).toBe(list);
    expect(renamePlayer(list, "b", "  A ", T1)).toBe(list);
  });

  it("lets a player change the case of their own name", () => {
    expect(renamePlayer(listOf(["a"]), "a", "a", T1).players[0]?.name).toBe("a");
  });

  it("keeps the turn", () => {
    const list = renamePlayer(listOf(["a", "b"], 1), "a", "Ana", T1);
    expect(list.currentPlayerIndex).toBe(1);
    expect(activeIds(list)).toEqual(["b"]);
  });

  it("unknown id returns the list unchanged", () => {
    const list = listOf(["a"]);
    expect(renamePlayer(list, "zzz", "X", T1)).toBe(list);
  });

  it("the same name returns the list unchanged", () => {
    const list = listOf(["a"]);
    expect(renamePlayer(list, "a", "A", T1)).toBe(list);
  });

  it("sets lastUpdated and does not modify the input", () => {
    const input = frozen(listOf(["a"]));
    const result = renamePlayer(input, "a", "Ana", T1);
    expect(result.lastUpdated).toBe(T1);
    expect(input.players[0]?.name).toBe("A");
  });
});

describe("playerNameProblem", () => {
  const list = {
    ...listOf(["a", "b"]),
    players: [player("a", { name: "Ana Paula" }), player("b")],
  };

  it("a blank name is a problem", () => {
    expect(playerNameProblem(list, "   ")).toBe("blank");
  });

  it("a name already in the list is a duplicate, whatever the case and spaces", () => {
    expect(playerNameProblem(list, "ana   paula")).toBe("duplicate");
    expect(playerNameProblem(list, " ANA PAULA ")).toBe("duplicate");
  });

  it("a new name is fine", () => {
    expect(playerNameProblem(list, "Bia")).toBeNull();
  });

  it("the player being renamed may keep their own name", () => {
    expect(playerNameProblem(list, "ana paula", "a")).toBeNull();
    expect(playerNameProblem(list, "ana paula", "b")).toBe("duplicate");
  });
});

describe("movePlayer", () => {
  it("moves a player forward", () => {
    expect(ids(movePlayer(listOf(["a", "b", "c", "d"]), "a", 2, T1))).toEqual(["b", "c", "a", "d"]);
  });

  it("moves a player backward", () => {
    expect(ids(movePlayer(listOf(["a", "b", "c", "d"]), "d", 1, T1))).toEqual(["a", "d", "b", "c"]);
  });

  it("the current player stays current when it is the one moved", () => {
    const list = movePlayer(listOf(["a", "b", "c"], 0), "a", 2, T1);
    expect(list.currentPlayerIndex).toBe(2);
    expect(currentPlayer(list)?.id).toBe("a");
    expect(activeIds(list)).toEqual(["a"]);
  });

  it("the current player stays current when another moves across it", () => {
    const list = movePlayer(listOf(["a", "b", "c"], 1), "c", 0, T1);
    expect(ids(list)).toEqual(["c", "a", "b"]);
    expect(list.currentPlayerIndex).toBe(2);
    expect(currentPlayer(list)?.id).toBe("b");
  });

  it("clamps the target position to the list", () => {
    expect(ids(movePlayer(listOf(["a", "b", "c"]), "a", 99, T1))).toEqual(["b", "c", "a"]);
    expect(ids(movePlayer(listOf(["a", "b", "c"]), "c", -5, T1))).toEqual(["c", "a", "b"]);
  });

  it("keeps a null index null", () => {
    expect(movePlayer(listOf(["a", "b"], null), "a", 1, T1).currentPlayerIndex).toBeNull();
  });

  it("moving to the same position returns the list unchanged", () => {
    const list = listOf(["a", "b"]);
    expect(movePlayer(list, "b", 1, T1)).toBe(list);
  });

  it("unknown id returns the list unchanged", () => {
    const list = listOf(["a", "b"]);
    expect(movePlayer(list, "zzz", 0, T1)).toBe(list);
  });

  it("does not modify the input", () => {
    const input = frozen(listOf(["a", "b", "c"]));
    movePlayer(input, "a", 2, T1);
    expect(ids(input)).toEqual(["a", "b", "c"]);
  });
});

describe("resetPoints", () => {
  const scored: PlayerList = {
    players: [
      player("a", { points: 10, challengesCompleted: 2, drinksCompleted: 1 }),
      player("b", { points: 5, isActive: true, challengesCompleted: 1, drinksCompleted: 3 }),
    ],
    currentPlayerIndex: 1,
    lastUpdated: T0,
  };

  it("zeroes points and both counters for all players", () => {
    for (const p of resetPoints(scored, T1).players) {
      expect(p.points).toBe(0);
      expect(p.challengesCompleted).toBe(0);
      expect(p.drinksCompleted).toBe(0);
    }
  });

  it("reset keeps players and turn", () => {
    const list = resetPoints(scored, T1);
    expect(ids(list)).toEqual(["a", "b"]);
    expect(list.players.map((p) => p.name)).toEqual(["A", "B"]);
    expect(list.currentPlayerIndex).toBe(1);
    expect(activeIds(list)).toEqual(["b"]);
  });

  it("sets lastUpdated and does not modify the input", () => {
    const result = resetPoints(scored, T1);
    expect(result.lastUpdated).toBe(T1);
    expect(scored.players[0]?.points).toBe(10);
  });
});

describe("completeChallenge", () => {
  it("adds the points and counts one challenge", () => {
    const list = completeChallenge(listOf(["a", "b"]), "b", 3, T1);
    expect(list.players[1]).toMatchObject({
      points: 3,
      challengesCompleted: 1,
      drinksCompleted: 0,
    });
  });

  it("accumulates over several challenges", () => {
    let list = listOf(["a"]);
    list = completeChallenge(list, "a", 3, T1);
    list = completeChallenge(list, "a", 4, T1);
    expect(list.players[0]).toMatchObject({ points: 7, challengesCompleted: 2 });
  });

  it("zero points still counts the challenge", () => {
    const list = completeChallenge(listOf(["a"]), "a", 0, T1);
    expect(list.players[0]).toMatchObject({ points: 0, challengesCompleted: 1 });
  });

  it("negative or non-finite points add nothing", () => {
    expect(completeChallenge(listOf(["a"]), "a", -5, T1).players[0]?.points).toBe(0);
    expect(completeChallenge(listOf(["a"]), "a", Number.NaN, T1).players[0]?.points).toBe(0);
  });

  it("caps points at the schema maximum", () => {
    const list: PlayerList = {
      ...listOf(["a"]),
      players: [player("a", { points: PLAYER_POINTS_MAX })],
    };
    expect(completeChallenge(list, "a", 10, T1).players[0]?.points).toBe(PLAYER_POINTS_MAX);
  });

  it("keeps the turn and the other players", () => {
    const input = listOf(["a", "b"], 0);
    const list = completeChallenge(input, "b", 3, T1);
    expect(list.currentPlayerIndex).toBe(0);
    expect(list.players[0]).toBe(input.players[0]);
  });

  it("unknown id returns the list unchanged", () => {
    const list = listOf(["a"]);
    expect(completeChallenge(list, "zzz", 3, T1)).toBe(list);
  });

  it("sets lastUpdated and does not modify the input", () => {
    const input = frozen(listOf(["a"]));
    const result = completeChallenge(input, "a", 3, T1);
    expect(result.lastUpdated).toBe(T1);
    expect(input.players[0]?.points).toBe(0);
  });
});

describe("completeDrink", () => {
  it("adds the points and counts one drink", () => {
    const list = completeDrink(listOf(["a", "b"]), "a", 2, T1);
    expect(list.players[0]).toMatchObject({
      points: 2,
      drinksCompleted: 1,
      challengesCompleted: 0,
    });
  });

  it("accumulates over several drinks", () => {
    let list = listOf(["a"]);
    list = completeDrink(list, "a", 1, T1);
    list = completeDrink(list, "a", 1, T1);
    expect(list.players[0]).toMatchObject({ points: 2, drinksCompleted: 2 });
  });

  it("unknown id returns the list unchanged", () => {
    const list = listOf(["a"]);
    expect(completeDrink(list, "zzz", 3, T1)).toBe(list);
  });

  it("does not modify the input", () => {
    const input = frozen(listOf(["a"]));
    completeDrink(input, "a", 3, T1);
    expect(input.players[0]?.drinksCompleted).toBe(0);
  });
});

describe("currentPlayer", () => {
  it("returns the player at the current index", () => {
    expect(currentPlayer(listOf(["a", "b"], 1))?.id).toBe("b");
  });

  it("returns null without a current index", () => {
    expect(currentPlayer(listOf(["a", "b"], null))).toBeNull();
  });

  it("returns null for an empty list", () => {
    expect(currentPlayer(emptyList(T0))).toBeNull();
  });

  it("returns null for an out-of-range index", () => {
    expect(currentPlayer({ ...listOf(["a"]), currentPlayerIndex: 3 })).toBeNull();
  });
});

describe("leader and ranking", () => {
  const scores = (points: number[]): PlayerList => ({
    players: points.map((p, i) => player(`p${i}`, { points: p })),
    currentPlayerIndex: 0,
    lastUpdated: T0,
  });

  it("leader is the player with the most points", () => {
    expect(leader(scores([3, 9, 5]))?.id).toBe("p1");
  });

  it("leader on a tie is the earliest in the list", () => {
    expect(leader(scores([4, 9, 9]))?.id).toBe("p1");
  });

  it("leader is null when nobody has scored", () => {
    expect(leader(scores([0, 0]))).toBeNull();
  });

  it("leader is null for an empty list", () => {
    expect(leader(emptyList(T0))).toBeNull();
  });

  it("ranking sorts by points, ties in list order, without modifying the input", () => {
    const list = scores([3, 9, 3, 5]);
    expect(ranking(list).map((p) => p.id)).toEqual(["p1", "p3", "p0", "p2"]);
    expect(ids(list)).toEqual(["p0", "p1", "p2", "p3"]);
  });
});

describe("parsePlayerList", () => {
  it("accepts a valid list as it is", () => {
    const list = listOf(["a", "b"], 1);
    expect(parsePlayerList(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it("accepts an empty list", () => {
    expect(parsePlayerList(emptyList(T0))).toEqual(emptyList(T0));
  });

  it("fills player defaults and trims names", () => {
    const parsed = parsePlayerList({
      players: [{ id: "abc", name: "  Ana " }],
      currentPlayerIndex: 0,
      lastUpdated: T0,
    });
    expect(parsed?.players[0]).toEqual({
      id: "abc",
      name: "Ana",
      points: 0,
      isActive: true,
      challengesCompleted: 0,
      drinksCompleted: 0,
    });
  });

  it("clamps an out-of-range currentPlayerIndex to null", () => {
    expect(parsePlayerList({ ...listOf(["a"]), currentPlayerIndex: 5 })?.currentPlayerIndex).toBe(
      null,
    );
    expect(parsePlayerList({ ...listOf(["a"]), currentPlayerIndex: -1 })?.currentPlayerIndex).toBe(
      null,
    );
    expect(parsePlayerList({ ...listOf(["a"]), currentPlayerIndex: 0.5 })?.currentPlayerIndex).toBe(
      null,
    );
  });

  it("treats a missing currentPlayerIndex as null and a missing lastUpdated as 0", () => {
    expect(parsePlayerList({ players: [] })).toEqual({
      players: [],
      currentPlayerIndex: null,
      lastUpdated: 0,
    });
  });

  it("makes the active flag follow the index", () => {
    const parsed = parsePlayerList({
      players: [player("a", { isActive: true }), player("b", { isActive: true })],
      currentPlayerIndex: 1,
      lastUpdated: T0,
    });
    expect(parsed && activeIds(parsed)).toEqual(["b"]);
  });

  it("rejects a player with a non-string id", () => {
    expect(parsePlayerList({ players: [{ id: 1 }] })).toBeNull();
  });

  it("rejects the whole list when one player is invalid", () => {
    const bad = { ...listOf(["a", "b"]), players: [player("a"), { ...player("b"), points: -1 }] };
    expect(parsePlayerList(bad)).toBeNull();
  });

  it("rejects duplicate ids", () => {
    expect(parsePlayerList({ ...listOf(["a"]), players: [player("a"), player("a")] })).toBeNull();
  });

  it("rejects more than the maximum number of players", () => {
    const tooMany = listOf(Array.from({ length: MAX_PLAYERS_PER_LIST + 1 }, (_, i) => `p${i}`));
    expect(parsePlayerList(tooMany)).toBeNull();
  });

  it("rejects a non-number currentPlayerIndex", () => {
    expect(parsePlayerList({ ...listOf(["a"]), currentPlayerIndex: "0" })).toBeNull();
  });

  it("rejects a non-number lastUpdated", () => {
    expect(parsePlayerList({ ...listOf(["a"]), lastUpdated: "ontem" })).toBeNull();
  });

  it("rejects values that are not list records", () => {
    for (const value of [null, undefined, 42, "x", [], {}, { players: "a" }]) {
      expect(parsePlayerList(value)).toBeNull();
    }
  });
});
