// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearOutbox,
  flushOutbox,
  pendingCount,
  RETRY_MS,
  sendOrQueue,
  startOutbox,
} from "./outbox";
import { isSignOutPending, markSignOutPending } from "./pending-sign-out";

let online = true;
const calls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (!online) throw new TypeError("Failed to fetch");
      calls.push(`${init.method} ${url} ${init.body ?? ""}`);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("outbox", () => {
  it("sends at once when online", async () => {
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    expect(calls).toEqual(['POST /api/stats/played {"gameId":"classic"}']);
    expect(pendingCount()).toBe(0);
  });

  it("keeps writes made offline and sends them in order when the connection returns", async () => {
    online = false;
    await sendOrQueue("POST", "/api/stats/end", { gameId: "classic" });
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    await sendOrQueue("POST", "/api/stats/victory", { gameId: "classic" });
    expect(pendingCount()).toBe(3);
    online = true;
    await flushOutbox();
    expect(calls.map((c) => c.split(" ")[1])).toEqual([
      "/api/stats/end",
      "/api/stats/played",
      "/api/stats/victory",
    ]);
    expect(pendingCount()).toBe(0);
  });

  it("keeps only the latest PUT of the same resource", async () => {
    online = false;
    await sendOrQueue("PUT", "/api/sessions/classic/players", { n: 1 });
    await sendOrQueue("PUT", "/api/sessions/classic/players", { n: 2 });
    expect(pendingCount()).toBe(1);
    online = true;
    await flushOutbox();
    expect(calls).toEqual(['PUT /api/sessions/classic/players {"n":2}']);
  });

  it("survives a corrupt outbox in storage", async () => {
    localStorage.setItem("saideira_outbox", "{lixo");
    expect(pendingCount()).toBe(0);
    await sendOrQueue("POST", "/api/stats/start", { gameId: "classic" });
    expect(calls).toHaveLength(1);
  });

  it("discards stored items it could never send, so they do not block the queue", async () => {
    localStorage.setItem(
      "saideira_outbox",
      JSON.stringify([{ method: "💥", url: "http://fora.example/x", at: 1 }]),
    );
    expect(pendingCount()).toBe(0);
    await sendOrQueue("POST", "/api/stats/start", { gameId: "classic" });
    expect(calls).toEqual(['POST /api/stats/start {"gameId":"classic"}']);
  });

  it("sends each stored write once when the storage has become full", async () => {
    online = false;
    await sendOrQueue("POST", "/api/stats/end", { gameId: "classic" });
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    online = true;
    await flushOutbox();
    expect(calls.map((c) => c.split(" ")[1])).toEqual(["/api/stats/end", "/api/stats/played"]);
    expect(pendingCount()).toBe(0);
  });

  it("keeps a write the server refused for now (429, 503) and sends it on the next try", async () => {
    let status = 429;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${status} ${init.method} ${url}`);
        return new Response(null, { status });
      }),
    );
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    expect(pendingCount()).toBe(1);
    status = 503;
    await flushOutbox();
    expect(pendingCount()).toBe(1);
    status = 204;
    await flushOutbox();
    expect(pendingCount()).toBe(0);
    // A plain 4xx (bad data, signed out) will not get better: dropped after one try.
    status = 400;
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    expect(pendingCount()).toBe(0);
  });

  it("retries on its own every 30 s while something waits and the browser is online", async () => {
    vi.useFakeTimers();
    try {
      let status = 503;
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response(null, { status })),
      );
      await sendOrQueue("PUT", "/api/sessions/saideira/settings", { maxPoints: 50 });
      expect(pendingCount()).toBe(1);
      startOutbox();
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      expect(pendingCount()).toBe(1);
      status = 200;
      await vi.advanceTimersByTimeAsync(RETRY_MS);
      expect(pendingCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a write another tab queued while this one was sending, and never loses it", async () => {
    online = false;
    await sendOrQueue("POST", "/api/stats/end", { gameId: "classic" });
    online = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url === "/api/stats/end") {
          // Meanwhile another tab sent the same item and queued a new one.
          localStorage.setItem(
            "saideira_outbox",
            JSON.stringify([{ method: "POST", url: "/api/stats/played", body: {}, at: 2 }]),
          );
        }
        return new Response(null, { status: 204 });
      }),
    );
    await flushOutbox();
    expect(calls).toEqual(["POST /api/stats/end", "POST /api/stats/played"]);
    expect(pendingCount()).toBe(0);
  });

  it("sends under a Web Lock when the browser has them, so two tabs never send one write twice", async () => {
    const request = vi.fn(async (_name: string, fn: () => Promise<void>) => fn());
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { locks: { request } }));
    await sendOrQueue("POST", "/api/stats/start", { gameId: "classic" });
    online = false;
    await sendOrQueue("POST", "/api/stats/end", { gameId: "classic" });
    online = true;
    await flushOutbox();
    expect(request).toHaveBeenCalledWith("saideira-outbox", expect.any(Function));
    expect(pendingCount()).toBe(0);
  });

  it("forgets what is pending on sign-out (it must not go out with the next user's cookie)", async () => {
    online = false;
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    expect(pendingCount()).toBe(1);
    clearOutbox();
    expect(pendingCount()).toBe(0);
    online = true;
    await flushOutbox();
    expect(calls).toEqual([]);
  });

  it("with a sign-out owed, sends it before any write, and no write until the server confirmed it", async () => {
    online = false;
    await sendOrQueue("POST", "/api/stats/played", { gameId: "classic" });
    markSignOutPending();
    online = true;
    // A hotel wifi's login page answers 200 to anything: not a confirmation.
    let signOutAnswer = () => new Response("<html>login</html>", { status: 200 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        if (url === "/api/auth/sign-out") return signOutAnswer();
        return new Response(null, { status: 204 });
      }),
    );
    await flushOutbox();
    await sendOrQueue("POST", "/api/stats/victory", { gameId: "classic" });
    await flushOutbox(); // joins the flush that queuing started
    expect(calls).toEqual(["POST /api/auth/sign-out", "POST /api/auth/sign-out"]);
    expect(pendingCount()).toBe(2);

    signOutAnswer = () => Response.json({ success: true });
    calls.length = 0;
    await flushOutbox();
    expect(calls).toEqual([
      "POST /api/auth/sign-out",
      "POST /api/stats/played",
      "POST /api/stats/victory",
    ]);
    expect(isSignOutPending()).toBe(false);
  });
});
