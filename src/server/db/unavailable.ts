import { DrizzleQueryError } from "drizzle-orm";

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** SQLSTATE of a server going away or refusing: connection exceptions (08xxx), shutdown, overload. */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres and pg-pool report lost or impossible connections by message only. */
const MESSAGES =
  /Connection terminated|timeout expired|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|not queryable|Connection ended/i;

/** True when `err` (or one of its causes) says the database cannot be reached, not that a query was wrong. */
export function isDbUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    // Drizzle's wrapper quotes the query and its parameters: only its cause speaks for the driver.
    if (!(e instanceof DrizzleQueryError) && MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDbUnavailable)) return true;
  }
  return false;
}
