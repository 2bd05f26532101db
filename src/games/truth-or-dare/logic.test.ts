// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import { memoryBag } from "../../shared/shuffle-bag";
import { dares, truths } from "./content";
import {
  allowedLevels,
  allPromptIds,
  COMPLETE_POINTS,
  clampTarget,
  type Draw,
  deckIds,
  defaultTruthOrDareSettings,
  drawPrompt,
  finalRanking,
  type Kind,
  LEVELS,
  type Level,
  legacyPromptId,
  noLevelsLeft,
  promptById,
  resolveTurn,
  resumePhase,
  skipPrompt,
  TARGET_POINTS,
  winnerOf,
} from "./logic";

const three = (): PlayerList =>
  ["Ana", "Bia", "Caio"].reduce((l, n) => addPlayer(l, n, seededRng(n.length), 1), emptyList(0));

/** The game's shuffle bag in memory, like the screen's without localStorage. */
const memoryDraw = (seed = 1): Draw => memoryBag(seededRng(seed), allPromptIds);

const countLevel = (kind: Kind, level: Level) =>
  (kind === "truth" ? truths : dares).filter((p) => p.level === level).length;

describe("Verdade ou Desafio: levels", () => {
  it("starts with leve and médio and a 50-point target", () => {
    expect(defaultTruthOrDareSettings).toEqual({ levels: ["leve", "medio"], maxPoints: 50 });
  });

  it("keeps the chosen levels in canonical order", () => {
    expect(allowedLevels(["medio", "leve"], false)).toEqual(["leve", "medio"]);
    expect(allowedLevels(["picante", "leve"], true)).toEqual(["leve", "picante"]);
  });

  it("drops picante while the profile's 18+ setting is off", () => {
    expect(allowedLevels(["leve", "picante"], false)).toEqual(["leve"]);
    expect(allowedLevels(["picante"], false)).toEqual([]);
  });

  it("plays picante only when it is both allowed and chosen", () => {
    expect(allowedLevels(["leve", "medio"], true)).not.toContain("picante");
    expect(allowedLevels(["picante"], true)).toEqual(["picante"]);
  });
});

