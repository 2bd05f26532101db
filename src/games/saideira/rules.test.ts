import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import {
  roulettePrompts,
  slotDescriptions,
  slotDescriptionsSemAlcool,
  wheelSlots,
} from "./content";
import {
  allPromptIds,
  chooseSlot,
  DOSE_DUPLA_DRINKS,
  drinksLabel,
  estimatedMinutes,
  MIN_SPIN_TURNS,
  POINT_SCALE,
  planSpin,
  promptById,
  promptIds,
  RULE_ROUNDS,
  refusalPenalty,
  ruleAfterTurn,
  ruleTurnsLabel,
  scoreAnswer,
  slotAtRotation,
  slotDescription,
  slotLabel,
  withDrinkUnit,
} from "./rules";

const slotOf = (kind: string) => wheelSlots.findIndex((s) => s.kind === kind);
const three = () =>
  ["Ana", "Bia", "Caio"].reduce((l, n) => addPlayer(l, n, seededRng(n.length)), emptyList(0));
const fresh = {};

describe("roulette wheel", () => {
  it("reads the slot under the pointer for any rotation", () => {
    expect(slotAtRotation(0)).toBe(0);
    expect(slotAtRotation(-1)).toBe(0);
    expect(slotAtRotation(1)).toBe(wheelSlots.length - 1);
    expect(slotAtRotation(360 * 7)).toBe(0);
  });

  it("lands exactly on the slot chosen before the spin, for every slot and many draws", () => {
    const rng = seededRng(42);
    let rotation = 0;
    for (let i = 0; i < 2000; i++) {
      const { slot, offset01, extraTurns } = chooseSlot(rng);
      const end = planSpin(rotation, slot, offset01, extraTurns);
      expect(slotAtRotation(end)).toBe(slot);
      expect(end - rotation).toBeGreaterThanOrEqual(extraTurns * 360);
      expect(end - rotation).toBeLessThan((extraTurns + 1) * 360);
      rotation = end;
    }
  });

  it("always spins forward at least the minimum number of turns", () => {
    expect(planSpin(100, 3, 0.5) - 100).toBeGreaterThanOrEqual(MIN_SPIN_TURNS * 360);
  });

  it("chooses every slot about equally often", () => {
    const rng = seededRng(9);
    const counts = new Array(wheelSlots.length).fill(0);
    const n = 50_000;
    for (let i = 0; i < n; i++) counts[chooseSlot(rng).slot]++;
    const expected = n / wheelSlots.length;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9); // p = 0.001 for 9 degrees of freedom
  });
});

