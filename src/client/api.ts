import type { QueryFunction } from "@tanstack/react-query";
import { isApiErrorBody } from "../shared/errors";
import { deviceSessionId } from "./device-keys";

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

let currentUserId: string | null = null;
export function setApiUserId(id: string | null): void {
  currentUserId = id;
}

/** The correlation header (and JSON content type) every API call sends. */
export function apiHeaders(json: boolean): HeadersInit {
  const h: Record<string, string> = { "x-user-id": currentUserId ?? deviceSessionId() };
  if (json) h["content-type"] = "application/json";
  return h;
}

/** Throws an HttpError for a non-ok answer, keeping the parsed JSON body when there is one. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* plain text body */
  }
  throw new HttpError(res.status, body, text);
}

/** Any method to a URL, JSON body if present, cookies included. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: apiHeaders(data !== undefined),
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
    signal: init.signal,
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return (await res.json()) as T;
}

/** Default query: GET on the first query-key element; on 401 return null or throw. */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), {
      headers: apiHeaders(false),
      credentials: "include",
      signal,
    });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
