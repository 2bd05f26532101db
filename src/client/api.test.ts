// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, done, HttpError, ok, segment, setApiUserId } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
  setApiUserId(null);
});

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sent = (f: ReturnType<typeof stubFetch>) => {
  const [url, init] = f.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
};

describe("ok", () => {
  it("throws '{status}: {body}' on a non-ok answer and keeps the server's message", async () => {
    stubFetch(
      400,
      JSON.stringify({ error: { code: "VALIDATION_ERROR", message: "Informe seu nome" } }),
    );
    const err = await ok(api.profile.$patch({ json: { displayName: "" } })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toMatch(/^400: \{"error"/);
    expect((err as HttpError).userMessage).toBe("Informe seu nome");
    expect((err as HttpError).code).toBe("VALIDATION_ERROR");
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(503, "", "Service Unavailable");
    await expect(ok(api.stats.summary.$get())).rejects.toThrow("503: Service Unavailable");
  });

  it("answers the server's JSON when ok", async () => {
    stubFetch(200, JSON.stringify({ groups: [] }));
    await expect(ok(api.groups.$get())).resolves.toEqual({ groups: [] });
  });

  it("sends JSON with credentials and an x-user-id correlation header", async () => {
    const f = stubFetch(200, "{}");
    setApiUserId("user-1");
    await ok(
      api.sessions[":gameId"].settings.$put({
        param: { gameId: "sueca" },
        json: { maxPoints: 50 },
      }),
    );
    const { url, init, headers } = sent(f);
    expect(url).toBe("/api/sessions/sueca/settings");
    expect(init?.method).toBe("PUT");
    expect(init?.credentials).toBe("include");
    expect(init?.body).toBe('{"maxPoints":50}');
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("x-user-id")).toBe("user-1");
  });

  it("names the device before anyone signs in", async () => {
    const f = stubFetch(200, "{}");
    await ok(api.config.$get());
    expect(sent(f).headers.get("x-user-id")).toBeTruthy();
  });
});

describe("done", () => {
  it("puts a path parameter in as one segment", async () => {
    const f = stubFetch(204, "");
    await done(api.groups[":id"].$delete({ param: { id: segment("a/b c") } }));
    expect(sent(f).url).toBe("/api/groups/a%2Fb%20c");
  });

  it("throws the server's refusal like ok does", async () => {
    stubFetch(
      404,
      JSON.stringify({ error: { code: "GROUP_NOT_FOUND", message: "Grupo não encontrado." } }),
    );
    const err = await done(api.groups[":id"].$delete({ param: { id: "x" } })).catch(
      (e: unknown) => e,
    );
    expect((err as HttpError).userMessage).toBe("Grupo não encontrado.");
  });
});
