import { describe, expect, it } from "vitest";
import {
  addGeneralRule,
  cleanText,
  clearForbiddenWord,
  emptyTracker,
  forgetMissingPlayers,
  generalRuleToDrop,
  giveBathroomPass,
  inForce,
  isGeneralFull,
  isTracker,
  MAX_GENERAL_RULES,
  personalRuleOf,
  removeGeneralRule,
  removePersonalRule,
  setForbiddenWord,
  setPersonalRule,
  spendBathroomPass,
  type Tracker,
} from "./tracker";

const texts = (t: Tracker) => t.general.map((r) => r.text);
const twoRules = () =>
  addGeneralRule(addGeneralRule(emptyTracker(), "Sem nomes", "ana"), "Mão esquerda", "bia");

describe("Sueca tracker: general rules", () => {
  it("starts empty", () => {
    expect(emptyTracker()).toEqual({
      general: [],
      personal: [],
      bathroomPassId: null,
      forbiddenWord: null,
      seq: 0,
    });
    expect(inForce(emptyTracker())).toBe(0);
  });

  it("keeps at most 2 general rules", () => {
    expect(MAX_GENERAL_RULES).toBe(2);
    let t = emptyTracker();
    for (let i = 1; i <= 5; i++) {
      t = addGeneralRule(t, `Regra ${i}`, "ana");
      expect(t.general.length).toBe(Math.min(i, 2));
    }
  });

  it("adds in order, oldest first, with the creator", () => {
    const t = twoRules();
    expect(texts(t)).toEqual(["Sem nomes", "Mão esquerda"]);
    expect(t.general.map((r) => r.ownerId)).toEqual(["ana", "bia"]);
    expect(isGeneralFull(t)).toBe(true);
  });

  it("offers the oldest to drop only when full", () => {
    expect(generalRuleToDrop(addGeneralRule(emptyTracker(), "Uma", "ana"))).toBeNull();
    expect(generalRuleToDrop(twoRules())?.text).toBe("Sem nomes");
  });

  it("a third rule replaces the oldest by default", () => {
    expect(texts(addGeneralRule(twoRules(), "Só cantando", "caio"))).toEqual([
      "Mão esquerda",
      "Só cantando",
    ]);
  });

  it("a third rule replaces the one the table chose", () => {
    const t = twoRules();
    const newest = t.general[1]?.id;
    expect(texts(addGeneralRule(t, "Só cantando", "caio", newest))).toEqual([
      "Sem nomes",
      "Só cantando",
    ]);
  });

  it("an unknown choice falls back to the oldest", () => {
    expect(texts(addGeneralRule(twoRules(), "Só cantando", "caio", "nope"))).toEqual([
      "Mão esquerda",
      "Só cantando",
    ]);
  });

  it("gives every rule its own id", () => {
    let t = emptyTracker();
    const ids = new Set<string>();
    for (let i = 0; i < 6; i++) {
      t = addGeneralRule(t, `Regra ${i}`, null);
      ids.add(t.general.at(-1)?.id ?? "");
    }
    expect(ids.size).toBe(6);
  });

  it("ignores empty rules and tidies spaces", () => {
    const t = emptyTracker();
    expect(addGeneralRule(t, "   ", "ana")).toBe(t);
    expect(texts(addGeneralRule(t, "  Sem   nomes ", "ana"))).toEqual(["Sem nomes"]);
  });

  it("removes a rule by id, and nothing for an unknown id", () => {
    const t = twoRules();
    expect(texts(removeGeneralRule(t, t.general[0]?.id ?? ""))).toEqual(["Mão esquerda"]);
    expect(removeGeneralRule(t, "nope")).toBe(t);
  });
});