describe("roulette turns", () => {
  it("a dare done earns its points as a completed challenge (the game passes the turn)", () => {
    const r = scoreAnswer(three(), fresh, slotOf("desafio"), "cumpriu", 1);
    const points = (wheelSlots[slotOf("desafio")]?.points ?? 0) * POINT_SCALE;
    expect(r.list.players[0]).toMatchObject({ points, challengesCompleted: 1 });
    expect(r.penalty).toBe(0);
  });

  it("a drink slot earns its points as a completed drink", () => {
    const r = scoreAnswer(three(), fresh, slotOf("bebe"), "cumpriu", 1);
    expect(r.list.players[0]).toMatchObject({ drinksCompleted: 1, challengesCompleted: 0 });
    expect(r.list.players[0]?.points).toBeGreaterThan(0);
  });

  it("'Todos bebem': every player drinks and scores, not only the spinner", () => {
    const r = scoreAnswer(three(), fresh, slotOf("todos-bebem"), "cumpriu", 1);
    const points = (wheelSlots[slotOf("todos-bebem")]?.points ?? 0) * POINT_SCALE;
    for (const p of r.list.players) expect(p).toMatchObject({ points, drinksCompleted: 1 });
  });

  it("'Escolha alguém': the chosen player drinks and scores, the spinner does not", () => {
    const list = three();
    const chosen = list.players[2]?.id ?? "";
    const r = scoreAnswer(list, fresh, slotOf("escolha-alguem"), "cumpriu", 1, chosen);
    expect(r.list.players[0]).toMatchObject({ points: 0, drinksCompleted: 0 });
    expect(r.list.players[2]?.points).toBeGreaterThan(0);
    expect(r.list.players[2]?.drinksCompleted).toBe(1);
    // The spinner cannot pick themselves to collect the points.
    const self = scoreAnswer(
      list,
      fresh,
      slotOf("escolha-alguem"),
      "cumpriu",
      1,
      list.players[0]?.id,
    );
    expect(self.list.players.map((p) => p.points)).toEqual([0, 0, 0]);
  });

  it("the start screen's duration follows the target: 100 points ~15 min, 200 ~30", () => {
    expect(estimatedMinutes(100)).toBe(15);
    expect(estimatedMinutes(200)).toBe(30);
    expect(estimatedMinutes(10)).toBe(5);
  });

  it("'passe a vez' earns nothing", () => {
    const r = scoreAnswer(three(), fresh, slotOf("passe-a-vez"), "cumpriu", 1);
    expect(r.list.players[0]?.points).toBe(0);
  });

  it("refusing costs an escalating penalty and no points", () => {
    let list = three();
    let refusals: Record<string, number> = fresh;
    const penalties: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = scoreAnswer(list, refusals, slotOf("desafio"), "recusou", 1);
      penalties.push(r.penalty);
      refusals = r.refusals;
      list = r.list; // still Ana: scoring does not pass the turn
    }
    expect(penalties).toEqual([1, 2, 3, 3]);
    // A refusal is a penalty, not a toast: 'Quem mais brindou' does not count it.
    expect(list.players[0]).toMatchObject({ points: 0, drinksCompleted: 0 });
    expect(refusalPenalty(0)).toBe(1);
  });

  it("refusing a Dose dupla never costs more than its two drinks", () => {
    let list = three();
    let refusals: Record<string, number> = fresh;
    const penalties: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = scoreAnswer(list, refusals, slotOf("dose-dupla"), "recusou", 1);
      penalties.push(r.penalty);
      refusals = r.refusals;
      list = r.list;
    }
    expect(penalties).toEqual([1, 2, 2, 2]);
    expect(Math.max(...penalties)).toBeLessThanOrEqual(DOSE_DUPLA_DRINKS);
    expect(refusalPenalty(5, "dose-dupla")).toBe(DOSE_DUPLA_DRINKS);
    expect(refusalPenalty(5, "desafio")).toBe(3);
  });

  it("the refusal texts tell the escalating cost, not a flat sip", () => {
    for (const kind of ["desafio", "verdade"] as const) {
      expect(slotDescriptions[kind], kind).toContain(
        "1 gole na 1ª recusa, 2 na 2ª, 3 da 3ª em diante",
      );
      expect(slotDescriptions[kind], kind).not.toMatch(/Beba um gole/);
    }
    expect(slotDescriptions["dose-dupla"]).toContain(
      "Recusou? Sem pontos, e bebe 1 gole (2 se já recusou)",
    );
  });

  it("sem álcool, the refusal texts keep the same cost, in sips of water", () => {
    for (const kind of ["desafio", "verdade"] as const) {
      const text = slotDescription(kind, "sem-alcool");
      expect(text, kind).toContain("Beba água: 1 gole na 1ª recusa, 2 na 2ª, 3 da 3ª em diante");
      expect(text, kind).not.toContain("copo");
    }
    expect(slotDescription("dose-dupla", "sem-alcool")).toBe(
      slotDescriptionsSemAlcool["dose-dupla"],
    );
    expect(slotDescription("dose-dupla", "sem-alcool")).toContain(
      "toma dois goles de água ou divide com {outro}",
    );
    expect(slotDescription("dose-dupla", "sem-alcool")).toContain(
      "Recusou? Sem pontos, e toma 1 gole (2 se já recusou)",
    );
  });
});

