import { describe, expect, it } from "vitest";
import { unstorableAt, unstorableMessage } from "./storable";

describe("unstorableAt", () => {
  it("names the path of the first NUL or lone surrogate, in values and in keys", () => {
    expect(unstorableAt({ a: [1, { b: "x\u0000" }] })).toEqual(["a", "1", "b"]);
    expect(unstorableAt({ "k\u0000": 1 })).toEqual(["k\u0000"]);
    expect(unstorableAt({ a: "ok", b: ["\ud800"] })).toEqual(["b", "0"]);
    expect(unstorableAt("a\u0000")).toEqual([]);
  });

  it("accepts ordinary text, emoji and accents", () => {
    expect(unstorableAt({ nome: "João 🍻", tags: ["caipirinha", "saideira"] })).toBeNull();
  });

  it("walks a body nested far deeper than the call stack", () => {
    const depth = 200_000;
    expect(unstorableAt(JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`))).toBeNull();
    const found = unstorableAt(JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`));
    expect(found).toHaveLength(depth);
    expect(unstorableMessage(found ?? [])).toBe("Texto com caracteres inválidos (…0.0.0)");
  });
});