describe("Verdade ou Desafio: decks", () => {
  it("has one id per prompt of the kind and levels", () => {
    for (const kind of ["truth", "dare"] as const) {
      for (const level of LEVELS) {
        expect(deckIds(kind, [level])).toHaveLength(countLevel(kind, level));
      }
    }
    expect(deckIds("truth", [])).toEqual([]);
  });

  it("names prompts by kind and text, not position: unique ids across the game", () => {
    expect(deckIds("truth", LEVELS).every((id) => /^truth\.[0-9a-z]{7}$/.test(id))).toBe(true);
    expect(deckIds("dare", LEVELS).every((id) => /^dare\.[0-9a-z]{7}$/.test(id))).toBe(true);
    expect(new Set(allPromptIds).size).toBe(truths.length + dares.length);
    expect(deckIds("truth", ["leve"])).toEqual(
      deckIds("truth", LEVELS).filter((id) => promptById(id)?.prompt.level === "leve"),
    );
  });

  it("reads the old positional ids of stored bags as today's ids", () => {
    expect(legacyPromptId("truth:0")).toBe(deckIds("truth", LEVELS)[0]);
    expect(legacyPromptId(`dare:${dares.length - 1}`)).toBe(deckIds("dare", LEVELS).at(-1));
    expect(legacyPromptId("truth:99999")).toBeNull();
    expect(legacyPromptId("nope:1")).toBeNull();
    expect(legacyPromptId(allPromptIds[0] as string)).toBeNull();
  });

  it("resolves every id to a prompt of its kind and one of the chosen levels", () => {
    for (const kind of ["truth", "dare"] as const) {
      for (const id of deckIds(kind, ["leve", "medio"])) {
        const found = promptById(id);
        expect(found?.kind).toBe(kind);
        expect(["leve", "medio"]).toContain(found?.prompt.level);
        expect(found?.prompt.text).toBeTruthy();
      }
    }
  });

  it("keeps picante prompts out of a deck without picante", () => {
    const levels = allowedLevels(["leve", "medio", "picante"], false);
    for (const id of [...deckIds("truth", levels), ...deckIds("dare", levels)]) {
      expect(promptById(id)?.prompt.level).not.toBe("picante");
    }
  });

  it("returns null for unknown or malformed ids", () => {
    expect(promptById("truth:0")).toBeNull();
    expect(promptById("nope:1")).toBeNull();
    expect(promptById("dare.")).toBeNull();
    expect(promptById("")).toBeNull();
  });

  it("draws from the deck of the chosen kind and levels", () => {
    const offered: string[][] = [];
    const id = drawPrompt("dare", ["medio"], (ids) => {
      offered.push([...ids]);
      return ids[0] as string;
    });
    expect(offered).toEqual([deckIds("dare", ["medio"])]);
    expect(promptById(id ?? "")?.prompt.level).toBe("medio");
    expect(drawPrompt("truth", [], memoryDraw())).toBeNull();
  });

  it("never repeats a prompt before the deck runs out", () => {
    const draw = memoryDraw(3);
    const ids = deckIds("truth", ["leve"]);
    const drawn = ids.map(() => drawPrompt("truth", ["leve"], draw));
    expect(new Set(drawn).size).toBe(ids.length);
  });

  it("changing the levels never brings back a prompt seen under the other levels", () => {
    const draw = memoryDraw(4);
    const mixed = deckIds("truth", ["leve", "medio"]);
    const seen = mixed.slice(0, 30).map(() => drawPrompt("truth", ["leve", "medio"], draw));
    const leve = deckIds("truth", ["leve"]);
    const unseenLeve = leve.filter((id) => !seen.includes(id));
    const next = unseenLeve.map(() => drawPrompt("truth", ["leve"], draw));
    expect([...next].sort()).toEqual([...unseenLeve].sort());
  });
});

describe("Verdade ou Desafio: turns and scoring", () => {
  it("'cumpriu' adds 10 points and a completed challenge, then passes the turn", () => {
    const { list, winner } = resolveTurn(three(), "cumpriu", 50, 2);
    expect(COMPLETE_POINTS).toBe(10);
    expect(winner).toBeNull();
    expect(list.players[0]).toMatchObject({
      points: 10,
      challengesCompleted: 1,
      drinksCompleted: 0,
      isActive: false,
    });
    expect(list.currentPlayerIndex).toBe(1);
    expect(list.players[1]?.isActive).toBe(true);
  });

  it("'recusou' counts a drink and no points, then passes the turn", () => {
    const { list, winner } = resolveTurn(three(), "recusou", 50, 2);
    expect(winner).toBeNull();
    expect(list.players[0]).toMatchObject({
      points: 0,
      drinksCompleted: 1,
      challengesCompleted: 0,
    });
    expect(list.currentPlayerIndex).toBe(1);
  });

  it("uses the default target when none is given", () => {
    let l = three();
    for (let turn = 0; turn < 3 * 4; turn++) l = resolveTurn(l, "cumpriu").list;
    expect(l.players.map((p) => p.points)).toEqual([40, 40, 40]);
    expect(resolveTurn(l, "cumpriu").winner?.name).toBe("Ana");
  });

  it("wraps the turn from the last player to the first", () => {
    let l = three();
    for (let i = 0; i < 3; i++) l = resolveTurn(l, "recusou", 50).list;
    expect(l.currentPlayerIndex).toBe(0);
    expect(l.players.map((p) => p.drinksCompleted)).toEqual([1, 1, 1]);
  });

  it("ends the game when a player reaches the target, and the winner keeps the turn", () => {
    let l = three();
    let winner = null;
    for (let turn = 0; turn < 10 && !winner; turn++)
      ({ list: l, winner } = resolveTurn(l, "cumpriu", 20));
    expect(winner?.name).toBe("Ana");
    expect(winner?.points).toBe(20);
    expect(l.currentPlayerIndex).toBe(0);
    expect(finalRanking(l)[0]).toEqual({ name: "Ana", points: 20 });
  });

  it("a refusal never reaches the target: only 'cumpriu' scores", () => {
    let l = three();
    for (let turn = 0; turn < 3 * 4; turn++) l = resolveTurn(l, "cumpriu", 50).list;
    const refused = resolveTurn(l, "recusou", 50);
    expect(refused.winner).toBeNull();
    expect(refused.list.players[0]?.points).toBe(40);
    expect(refused.list.currentPlayerIndex).toBe(1);
  });

  it("does nothing without a current player", () => {
    const l = { ...three(), currentPlayerIndex: null };
    expect(resolveTurn(l, "cumpriu", 50)).toEqual({ list: l, winner: null });
  });

  it("'Pular' keeps the same list, player and kind with another prompt", () => {
    const draw = memoryDraw(5);
    const l = three();
    const first = drawPrompt("dare", ["leve"], draw);
    const skipped = skipPrompt(l, "dare", ["leve"], draw);
    expect(skipped.list).toBe(l);
    expect(skipped.list.currentPlayerIndex).toBe(0);
    expect(skipped.promptId).not.toBe(first);
    expect(promptById(skipped.promptId ?? "")?.kind).toBe("dare");
    expect(skipped.list.players.every((p) => p.points === 0 && p.drinksCompleted === 0)).toBe(true);
  });
});