describe("drink units", () => {
  it("rewrites sips as shots when the group plays with doses", () => {
    expect(withDrinkUnit("beba um gole; depois dois goles", "doses")).toBe(
      "beba uma dose; depois duas doses",
    );
    expect(withDrinkUnit("beba um gole", "goles")).toBe("beba um gole");
    expect(drinksLabel(2, "doses")).toBe("2 doses");
    expect(drinksLabel(1, "goles")).toBe("1 gole");
  });

  it("names water as the refusal's cost without alcohol, whatever unit was saved", () => {
    expect(drinksLabel(1, "goles", "sem-alcool")).toBe("1 gole de água");
    expect(drinksLabel(3, "doses", "sem-alcool")).toBe("3 goles de água");
    expect(drinksLabel(2, "doses", "alcool")).toBe("2 doses");
  });
});

describe("slot labels", () => {
  const slot = (kind: string) => wheelSlots.find((s) => s.kind === kind);
  it("swap the drinking slots' names without alcohol and keep the rest", () => {
    const bebe = slot("bebe");
    const dupla = slot("dose-dupla");
    const verdade = slot("verdade");
    if (!bebe || !dupla || !verdade) throw new Error("missing slot");
    expect(slotLabel(bebe, "alcool")).toBe("Bebe!");
    expect(slotLabel(bebe, "sem-alcool")).toBe("Bebe água!");
    expect(slotLabel(dupla, "alcool")).toBe("Dose dupla");
    expect(slotLabel(dupla, "sem-alcool")).toBe("Gole duplo");
    expect(slotLabel(verdade, "sem-alcool")).toBe("Verdade");
  });
});

const drawnRule = (promptId: string) => ({ promptId, names: { jogador: "Ana", outro: "Bia" } });

describe("Regra nova", () => {
  it("lasts RULE_ROUNDS rounds of the players, then ends", () => {
    let rule = ruleAfterTurn(null, drawnRule("regra.a"), 3);
    expect(rule).toEqual({ ...drawnRule("regra.a"), turnsLeft: RULE_ROUNDS * 3 });
    const shown: string[] = [];
    while (rule) {
      shown.push(ruleTurnsLabel(rule.turnsLeft));
      rule = ruleAfterTurn(rule, null, 3);
    }
    expect(shown).toHaveLength(RULE_ROUNDS * 3);
    expect(shown[0]).toBe("vale por mais 6 jogadas");
    expect(shown.at(-1)).toBe("vale só nesta jogada");
  });

  it("a new rule replaces the one in force and starts its count again", () => {
    const old = { ...drawnRule("regra.old"), turnsLeft: 2 };
    expect(ruleAfterTurn(old, drawnRule("regra.new"), 4)).toEqual({
      ...drawnRule("regra.new"),
      turnsLeft: RULE_ROUNDS * 4,
    });
  });

  it("says in the slot how long the rule lasts", () => {
    expect(slotDescriptions.regra).toContain(`vale por ${RULE_ROUNDS} rodadas`);
  });
});

describe("+18 prompts", () => {
  it("stay out of every deck unless they are in play", () => {
    for (const kind of ["desafio", "verdade", "regra"] as const) {
      const adultIds = promptIds(kind, true).filter((id) => promptById(id)?.adult);
      expect(adultIds.length, kind).toBeGreaterThan(0);
      expect(
        promptIds(kind, false).some((id) => adultIds.includes(id)),
        kind,
      ).toBe(false);
      expect(promptIds(kind, true), kind).toHaveLength(roulettePrompts[kind].length);
    }
  });
});

describe("prompt ids", () => {
  const kinds = ["desafio", "verdade", "regra"] as const;

  it("name prompts by kind and text, not position: unique across the roulette", () => {
    const total = kinds.reduce((n, k) => n + roulettePrompts[k].length, 0);
    expect(new Set(allPromptIds).size).toBe(total);
    for (const kind of kinds) {
      const ids = promptIds(kind, true);
      expect(ids.every((id) => id.startsWith(`${kind}.`))).toBe(true);
      ids.forEach((id, i) => {
        expect(promptById(id)).toBe(roulettePrompts[kind][i]);
      });
    }
    expect(promptById("desafio:0")).toBeNull();
  });
});
