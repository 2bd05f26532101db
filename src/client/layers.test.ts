import { describe, expect, it } from "vitest";
import { lintProbe, PROBE_TIMEOUT_MS } from "../../tests/lint-probe";

// The client may name the server's route types (server/api-type.ts) and nothing else of the server.
const lint = lintProbe("src/client");

describe("client layer rule", () => {
  it(
    "accepts the route types from server/api-type",
    () => {
      expect(
        lint('import type { AppType } from "../../server/api-type";\nexport type A = AppType;\n'),
      ).toBe("");
    },
    PROBE_TIMEOUT_MS,
  );

  it(
    "refuses any other server module, even as a type",
    () => {
      const out = lint(
        'import type { AppEnv } from "../../server/http/context";\nexport type A = AppEnv;\n',
      );
      expect(out).toContain("Layers point down");
    },
    PROBE_TIMEOUT_MS,
  );
});
