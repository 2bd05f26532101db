import { describe, expect, it } from "vitest";
import { dares, truths } from "./content";
import {
  allowedLevels,
  allPromptIds,
  clampTarget,
  deckIds,
  defaultTruthOrDareSettings,
  type Kind,
  LEVELS,
  type Level,
  noLevelsLeft,
  promptById,
  TARGET_POINTS,
} from "./logic";

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
});

describe("Verdade ou Desafio: target and 18+", () => {
  it("clamps the target to 10..200 and rounds it", () => {
    expect(clampTarget(5)).toBe(TARGET_POINTS.min);
    expect(clampTarget(999)).toBe(TARGET_POINTS.max);
    expect(clampTarget(74.6)).toBe(75);
    expect(clampTarget("80")).toBe(TARGET_POINTS.default);
    expect(clampTarget(Number.NaN)).toBe(50);
  });

  it("says why Picante left when 18+ went off mid-game, and is quiet otherwise", () => {
    expect(noLevelsLeft(["picante"], true)).toBeNull();
    expect(noLevelsLeft(["picante"], false)).toMatch(/Picante saiu.*Escolha outro nível/);
    expect(noLevelsLeft(["leve", "picante"], false)).toMatch(/Picante saiu.*Continuar/);
    expect(noLevelsLeft(["leve", "medio"], false)).toBeNull();
  });
});
