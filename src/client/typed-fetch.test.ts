// @vitest-environment jsdom
import { hc } from "hono/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppType } from "../server/api-type";
import { type ApiClient, typedClient } from "./typed-fetch";

afterEach(() => vi.unstubAllGlobals());

/** What a client sent for one call: URL, method, body, headers and the other fetch options. */
async function sentBy(call: (client: ApiClient) => Promise<unknown>, client: ApiClient) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response("{}"));
  vi.stubGlobal("fetch", fetchMock);
  await call(client);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  const { headers, ...rest } = init ?? {};
  return { url, ...rest, headers: Object.fromEntries(new Headers(headers)) };
}

const headers = () => ({ "x-user-id": "user-1" });
const hono = hc<AppType>("/", { headers, init: { credentials: "include" } });
const ours = typedClient(headers, { credentials: "include" });
const signal = new AbortController().signal;
const form = new FormData();
form.set("kind", "banner");

/** Every kind of call the app makes, as Hono's own client sends it and as ours does. */
const calls: [string, (client: ApiClient) => Promise<unknown>][] = [
  ["a GET", (c) => c.api.config.$get()],
  ["a GET with a signal", (c) => c.api.groups.$get(undefined, { init: { signal } })],
  ["a JSON PATCH", (c) => c.api.profile.$patch({ json: { displayName: "Ana" } })],
  [
    "a path parameter",
    (c) =>
      c.api.sessions[":gameId"].settings.$put({
        param: { gameId: "sueca" },
        json: { maxPoints: 50 },
      }),
  ],
  ["an encoded segment", (c) => c.api.groups[":id"].$delete({ param: { id: "a%2Fb%20c" } })],
  [
    "a parameter with a pattern",
    (c) =>
      c.api.admin.users[":id"][":action{disable|enable}"].$post({
        param: { id: "u1", action: "disable" },
      }),
  ],
  [
    "a query (undefined left out)",
    (c) =>
      c.api.admin.users.$get({
        query: { q: "ana maria", sort: undefined, dir: "asc", page: "2", pageSize: "20" },
      }),
  ],
  ["a dotted segment", (c) => c.api.admin["users.csv"].$get()],
  ["a body of fetch's own", (c) => c.api.admin.uploads.$post(undefined, { init: { body: form } })],
];

describe("typedClient", () => {
  it.each(calls)("sends %s exactly as Hono's client does", async (_, call) => {
    const expected = await sentBy(call, hono);
    const actual = await sentBy(call, ours);
    expect(actual).toEqual(expected);
    expect(actual.url).toMatch(/^\/api\//);
  });

  it("fills in the path, query and JSON body", async () => {
    const sent = await sentBy(
      (c) =>
        c.api.admin.users.$get({
          query: { q: "ana maria", sort: undefined, dir: "asc", page: "2", pageSize: "20" },
        }),
      ours,
    );
    expect(sent.url).toBe("/api/admin/users?q=ana+maria&dir=asc&page=2&pageSize=20");
    const put = await sentBy(
      (c) =>
        c.api.sessions[":gameId"].settings.$put({
          param: { gameId: "sueca" },
          json: { maxPoints: 1 },
        }),
      ours,
    );
    expect(put).toMatchObject({
      url: "/api/sessions/sueca/settings",
      method: "PUT",
      body: '{"maxPoints":1}',
      credentials: "include",
      headers: { "content-type": "application/json", "x-user-id": "user-1" },
    });
  });

  it("is not taken for a promise when awaited", async () => {
    const part: unknown = ours.api.groups;
    expect(await Promise.resolve(part)).toBe(part);
  });
});
