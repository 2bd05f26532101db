import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { input, output, ZodType } from "zod";
import type { ApiErrorBody } from "../../shared/errors";
import { isDbUnavailable } from "../db/unavailable";
import { describeError, type Logger } from "../log";
import { unstorableAt, unstorableMessage } from "./storable";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const unauthenticated = () =>
  new ApiError(401, "UNAUTHENTICATED", "Faça login para continuar.");
export const forbidden = () =>
  new ApiError(403, "FORBIDDEN", "Você não tem permissão para fazer isso.");

export const DB_UNAVAILABLE_MESSAGE =
  "Servidor temporariamente indisponível. Tente de novo em instantes.";
export const dbUnavailable = () => new ApiError(503, "DB_UNAVAILABLE", DB_UNAVAILABLE_MESSAGE);

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Parses a JSON body against a schema; anything else is a 4xx with a Portuguese message. Only
 * `application/json` is read: a form or text/plain body (what a cross-site form can send) is not.
 */
export async function readJson<T>(c: Context, schema: ZodType<T>): Promise<T> {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? ""))
    throw new ApiError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "Envie os dados como JSON (Content-Type: application/json).",
    );
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "INVALID_JSON", "Corpo da requisição inválido: envie um JSON válido.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join(".")})` : "";
    throw new ApiError(400, "VALIDATION_ERROR", `${issue?.message ?? "Dados inválidos"}${where}`);
  }
  const bad = unstorableAt(parsed.data);
  if (bad) throw new ApiError(400, "VALIDATION_ERROR", unstorableMessage(bad));
  return parsed.data;
}

/**
 * Names the JSON body a route takes, for the typed client (AppType) only: it reads nothing. The
 * handler still parses the body with readJson(c, schema) after its own checks (401 before 400).
 */
export function jsonInput<S extends ZodType>(
  _schema: S,
): MiddlewareHandler<object, string, { in: { json: input<S> }; out: { json: output<S> } }> {
  return (_c, next) => next();
}

export function handleError(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) {
        c.header("connection", "close"); // the unread body stays on the socket: see app.ts
        return c.json(
          errorBody("PAYLOAD_TOO_LARGE", "Requisição grande demais (máximo de 1 MB)."),
          413,
        );
      }
      return c.json(errorBody("HTTP_ERROR", err.message || "Requisição inválida."), status);
    }
    if (isDbUnavailable(err)) {
      log.error("database unavailable", { err: describeError(err) });
      c.header("retry-after", "5");
      return c.json(errorBody("DB_UNAVAILABLE", DB_UNAVAILABLE_MESSAGE), 503);
    }
    log.error("unhandled error", { err: describeError(err) });
    return c.json(errorBody("INTERNAL", "Erro interno. Tente novamente em alguns instantes."), 500);
  };
}