describe("Sueca tracker: personal rules", () => {
  it("keeps one personal rule per owner", () => {
    let t = setPersonalRule(emptyTracker(), "ana", "Só fala rimando");
    t = setPersonalRule(t, "bia", "Bate na mesa");
    expect(personalRuleOf(t, "ana")?.text).toBe("Só fala rimando");
    expect(personalRuleOf(t, "bia")?.text).toBe("Bate na mesa");
    expect(personalRuleOf(t, "caio")).toBeNull();
  });

  it("replaces the owner's previous rule, keeping the others", () => {
    let t = setPersonalRule(emptyTracker(), "ana", "Só fala rimando");
    t = setPersonalRule(t, "bia", "Bate na mesa");
    t = setPersonalRule(t, "ana", "Fala com sotaque");
    expect(t.personal.map((r) => [r.ownerId, r.text])).toEqual([
      ["ana", "Fala com sotaque"],
      ["bia", "Bate na mesa"],
    ]);
  });

  it("ignores an empty personal rule", () => {
    const t = setPersonalRule(emptyTracker(), "ana", "Só fala rimando");
    expect(setPersonalRule(t, "ana", " ")).toBe(t);
  });

  it("removes an owner's rule", () => {
    const t = setPersonalRule(emptyTracker(), "ana", "Só fala rimando");
    expect(removePersonalRule(t, "ana").personal).toEqual([]);
    expect(removePersonalRule(t, "bia")).toBe(t);
  });
});

describe("Sueca tracker: bathroom pass", () => {
  it("moves the pass to the latest holder", () => {
    let t = giveBathroomPass(emptyTracker(), "ana");
    expect(t.bathroomPassId).toBe("ana");
    t = giveBathroomPass(t, "caio");
    expect(t.bathroomPassId).toBe("caio");
  });

  it("giving it to the holder changes nothing", () => {
    const t = giveBathroomPass(emptyTracker(), "ana");
    expect(giveBathroomPass(t, "ana")).toBe(t);
  });

  it("is spent when used", () => {
    const t = spendBathroomPass(giveBathroomPass(emptyTracker(), "ana"));
    expect(t.bathroomPassId).toBeNull();
    expect(spendBathroomPass(t)).toBe(t);
  });
});

describe("Sueca tracker: forbidden word", () => {
  it("sets and clears the word", () => {
    const t = setForbiddenWord(emptyTracker(), "  mano ");
    expect(t.forbiddenWord).toBe("mano");
    expect(clearForbiddenWord(t).forbiddenWord).toBeNull();
  });

  it("a new word replaces the old one", () => {
    const t = setForbiddenWord(setForbiddenWord(emptyTracker(), "mano"), "tipo");
    expect(t.forbiddenWord).toBe("tipo");
  });

  it("an empty word clears it; clearing nothing changes nothing", () => {
    expect(
      setForbiddenWord(setForbiddenWord(emptyTracker(), "mano"), " ").forbiddenWord,
    ).toBeNull();
    const t = emptyTracker();
    expect(clearForbiddenWord(t)).toBe(t);
  });

  it("cuts a long word to 30 characters", () => {
    expect(setForbiddenWord(emptyTracker(), "a".repeat(50)).forbiddenWord).toHaveLength(30);
  });
});

describe("Sueca tracker: players leaving and storage", () => {
  it("drops the rule and the pass of players no longer at the table", () => {
    let t = setPersonalRule(emptyTracker(), "ana", "Rimas");
    t = setPersonalRule(t, "bia", "Mesa");
    t = giveBathroomPass(t, "ana");
    t = addGeneralRule(t, "Sem nomes", "ana");
    const after = forgetMissingPlayers(t, ["bia"]);
    expect(after.personal.map((r) => r.ownerId)).toEqual(["bia"]);
    expect(after.bathroomPassId).toBeNull();
    expect(after.general).toHaveLength(1); // general rules belong to the whole table
    expect(forgetMissingPlayers(after, ["bia"])).toBe(after);
  });

  it("counts everything in force", () => {
    let t = twoRules();
    t = setPersonalRule(t, "ana", "Rimas");
    t = giveBathroomPass(t, "bia");
    t = setForbiddenWord(t, "mano");
    expect(inForce(t)).toBe(5);
  });

  it("validates stored trackers", () => {
    expect(isTracker(twoRules())).toBe(true);
    const three = { ...twoRules(), general: [...twoRules().general, ...twoRules().general] };
    expect(isTracker(three)).toBe(false);
    expect(isTracker({ ...emptyTracker(), seq: -1 })).toBe(false);
    expect(isTracker(null)).toBe(false);
  });

  it("cleanText keeps accents and cuts by characters", () => {
    expect(cleanText(" Não  fale   “você” ")).toBe("Não fale “você”");
    expect(cleanText("🍺".repeat(5), 2)).toBe("🍺🍺");
  });
});
