import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell('Ana "Bia"')).toBe('"Ana ""Bia"""');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises every character a spreadsheet reads as a formula start (OWASP list)", () => {
    for (const lead of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${lead}HYPERLINK("x")`), JSON.stringify(lead)).toBe(
        `"'${lead}HYPERLINK(""x"")"`,
      );
  });

  it("leaves ordinary text alone", () => {
    expect(csvCell("ana@example.com")).toBe('"ana@example.com"');
    expect(csvCell("João\tSilva")).toBe('"João\tSilva"');
  });
});
