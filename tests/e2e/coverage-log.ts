import { appendFileSync } from "node:fs";

/**
 * With E2E_COVERAGE_LOG=<file>, every accessibility scan and every in-view check appends a line
 * naming it (`scan <where>` / `in-view <where> <step>: <locators>`), so two versions of the walks
 * can be compared check for check (decision 041-one-walk-per-game).
 */
export function logCoverage(line: string): void {
  const file = process.env.E2E_COVERAGE_LOG;
  if (file) appendFileSync(file, `${line}\n`);
}