describe("Verdade ou Desafio: target and resuming", () => {
  it("clamps the target to 10..200 and rounds it", () => {
    expect(clampTarget(5)).toBe(TARGET_POINTS.min);
    expect(clampTarget(999)).toBe(TARGET_POINTS.max);
    expect(clampTarget(74.6)).toBe(75);
    expect(clampTarget("80")).toBe(TARGET_POINTS.default);
    expect(clampTarget(Number.NaN)).toBe(50);
  });

  it("finds no winner until someone reaches the target", () => {
    const { list } = resolveTurn(three(), "cumpriu", 50);
    expect(winnerOf(list, 20)).toBeNull();
    expect(winnerOf(list, 10)?.name).toBe("Ana");
  });

  it("resumes a game in progress at 'choose' after a reload", () => {
    const { list } = resolveTurn(three(), "cumpriu", 50);
    expect(resumePhase(list, defaultTruthOrDareSettings, false, 2)).toBe("choose");
  });

  it("starts at 'setup' without enough players, after a finished game or with nothing to play", () => {
    const solo = addPlayer(emptyList(0), "Ana", seededRng(1), 1);
    expect(resumePhase(solo, defaultTruthOrDareSettings, false, 2)).toBe("setup");
    const won = resolveTurn(three(), "cumpriu", 10).list;
    expect(resumePhase(won, { levels: ["leve"], maxPoints: 10 }, false, 2)).toBe("setup");
    expect(resumePhase(three(), { levels: ["picante"], maxPoints: 50 }, false, 2)).toBe("setup");
    expect(resumePhase(three(), { levels: ["picante"], maxPoints: 50 }, true, 2)).toBe("choose");
  });
});

describe("no level left mid-game", () => {
  it("says why when only Picante was chosen and 18+ went off", () => {
    const settings = { levels: ["picante" as const], maxPoints: 50 };
    expect(noLevelsLeft(settings, true)).toBeNull();
    expect(noLevelsLeft(settings, false)).toMatch(/Picante saiu/);
  });

  it("asks for a level when none is chosen, and is quiet when one is playable", () => {
    expect(noLevelsLeft({ levels: [], maxPoints: 50 }, true)).toBe(
      "Escolha pelo menos um nível para continuar.",
    );
    expect(noLevelsLeft({ levels: ["leve", "picante"], maxPoints: 50 }, false)).toBeNull();
  });
});
