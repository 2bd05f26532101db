import { describe, expect, it } from "vitest";
import { lintProbe, PROBE_TIMEOUT_MS } from "../../tests/lint-probe";

// Lint is what keeps the layers pointing one way; this proves the rule is on, not just written.
const lint = lintProbe("src/games");

describe("layer rule", () => {
  it(
    "refuses an import of src/web from a game",
    () => {
      // The probe's source is built here, so this test file itself imports nothing from src/web.
      const webLayer = ["..", "..", "web", "app"].join("/");
      const out = lint(`import { App } from "${webLayer}";\nexport const x = App;\n`);
      expect(out).toContain("Layers point down");
    },
    PROBE_TIMEOUT_MS,
  );

  it(
    "accepts an import of src/ui from a game",
    () => {
      expect(lint('import { Button } from "../../ui/button";\nexport const x = Button;\n')).toBe(
        "",
      );
    },
    PROBE_TIMEOUT_MS,
  );
});
