import { describe, expect, it } from "vitest";
import { mergeSmallClasses, type ScreenClass } from "../../scripts/chunk-classes";

const cls = (domain: string, screens: string[], modules: string[], size: number): ScreenClass => ({
  domain,
  screens: new Set(screens),
  modules,
  size,
});

/** The classes' modules, each class sorted, for comparison. */
const shape = (classes: ScreenClass[]) =>
  classes.map((c) => [...c.modules].sort().join("+")).sort();

const none = () => [];
const everywhere = () => new Set(["setup", "play", "end", "room"]);

describe("mergeSmallClasses (the game chunks by the screens that need them)", () => {
  it("puts a class smaller than a file's cost with the class that wastes least", () => {
    const out = mergeSmallClasses(
      [
        cls("kit", ["setup", "play"], ["core"], 20_000),
        cls("kit", ["play", "room"], ["turn-bar"], 9_000),
        cls("kit", ["play", "room", "setup"], ["icon"], 500),
      ],
      12_000,
      6_000,
      none,
      () => undefined,
      everywhere,
    );
    // The icon rides with the turn bar (setup pays the turn bar's 9 KB): with the core, room
    // would pay 20 KB, over the limit.
    expect(shape(out)).toEqual(["core", "icon+turn-bar"]);
  });

  it("keeps a page's unneeded bytes under the limit, whatever the number of merges", () => {
    const classes = ["a", "b", "c", "d"].map((m) => cls("kit", ["play", m], [m], 4_000));
    const out = mergeSmallClasses(classes, 8_000, 6_000, none, () => undefined, everywhere);
    // Each merge of two gives each one's own page the other's 4 KB: after two, a third would
    // give a page 8 KB more (12 KB in all).
    expect(out).toHaveLength(2);
    expect(shape(out).every((m) => m.split("+").length === 2)).toBe(true);
  });

  it("never merges two domains, nor a class of one screen (it rides in that screen)", () => {
    const out = mergeSmallClasses(
      [
        cls("kit", ["setup", "play"], ["kit-a"], 100),
        cls("classic", ["setup", "play"], ["classic-a"], 100),
        cls("kit", ["play"], ["play-only"], 100),
      ],
      12_000,
      6_000,
      none,
      () => undefined,
      everywhere,
    );
    expect(shape(out)).toEqual(["classic-a", "kit-a", "play-only"]);
  });

  it("refuses a merge that makes a page load a chunk it did not need", () => {
    const imports = (id: string) =>
      ({ small: ["zod-check"], big: ["small-dep"], "small-dep": [] })[id] ?? [];
    const out = mergeSmallClasses(
      [
        cls("kit", ["x", "y", "z"], ["big"], 20_000),
        cls("kit", ["x", "z"], ["small"], 300),
        cls("kit", ["x", "y", "z", "end"], ["small-dep"], 300),
      ],
      12_000,
      6_000,
      imports,
      (id) => (id === "zod-check" ? "lib:zod" : undefined),
      // Only screens x and z load zod: `small` cannot join a class screen y loads.
      (chunk) => new Set(chunk === "lib:zod" ? ["x", "z"] : []),
    );
    // small with big or small-dep would put zod on y or end; small-dep with big would put
    // big's 20 KB on end, over the limit.
    expect(shape(out)).toEqual(["big", "small", "small-dep"].sort());
  });
});
