import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iconEventsOf } from "../../src/server/events/icon-events";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

const ADMIN = "icons-root@example.com";
type Api = Awaited<ReturnType<typeof createTestApi>>;

/** Reads server-sent events from a response body, one parsed event at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(":")) continue; // a keep-alive comment
          const field = (name: string) =>
            block
              .split("\n")
              .filter((l) => l.startsWith(`${name}: `))
              .map((l) => l.slice(name.length + 2))
              .join("\n");
          return { event: field("event"), data: field("data") };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe(`icon change events (${dbLabel})`, () => {
  let api: Api;
  let cookie: string;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: ADMIN });
    const admin = api.client();
    await admin.signUpAdmin(ADMIN);
    cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  });
  afterAll(() => api.close());

  it("streams an icon upload and a reset to a visitor as server-sent events", async () => {
    const res = await api.app.request("/api/icons/events");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("content-encoding")).toBeNull();
    const events = eventReader(res.body as ReadableStream<Uint8Array>);
    expect((await events.next()).event).toBe("ready");

    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#0ea5e9" },
    })
      .png()
      .toBuffer();
    const fd = new FormData();
    fd.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "icon.png");
    fd.set("kind", "gameIcon");
    fd.set("key", "cards");
    const upload = await api.app.request("/api/admin/uploads", {
      method: "POST",
      body: fd,
      headers: { origin: ORIGIN, cookie },
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const uploaded = await events.next();
    expect(uploaded.event).toBe("icon");
    expect(JSON.parse(uploaded.data)).toEqual({ iconType: "cards", url });

    const reset = await api.app.request("/api/admin/game-icons/cards", {
      method: "DELETE",
      headers: { origin: ORIGIN, cookie },
    });
    expect(reset.status).toBe(204);
    expect(JSON.parse((await events.next()).data)).toEqual({
      iconType: "cards",
      url: "/icons/cards.png",
    });

    await events.cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(iconEventsOf(api.database).size).toBe(0);
  });

  it("ends open streams when the server shuts down", async () => {
    const res = await api.app.request("/api/icons/events");
    const events = eventReader(res.body as ReadableStream<Uint8Array>);
    expect((await events.next()).event).toBe("ready");
    iconEventsOf(api.database).close();
    await expect(events.next()).rejects.toThrow("stream ended");
  });
});
