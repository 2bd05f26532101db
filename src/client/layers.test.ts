import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The client may name the server's route types (server/api-type.ts) and nothing else of the server.
const probeDir = mkdtempSync(join(process.cwd(), "src/client/lint-probe-"));
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

describe("client layer rule", () => {
  it("accepts the route types from server/api-type", () => {
    expect(
      lint('import type { AppType } from "../../server/api-type";\nexport type A = AppType;\n'),
    ).toBe("");
  });

  it("refuses any other server module, even as a type", () => {
    const out = lint(
      'import type { AppEnv } from "../../server/http/context";\nexport type A = AppEnv;\n',
    );
    expect(out).toContain("Layers point down");
  });
});
