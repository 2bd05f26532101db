import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { signedInPaths } from "../../src/shared/routes";
import { setupApp } from "./fixture";
import { signUpViaApi } from "./harness";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

// axe is injected as a script: let it past the app's Content-Security-Policy in this test only.
const app = setupApp({ perFile: true, contextOptions: { bypassCSP: true } });

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(path: string): Promise<string[]> {
  await app.page.goto(path);
  await app.page.locator("main, [role=main]").first().waitFor({ timeout: 15_000 });
  await app.networkIdle(); // lazy screens and their data have arrived (motion is reduced)
  await app.page.evaluate(axeSource);
  const found = (await app.page.evaluate(() =>
    // @ts-expect-error axe is injected above
    window.axe
      .run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      })
      .then((r: { violations: unknown[] }) => r.violations),
  )) as Violation[];
  return found.map(
    (v) =>
      `${path}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

describe("accessibility (axe-core, WCAG 2.1 AA)", () => {
  it("finds no violation on the public screens", async () => {
    const problems: string[] = [];
    for (const p of [
      "/",
      "/auth",
      "/esqueci-senha",
      "/redefinir-senha?token=exemplo",
      "/politica-de-privacidade",
      "/termos-de-servico",
      "/test-localstorage",
      "/nao-existe",
    ]) {
      problems.push(...(await violations(p)));
    }
    expect(problems).toEqual([]);
  });

  it("finds no violation on every signed-in screen", async () => {
    await signUpViaApi(app.context, app.server.url);
    const problems: string[] = [];
    for (const p of ["/onboarding", ...signedInPaths.filter((x) => x !== "/saideira")]) {
      problems.push(...(await violations(p)));
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
