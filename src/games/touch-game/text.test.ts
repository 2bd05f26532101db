import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  type ChooserAction,
  COUNTDOWN_MS,
  chooserReducer,
  initialChooser,
  type Mode,
  SETTLE_MS,
} from "./logic";
import { announcement, chosenLabel, fingersWord, headline, modeSummary, namesResult } from "./text";

const down = (id: string): ChooserAction => ({ type: "fingerDown", id, x: 1, y: 1, now: 0 });
const run = (actions: ChooserAction[], mode: Mode = { kind: "one" }) =>
  actions.reduce((s, a) => chooserReducer(s, a, seededRng(2)), initialChooser(mode));
const END: ChooserAction = { type: "tick", now: SETTLE_MS + COUNTDOWN_MS };

describe("texts", () => {
  it("say 'Bebe!', or water in the sem-álcool mode", () => {
    expect(chosenLabel("alcool")).toBe("Bebe!");
    expect(chosenLabel("sem-alcool")).toBe("Bebe água!");
  });

  it("count fingers in natural Portuguese", () => {
    expect(fingersWord(1)).toBe("1 dedo");
    expect(fingersWord(3)).toBe("3 dedos");
  });

  it("sum up each mode", () => {
    expect(modeSummary({ kind: "one" })).toBe("Uma pessoa bebe");
    expect(modeSummary({ kind: "many", count: 3 })).toBe("3 pessoas bebem");
    expect(modeSummary({ kind: "teams", teams: 2 })).toBe("Divide em 2 times");
  });

  it("guide the group through waiting, settling and the countdown", () => {
    expect(headline(run([])).title).toBe("Todo mundo põe um dedo na tela");
    expect(headline(run([down("1")])).hint).toBe("Falta mais 1 dedo.");
    expect(headline(run([down("1")], { kind: "many", count: 3 })).hint).toBe(
      "Faltam mais 3 dedos.",
    );
    expect(headline(run([down("1"), down("2")])).title).toBe("Segurem firme!");
    const counting = run([down("1"), down("2"), { type: "tick", now: SETTLE_MS }]);
    expect(headline(counting).title).toBe("3");
    expect(announcement(counting, "alcool")).toBe("Contagem: 3");
  });

  it("announce the chosen finger by its colour", () => {
    const s = run([down("1"), down("2"), END]);
    expect(announcement(s, "alcool")).toMatch(/^Dedo (vermelho|azul): bebe!$/);
    expect(announcement(s, "sem-alcool")).toMatch(/: bebe água!$/);
  });

  it("announce several chosen fingers in the plural", () => {
    const s = run([down("1"), down("2"), down("3"), END], { kind: "many", count: 2 });
    expect(announcement(s, "alcool")).toMatch(/^Dedos \S+ e \S+: bebem!$/);
  });

  it("announce the teams with their fingers", () => {
    const s = run([down("1"), down("2"), down("3"), END], { kind: "teams", teams: 2 });
    expect(announcement(s, "alcool")).toMatch(/^Time A: .+\. Time B: .+\.$/);
  });

  it("say who drinks in the names mode, singular and plural", () => {
    expect(namesResult(["Bia"], "alcool")).toBe("Bia bebe!");
    expect(namesResult(["Bia", "Caio"], "alcool")).toBe("Bia e Caio bebem!");
    expect(namesResult(["Bia"], "sem-alcool")).toBe("Bia bebe água!");
    expect(namesResult([], "alcool")).toBe("");
  });
});
