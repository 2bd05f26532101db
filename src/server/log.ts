import { AsyncLocalStorage } from "node:async_hooks";
import { DrizzleQueryError } from "drizzle-orm";
import pino, { type DestinationStream } from "pino";

export type LogLevel = "silent" | "error" | "info" | "debug";
type Fields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  debug(msg: string, fields?: Fields): void;
}

const SECRET_KEY = /pass(word)?|secret|token|cookie|authori[sz]ation|api-?key|credential/i;
// Drizzle's "Failed query" errors append the bound parameters (password hashes, session tokens).
const QUERY_PARAMS = /\n?params: [\s\S]*/;
const REDACTED = "[redacted]";

/**
 * Anonymous requests put text in log lines (better-auth quotes a rejected callbackURL whole): every
 * string, array and object written is capped, so no request can make a line large.
 */
export const LOG_CAPS = { string: 1_000, stack: 4_000, items: 20, keys: 50, depth: 6 };

/** `s` cut to `max` characters, saying how much was left out. */
export function capString(s: string, max = LOG_CAPS.string): string {
  return s.length <= max ? s : `${s.slice(0, max)}…[${s.length - max} more chars]`;
}

/** A copy of `value` with secret-looking keys masked, query parameters cut and sizes capped. */
export function redactSecrets(value: unknown, depth = 0, max = LOG_CAPS.string): unknown {
  if (typeof value === "string")
    return capString(value.replace(QUERY_PARAMS, " params: [redacted]"), max);
  if (value instanceof Error) return redactSecrets(describeError(value), depth);
  if (value === null || typeof value !== "object") return value;
  if (depth > LOG_CAPS.depth) return "[too deep]";
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_CAPS.items).map((v) => redactSecrets(v, depth + 1));
    return value.length > LOG_CAPS.items
      ? [...items, `…[${value.length - LOG_CAPS.items} more]`]
      : items;
  }
  const out: Fields = {};
  const entries = Object.entries(value);
  for (const [key, v] of entries.slice(0, LOG_CAPS.keys))
    out[capString(key, 100)] = SECRET_KEY.test(key)
      ? REDACTED
      : redactSecrets(v, depth + 1, key === "stack" ? LOG_CAPS.stack : LOG_CAPS.string);
  if (entries.length > LOG_CAPS.keys) out["…"] = `${entries.length - LOG_CAPS.keys} more keys`;
  return out;
}

/** What is worth logging of an error: name, code, message and stack, and the same for its cause. */
export function describeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === "string" ? err : String(err);
  const code = (err as { code?: unknown }).code;
  let { message, stack } = err;
  if (err instanceof DrizzleQueryError) {
    const header = `${err.name}: ${err.message}`;
    message = `Failed query: ${err.query}`;
    stack = stack?.startsWith(header) ? `${err.name}: ${message}${stack.slice(header.length)}` : "";
  }
  return {
    name: err.name,
    ...(code === undefined ? {} : { code }),
    message,
    stack,
    ...(err.cause !== undefined && depth < 3 ? { cause: describeError(err.cause, depth + 1) } : {}),
  };
}

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` so that every log line written meanwhile, however deep, carries this request id. */
export function withRequestId<T>(reqId: string, fn: () => T): T {
  return requestScope.run({ reqId }, fn);
}

/** better-auth's own logger, routed into ours: its errors quote failed queries with their parameters. */
export function betterAuthLog(log: Logger) {
  return (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
    const write = level === "error" || level === "warn" ? log.error : log[level];
    write(`better-auth: ${redactSecrets(String(message))}`, args.length ? { args } : undefined);
  };
}

/** JSON lines (pino) on stdout, or on `destination` (tests capture it). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => redactSecrets(fields) as Fields,
    },
    mixin: () => requestScope.getStore() ?? {},
  };
  const p = destination ? pino(options, destination) : pino(options);
  return {
    error: (msg, fields) => p.error(fields ?? {}, capString(msg)),
    info: (msg, fields) => p.info(fields ?? {}, capString(msg)),
    debug: (msg, fields) => p.debug(fields ?? {}, capString(msg)),
  };
}
