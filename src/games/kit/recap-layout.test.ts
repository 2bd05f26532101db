import { describe, expect, it } from "vitest";
import { POINTS } from "../../shared/score-unit";
import { addressOf, rankingHighlights, recapLayout } from "./recap-image";
import { type Box, fitText, type Measure, RECAP_HEIGHT, RECAP_WIDTH } from "./recap-layout";

/** A stand-in for canvas measureText: wide letters count more, like a real proportional font. */
const measure: Measure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1]);
  const bold = /^[89]00/.test(font) ? 1.08 : 1;
  let w = 0;
  for (const ch of text) w += /[MWmw@]/.test(ch) ? 0.9 : /[iljI.,' ]/.test(ch) ? 0.3 : 0.58;
  return w * size * bold;
};

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, outer: Box) =>
  a.x >= outer.x &&
  a.y >= outer.y &&
  a.x + a.width <= outer.x + outer.width &&
  a.y + a.height <= outer.y + outer.height;
const canvas: Box = { x: 0, y: 0, width: RECAP_WIDTH, height: RECAP_HEIGHT };

/** 20 players (the largest game's maximum) with 30-character names; a few tie. */
const players = Array.from({ length: 20 }, (_, i) => ({
  name: `Maria Wanderléia Monteiro ${String(i + 1).padStart(2, "0")}WW`.slice(0, 30),
  points: 200 - Math.floor(i / 2) * 7,
}));
const options = {
  unit: POINTS,
  date: "25/11/2026",
  origin: "https://saideira.app",
  highlights: [
    { label: "Quem mais brindou", value: "Maria Wanderléia Monteiro da Silva Souza" },
    { label: "Mais corajoso", value: "Zé" },
  ],
};

describe("recap image layout", () => {
  it("20 players with 30-character names: every box on the canvas, no two text boxes overlap", () => {
    expect(players.every((p) => p.name.length === 30)).toBe(true);
    const layout = recapLayout("Quem é Mais Provável", players, options, measure);
    const { texts, pills } = layout;
    for (const t of [...texts, ...pills]) expect(inside(t, canvas), JSON.stringify(t)).toBe(true);
    for (let i = 0; i < texts.length; i += 1)
      for (let j = i + 1; j < texts.length; j += 1)
        expect(
          overlaps(texts[i] as Box, texts[j] as Box),
          `${texts[i]?.text} / ${texts[j]?.text}`,
        ).toBe(false);
    for (let i = 0; i < pills.length; i += 1)
      for (let j = i + 1; j < pills.length; j += 1)
        expect(overlaps(pills[i] as Box, pills[j] as Box)).toBe(false);
    // Every player is on it, each in a row of their own.
    expect(pills).toHaveLength(20);
    for (const p of players)
      expect(texts.some((t) => p.name.startsWith(t.text.replace(/…$/, "")))).toBe(true);
  });

  it("a long name is cut with an ellipsis, measured in its font, and ends before its whole score", () => {
    const { texts, pills } = recapLayout("Cartas", players, options, measure);
    const names = texts.filter((t) => t.text.startsWith("Maria W"));
    expect(names.filter((t) => t.text.endsWith("…")).length).toBeGreaterThanOrEqual(20);
    for (const name of names.slice(0, 20)) {
      expect(name.width).toBeCloseTo(measure(name.text, name.font), 6);
      const row = pills.find((p) => inside(name, p));
      expect(row).toBeDefined();
      const score = texts.find((t) => /^\d+$/.test(t.text) && row && inside(t, row));
      expect(score).toBeDefined();
      expect(name.x + name.width).toBeLessThan((score as Box).x);
    }
  });

  it("is titled once for Saideira itself, and with the brand and the game's name for the others", () => {
    const own = recapLayout("Saideira", players.slice(0, 4), options, measure).texts;
    expect(own.filter((t) => t.text === "Saideira")).toHaveLength(1);
    const other = recapLayout("Eu Nunca", players.slice(0, 4), options, measure).texts;
    expect(other.map((t) => t.text)).toEqual(expect.arrayContaining(["Saideira", "Eu Nunca"]));
  });

  it("below the ranking: the night's highlights; at the foot, the app's address", () => {
    const layout = recapLayout("Saideira", players.slice(0, 5), options, measure);
    const rankingEnd = Math.max(...layout.pills.map((p) => p.y + p.height));
    const below = layout.texts.filter((t) => t.y > rankingEnd).map((t) => t.text);
    expect(below).toEqual(
      expect.arrayContaining([
        "Quem mais brindou",
        "Mais corajoso",
        "Zé",
        "Lanterninha da noite",
        "saideira.app",
        "25/11/2026",
      ]),
    );
    const address = layout.texts.find((t) => t.text === "saideira.app") as Box;
    expect(address.y).toBeGreaterThan(RECAP_HEIGHT * 0.9);
  });

  it("a drawing fits beside the highlights without covering any text", () => {
    const layout = recapLayout(
      "Desenha e Bebe",
      players.slice(0, 16),
      { ...options, pictureAspect: 3 / 4 },
      measure,
    );
    const picture = layout.picture as Box;
    expect(picture).not.toBeNull();
    expect(inside(picture, canvas)).toBe(true);
    expect(picture.width / picture.height).toBeCloseTo(3 / 4, 6);
    expect(picture.height).toBeGreaterThan(250);
    for (const t of layout.texts) expect(overlaps(picture, t), t.text).toBe(false);
  });
});

describe("recap helpers", () => {
  it("fitText keeps what fits and cuts the rest with an ellipsis within the width", () => {
    expect(fitText(measure, "Ana", "800 40px x", 500)).toBe("Ana");
    const cut = fitText(measure, "Maria Wanderléia Monteiro", "800 40px x", 200);
    expect(cut.endsWith("…")).toBe(true);
    expect(measure(cut, "800 40px x")).toBeLessThanOrEqual(200);
  });

  it("names who trails (not a tie with the winner) and how many played; prints the host only", () => {
    expect(
      rankingHighlights([
        { name: "A", points: 3 },
        { name: "B", points: 2 },
        { name: "C", points: 1 },
      ]),
    ).toEqual([
      { label: "Lanterninha da noite", value: "C" },
      { label: "Jogadores", value: "3 na roda" },
    ]);
    expect(
      rankingHighlights([
        { name: "A", points: 1 },
        { name: "B", points: 1 },
        { name: "C", points: 1 },
      ]),
    ).toEqual([{ label: "Jogadores", value: "3 na roda" }]);
    expect(addressOf("https://saideira.app")).toBe("saideira.app");
    expect(addressOf("http://localhost:3000")).toBe("localhost:3000");
  });
});
