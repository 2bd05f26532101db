// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn, HttpError } from "./api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("throws '{status}: {body}' on a non-ok answer and keeps the server's message", async () => {
    stubFetch(
      400,
      JSON.stringify({ error: { code: "VALIDATION_ERROR", message: "Informe seu nome" } }),
    );
    const err = await apiRequest("PUT", "/api/profile", { a: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toMatch(/^400: \{"error"/);
    expect((err as HttpError).userMessage).toBe("Informe seu nome");
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends JSON with credentials and an x-user-id correlation header", async () => {
    const f = stubFetch(200, "{}");
    await apiRequest("POST", "/api/x", { n: 1 });
    const [, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"n":1}');
    expect((init.headers as Record<string, string>)["x-user-id"]).toBeTruthy();
  });
});

describe("getQueryFn", () => {
  const ctx = { queryKey: ["/api/profile"], signal: new AbortController().signal } as never;
  it("returns null on 401 when so configured", async () => {
    stubFetch(401, "{}");
    await expect(getQueryFn({ on401: "returnNull" })(ctx)).resolves.toBeNull();
  });
  it("throws on 401 otherwise", async () => {
    stubFetch(401, "Unauthorized");
    await expect(getQueryFn({ on401: "throw" })(ctx)).rejects.toThrow("401: Unauthorized");
  });
});
