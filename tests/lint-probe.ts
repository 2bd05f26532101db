import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll } from "vitest";

/** Each probe starts biome: seconds on a machine busy with other builds, never a test failure. */
export const PROBE_TIMEOUT_MS = 30_000;

const biome = join(process.cwd(), "node_modules", ".bin", "biome");

/**
 * Lints a probe file written inside `layerDir` (e.g. "src/games"), so the layer rules of that folder
 * apply to it: proves a rule is on, not just written. Returns biome's output, "" when clean.
 */
export function lintProbe(layerDir: string): (source: string) => string {
  const probeDir = mkdtempSync(join(process.cwd(), layerDir, "lint-probe-"));
  afterAll(() => rmSync(probeDir, { recursive: true, force: true }));
  return (source) => {
    const file = join(probeDir, "probe.ts");
    writeFileSync(file, source);
    try {
      // The binary itself, not npx: npx starts npm first (seconds on a busy machine).
      execFileSync(biome, ["lint", "--max-diagnostics=5", file], { encoding: "utf8" });
      return "";
    } catch (err) {
      const { stdout, stderr } = err as { stdout?: string; stderr?: string };
      return `${stdout ?? ""}${stderr ?? ""}`;
    }
  };
}
