import { describe, expect, it } from "vitest";
import { checkDeck, normalise } from "../content-check";
import { RANKS } from "./cards";
import { soberText } from "./logic";
import { EFFECT_LABELS, PRESET_IDS, PRESETS, presetById, RULE_EFFECTS } from "./presets";
import { isRuleSet } from "./rule-settings";

const ALCOHOL =
  /\b(alcool|cerveja|chope|doses?|shots?|cachaca|vodka|vinho|tequila|whisky|caipirinha)\b/;
const PRESSURE =
  /\b(vire|virem|virar)\b|\bde uma vez\b|\bcopo inteiro\b|\b(dois|duas|tres) goles\b/;

describe("Sueca presets", () => {
  it("has the three presets, each a full set of 13 rank rules", () => {
    expect(PRESETS.map((p) => p.id)).toEqual(["classica", "paulista", "nordeste"]);
    expect(PRESET_IDS).toHaveLength(3);
    for (const preset of PRESETS) {
      expect(Object.keys(preset.rules).sort(), preset.id).toEqual([...RANKS].sort());
      expect(isRuleSet(preset.rules), preset.id).toBe(true);
    }
  });

  it("has short titles and one-line explanations", () => {
    for (const preset of PRESETS) {
      for (const rank of RANKS) {
        const rule = preset.rules[rank];
        expect(rule.title.length, `${preset.id} ${rank}`).toBeLessThanOrEqual(20);
        expect(rule.text.length, `${preset.id} ${rank}`).toBeLessThanOrEqual(140);
        expect(rule.text, `${preset.id} ${rank}`).toMatch(/[.!”]$/);
        expect(rule.text, `${preset.id} ${rank}`).not.toMatch(/\n/);
      }
    }
  });

  it("passes the shared text checks and repeats no title or text inside a preset", () => {
    for (const preset of PRESETS) {
      const rules = RANKS.map((r) => preset.rules[r]);
      expect(checkDeck(rules.map((r) => r.text)), preset.id).toEqual([]);
      expect(checkDeck(rules.map((r) => r.title)), preset.id).toEqual([]);
    }
  });

  it("gives every preset a distinct name and description", () => {
    expect(new Set(PRESETS.map((p) => p.name)).size).toBe(3);
    expect(checkDeck(PRESETS.map((p) => p.description))).toEqual([]);
  });

  it("keeps the bathroom pass on 8, the personal rule on 9 and the general rule on 10", () => {
    for (const preset of PRESETS) {
      expect(preset.rules["8"].effect, preset.id).toBe("banheiro");
      expect(preset.rules["9"].effect, preset.id).toBe("regra-pessoal");
      expect(preset.rules["10"].effect, preset.id).toBe("regra-geral");
      const effects = RANKS.map((r) => preset.rules[r].effect);
      expect(
        effects.filter((e) => e === "regra-geral"),
        preset.id,
      ).toHaveLength(1);
    }
    expect(presetById("paulista").rules["5"].effect).toBe("palavra-proibida");
  });

  it("makes J and Q inclusive: by identity or by seat, never by looks", () => {
    for (const preset of PRESETS) {
      for (const rank of ["J", "Q"] as const) {
        const text = normalise(preset.rules[rank].text);
        if (/\b(homem|homens|mulher|mulheres)\b/.test(text))
          expect(text, `${preset.id} ${rank}`).toContain("se identifica");
      }
    }
    expect(presetById("paulista").rules.J.text).toContain("esquerda");
  });

  it("only ever asks for a sip, and says so without alcohol too", () => {
    for (const preset of PRESETS) {
      for (const rank of RANKS) {
        const { text } = preset.rules[rank];
        const label = `${preset.id} ${rank}`;
        expect(normalise(text), label).not.toMatch(PRESSURE);
        expect(normalise(text), label).not.toMatch(ALCOHOL);
        const sober = normalise(soberText(text));
        expect(sober, label).not.toMatch(/\bbeb/);
        if (/\bbeb/.test(normalise(text))) expect(sober, label).toContain("agua");
      }
    }
  });

  it("never makes one player drink whenever another does, unless they want to", () => {
    for (const preset of PRESETS) {
      for (const rank of RANKS) {
        const text = normalise(preset.rules[rank].text);
        if (/\bquando um beber\b/.test(text))
          expect(text, `${preset.id} ${rank}`).toContain("se quiser");
        expect(text, `${preset.id} ${rank}`).not.toMatch(/\bo outro bebe\b/);
      }
    }
  });

  it("labels every effect for the editor", () => {
    for (const effect of RULE_EFFECTS) expect(EFFECT_LABELS[effect]).toBeTruthy();
  });
});
