import { describe, expect, it } from "vitest";
import { presetById } from "./presets";
import {
  activeRules,
  chooseDecks,
  choosePreset,
  cleanRule,
  defaultSuecaSettings,
  editOverwritesCustom,
  editRule,
  isSuecaSettings,
  type SuecaSettings,
} from "./rule-settings";

const mine = { title: "Meu ás", text: "Quem tirou dança.", effect: "nenhum" as const };

describe("Sueca settings", () => {
  it("defaults to the classic rules and one deck", () => {
    expect(defaultSuecaSettings).toEqual({ source: "classica", custom: null, decks: 1 });
    expect(activeRules(defaultSuecaSettings)).toBe(presetById("classica").rules);
  });

  it("uses the chosen preset's rules", () => {
    const s = choosePreset(defaultSuecaSettings, "nordeste");
    expect(activeRules(s)).toBe(presetById("nordeste").rules);
  });

  it("editing a rank copies the rules in use into a custom set and uses it", () => {
    const s = editRule(choosePreset(defaultSuecaSettings, "paulista"), "A", mine);
    expect(s.source).toBe("personalizada");
    expect(activeRules(s).A).toEqual(mine);
    expect(activeRules(s).J).toEqual(presetById("paulista").rules.J);
  });

  it("keeps earlier edits when editing the custom set again", () => {
    let s = editRule(defaultSuecaSettings, "A", mine);
    s = editRule(s, "K", { ...mine, title: "Meu rei" });
    expect(activeRules(s).A.title).toBe("Meu ás");
    expect(activeRules(s).K.title).toBe("Meu rei");
  });

  it("keeps the custom set when a preset is chosen, to come back to it", () => {
    const edited = editRule(defaultSuecaSettings, "A", mine);
    const preset = choosePreset(edited, "classica");
    expect(activeRules(preset).A).toEqual(presetById("classica").rules.A);
    expect(editOverwritesCustom(preset)).toBe(true);
    expect(activeRules(choosePreset(preset, "personalizada")).A).toEqual(mine);
  });

  it("cannot choose 'personalizada' before any edit", () => {
    expect(choosePreset(defaultSuecaSettings, "personalizada")).toBe(defaultSuecaSettings);
    expect(editOverwritesCustom(defaultSuecaSettings)).toBe(false);
  });

  it("refuses a rule without title or text, and tidies the rest", () => {
    expect(editRule(defaultSuecaSettings, "A", { ...mine, title: " " })).toBe(defaultSuecaSettings);
    expect(cleanRule({ ...mine, text: "  Quem   tirou dança. " })?.text).toBe("Quem tirou dança.");
    expect(cleanRule({ ...mine, title: "x".repeat(50) })?.title).toHaveLength(30);
  });

  it("chooses one or two decks", () => {
    expect(chooseDecks(defaultSuecaSettings, 2).decks).toBe(2);
    expect(chooseDecks(defaultSuecaSettings, 1)).toBe(defaultSuecaSettings);
  });

  it("validates stored settings", () => {
    const edited = editRule(defaultSuecaSettings, "A", mine);
    expect(isSuecaSettings(JSON.parse(JSON.stringify(edited)))).toBe(true);
    expect(isSuecaSettings(defaultSuecaSettings)).toBe(true);
    const bad: unknown[] = [
      null,
      { ...defaultSuecaSettings, decks: 3 },
      { ...defaultSuecaSettings, source: "carioca" },
      { ...defaultSuecaSettings, source: "personalizada" },
      { ...edited, custom: { ...edited.custom, A: { ...mine, effect: "voar" } } },
      { ...edited, custom: { ...edited.custom, Z: mine } },
    ];
    for (const v of bad) expect(isSuecaSettings(v as SuecaSettings)).toBe(false);
  });
});
