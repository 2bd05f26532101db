import { describe, expect, it } from "vitest";
import { slug, textId } from "./content-id";

describe("slug", () => {
  it("lower-cases, drops accents and joins words with hyphens", () => {
    expect(slug("Pão de Açúcar")).toBe("pao-de-acucar");
    expect(slug("  Onça-pintada! ")).toBe("onca-pintada");
    expect(slug("E.T.")).toBe("e-t");
  });
});

describe("textId", () => {
  it("is the prefix and seven base-36 digits", () => {
    expect(textId("festa", "Eu nunca dormi no cinema.")).toMatch(/^festa\.[0-9a-z]{7}$/);
  });

  it("follows the text, not its case, accents or punctuation", () => {
    const id = textId("festa", "Eu nunca dormi no cinema.");
    expect(textId("festa", "eu nunca dormi no cinema")).toBe(id);
    expect(textId("festa", "Eu nunca dormí no cinema!")).toBe(id);
    expect(textId("festa", "Eu nunca dormi no teatro.")).not.toBe(id);
    expect(textId("viagem", "Eu nunca dormi no cinema.")).not.toBe(id);
  });
});
