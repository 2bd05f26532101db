import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { isApiErrorBody } from "../shared/errors";
import { deviceSessionId } from "./device-keys";
import { typedClient } from "./typed-fetch";

/** A non-ok answer: message is '{status}: {body or status text}' (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
  /** The server's Portuguese message when it sent the standard error shape. */
  get userMessage(): string {
    return isApiErrorBody(this.body) ? this.body.error.message : this.message;
  }
  get code(): string | undefined {
    return isApiErrorBody(this.body) ? this.body.error.code : undefined;
  }
}

/** What a form says when a request failed: the server's message, or that the connection failed. */
export const failureMessage = (err: unknown): string =>
  err instanceof HttpError ? err.userMessage : "Falha na conexão. Tente de novo.";

let currentUserId: string | null = null;
export function setApiUserId(id: string | null): void {
  currentUserId = id;
}

/**
 * The one way to call the server: a client typed from the server's routes (paths, inputs and
 * answers), sending cookies and the `x-user-id` correlation header.
 */
export const api = typedClient(() => ({ "x-user-id": currentUserId ?? deviceSessionId() }), {
  credentials: "include",
}).api;

/** What the error mapper reads of an answer: a fetch Response or a typed client's. */
type Answer = Pick<Response, "ok" | "status" | "statusText" | "text">;

/** The one error mapper: a non-ok answer becomes an HttpError, keeping its parsed JSON body. */
export async function toHttpError(res: Answer): Promise<HttpError> {
  const text = (await res.text()) || res.statusText;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* plain text body */
  }
  return new HttpError(res.status, body, text);
}

/** What a request answers when it succeeds, as the server's route declares it. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, "json">
    ? S extends SuccessStatusCode
      ? T
      : never
    : never;

/** Awaits a typed request: its JSON when ok, else an HttpError (the server's words inside). */
export async function ok<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<OkBody<R>> {
  const res = await request;
  if (!res.ok) throw await toHttpError(res);
  // The single cast: ClientResponse cannot narrow a generic union by `ok`; the type is the server's.
  return (await res.json()) as OkBody<R>;
}

/** Awaits a typed request whose answer carries nothing to read (204): throws like `ok`. */
export async function done(request: Promise<Answer>): Promise<void> {
  const res = await request;
  if (!res.ok) throw await toHttpError(res);
}

/** A path parameter as one URL segment (Hono's client puts it in as given). */
export const segment = (value: string): string => encodeURIComponent(value);
