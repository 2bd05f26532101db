import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Lint is what keeps the layers pointing one way; this proves the rule is on, not just written.
const probeDir = mkdtempSync(join(process.cwd(), "src/games/lint-probe-"));
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

function lint(source: string): string {
  const file = join(probeDir, "probe.ts");
  writeFileSync(file, source);
  try {
    execFileSync("npx", ["biome", "lint", "--max-diagnostics=5", file], { encoding: "utf8" });
    return "";
  } catch (err) {
    const { stdout, stderr } = err as { stdout?: string; stderr?: string };
    return `${stdout ?? ""}${stderr ?? ""}`;
  }
}

describe("layer rule", () => {
  it("refuses an import of src/web from a game", () => {
    // The probe's source is built here, so this test file itself imports nothing from src/web.
    const webLayer = ["..", "..", "web", "app"].join("/");
    const out = lint(`import { App } from "${webLayer}";\nexport const x = App;\n`);
    expect(out).toContain("Layers point down");
  });

  it("accepts an import of src/ui from a game", () => {
    expect(lint('import { Button } from "../../ui/button";\nexport const x = Button;\n')).toBe("");
  });
});
