import { describe, expect, it } from "vitest";
import { safeNext } from "./require-auth";

describe("safeNext (where sign-in returns to)", () => {
  it("follows same-site paths", () => {
    for (const next of ["/dashboard", "/games/roleta?x=1", "/perfil#fotos", "/a/../b"])
      expect(safeNext(next)).toBe(next);
  });

  it("refuses anything a browser could read as another host, or with control characters", () => {
    const hostile = [
      null,
      "",
      "dashboard",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/%09/evil.example",
      "/\t/evil.example",
      "/%5Cevil.example",
      "/.//evil.example",
      "/..//evil.example",
      "/%2F%2Fevil.example",
      "/\n/evil",
      "/ok\u007f",
    ];
    for (const next of hostile) expect(safeNext(next), JSON.stringify(next)).toBeNull();
  });
});
