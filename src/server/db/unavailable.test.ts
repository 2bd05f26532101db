// @vitest-environment node
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDbUnavailable } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error, params: unknown[] = []) =>
  new DrizzleQueryError("select 1", params, cause);

describe("isDbUnavailable", () => {
  it("recognises an unreachable or vanished database, however deeply wrapped", () => {
    for (const err of [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      failedQuery(new Error("Connection terminated unexpectedly")),
      failedQuery(new Error("timeout exceeded when trying to connect")),
      failedQuery(new Error("Query read timeout")),
      new Error("outer", { cause: failedQuery(withCode("terminating connection", "57P01")) }),
      withCode("the database system is starting up", "57P03"),
      withCode("connection failure", "08006"),
    ])
      expect(isDbUnavailable(err), String(err)).toBe(true);
  });

  it("does not mistake a wrong query or a user's text for an outage", () => {
    for (const err of [
      failedQuery(withCode('duplicate key value violates unique constraint "x"', "23505")),
      failedQuery(withCode("syntax error", "42601"), ["Connection terminated"]),
      new Error("Cannot read properties of undefined"),
      "ECONNREFUSED",
    ])
      expect(isDbUnavailable(err), String(err)).toBe(false);
  });
});
