import { describe, expect, it } from "vitest";
import { wordFontSize } from "./word-size";

describe("Quem Sou Eu word size", () => {
  it("sizes a short word by the height", () => {
    expect(wordFontSize("Gato")).toBe("min(calc((100vw - 2.5rem) / 2.72), 30vh, 10rem)");
  });

  it("fits the longest piece of a phrase in the width", () => {
    expect(wordFontSize("Lençóis Maranhenses")).toContain("/ 7.48)");
    expect(wordFontSize("Lençóis Maranhenses")).toContain("22vh");
  });

  it("breaks at hyphens, keeping the hyphen on the first line", () => {
    expect(wordFontSize("Mico-leão-dourado")).toContain("/ 4.76)");
  });

  it("gives long phrases a lower height cap", () => {
    expect(wordFontSize("Escolinha do Professor Raimundo")).toContain("15vh");
  });
});
