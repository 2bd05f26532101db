import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "saideira-config-"));

describe("config", () => {
  it("turns the test hooks on for a test server", () => {
    expect(loadConfig({ DATA_DIR, SAIDEIRA_TEST_HOOKS: "1" }).testHooks).toBe(true);
    expect(loadConfig({ DATA_DIR }).testHooks).toBe(false);
  });

  it("refuses the test hooks on an https address (a real deployment)", () => {
    expect(() =>
      loadConfig({ DATA_DIR, SAIDEIRA_TEST_HOOKS: "1", PUBLIC_URL: "https://saideira.app" }),
    ).toThrow(/SAIDEIRA_TEST_HOOKS/);
  });
});
