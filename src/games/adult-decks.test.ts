import { describe, expect, it } from "vitest";
import { cards } from "./cards/content";
import { challengeCategories, spicy } from "./classic/content";
import { normalise } from "./content-check";
import { categories as euNunca } from "./eu-nunca/content";
import { levels as maisProvavel } from "./mais-provavel/content";
import { roulettePrompts } from "./saideira/content";
import { bebes, desafios, verdades } from "./spin-bottle/content";
import { dares, truths } from "./truth-or-dare/content";

/** Every prompt of every deck with the deck it belongs to. */
const decks: { deck: string; text: string }[] = [
  ...challengeCategories.flatMap((c) =>
    c.challenges.map((x) => ({ deck: `classic.${c.id}`, text: x.text })),
  ),
  ...truths.map((x) => ({ deck: `truth-or-dare.truth.${x.level}`, text: x.text })),
  ...dares.map((x) => ({ deck: `truth-or-dare.dare.${x.level}`, text: x.text })),
  ...Object.entries(roulettePrompts).flatMap(([kind, list]) =>
    list.map((x) => ({ deck: `saideira.${kind}`, text: x.text })),
  ),
  ...[verdades, desafios, bebes].flatMap((list, i) =>
    list.map((x) => ({ deck: `spin-bottle.${i}`, text: x.text })),
  ),
  ...cards.map((x) => ({ deck: `cards.${x.kind}`, text: x.text })),
  ...euNunca.flatMap((c) => c.statements.map((text) => ({ deck: `eu-nunca.${c.id}`, text }))),
  ...maisProvavel.flatMap((l) => l.prompts.map((text) => ({ deck: `mais-provavel`, text }))),
];

const picante = challengeCategories.find((c) => c.id === "spicy")?.challenges ?? [];

describe("18+ decks", () => {
  it("Clássico Picante keeps the spec's 15 cards and the mode mixes in at least 40 more", () => {
    expect(picante.slice(0, 15)).toEqual(spicy);
    expect(spicy).toHaveLength(15);
    expect(picante.length - spicy.length).toBeGreaterThanOrEqual(40);
  });

  it("Verdade ou Desafio Picante has at least 40 truths and 40 dares", () => {
    expect(truths.filter((p) => p.level === "picante").length).toBeGreaterThanOrEqual(40);
    expect(dares.filter((p) => p.level === "picante").length).toBeGreaterThanOrEqual(40);
  });

  it("repeats no adult prompt of any other deck, in any game", () => {
    const adult = [
      ...picante.map((x) => ({ deck: "classic.spicy", text: x.text })),
      ...[...truths, ...dares]
        .filter((p) => p.level === "picante")
        .map((x) => ({ deck: "truth-or-dare.picante", text: x.text })),
    ];
    // `decks` holds the adult prompts themselves once: a text seen twice there is a repeat.
    const seen = new Map<string, string[]>();
    for (const d of decks)
      seen.set(normalise(d.text), [...(seen.get(normalise(d.text)) ?? []), d.deck]);
    const clashes = adult.flatMap((a) => {
      const where = seen.get(normalise(a.text)) ?? [];
      return where.length > 1 ? [`"${a.text}": ${where.join(", ")}`] : [];
    });
    expect(clashes).toEqual([]);
  });
});
