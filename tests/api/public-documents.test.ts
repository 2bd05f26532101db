import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLIC_CACHE_MS } from "../../src/server/admin/documents";
import { appDocuments } from "../../src/server/db/schema";
import { createTestApi, dbLabel } from "./harness";

const ADMIN = "root@example.com";
const texts = (title: string) => ({
  "1": { title, description: "a" },
  "2": { title: "Dois", description: "b" },
  "3": { title: "Três", description: "c" },
});

describe(`public admin documents (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let admin: ReturnType<Awaited<ReturnType<typeof createTestApi>>["client"]>;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: ADMIN });
    admin = api.client();
    await admin.signUpAdmin(ADMIN);
  });
  afterAll(() => api.close());
  afterEach(() => vi.useRealTimers());

  it("shows this server's admin writes at once", async () => {
    const visitor = api.client();
    await visitor.get("/api/banner-texts");
    expect((await admin.put("/api/admin/banner-texts", texts("Primeiro"))).status).toBe(200);
    expect((await visitor.get("/api/banner-texts")).json["1"].title).toBe("Primeiro");
  });

  it("shows another instance's write within the cache window, with an ETag matching the body", async () => {
    const visitor = api.client();
    const before = await visitor.get("/api/featured-tags");
    const oldTag = before.headers.get("etag") ?? "";
    // Another server instance writes straight to the shared database.
    await api.database.db
      .insert(appDocuments)
      .values({ collection: "appAdmin", id: "featuredTags", data: { sueca: ["Novo"] } });
    const soon = await visitor.get("/api/featured-tags");
    expect(soon.headers.get("etag") === oldTag).toBe(
      JSON.stringify(soon.json) === JSON.stringify(before.json),
    );

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + PUBLIC_CACHE_MS + 1 });
    const later = await visitor.get("/api/featured-tags", { "if-none-match": oldTag });
    expect(later.status).toBe(200);
    expect(later.json).toEqual({ sueca: ["Novo"] });
    const newTag = later.headers.get("etag") ?? "";
    expect(newTag).not.toBe(oldTag);
    expect((await visitor.get("/api/featured-tags", { "if-none-match": newTag })).status).toBe(304);
  });

  it("serves icons from both icon documents, defaults filled in", async () => {
    await api.database.db.insert(appDocuments).values([
      { collection: "appAdmin", id: "icons", data: { classic: "https://cdn.example.com/c.png" } },
      { collection: "appAdmin", id: "gameIcons", data: { sueca: "https://cdn.example.com/s.png" } },
    ]);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + PUBLIC_CACHE_MS + 1 });
    const icons = (await api.client().get("/api/icons")).json;
    expect(icons.classic).toBe("https://cdn.example.com/c.png");
    expect(icons.sueca).toBe("https://cdn.example.com/s.png");
    expect(icons["eu-nunca"]).toBe("/icons/eu-nunca.png");
    expect(icons["truth-or-dare"]).toBe("/icons/truth-or-dare.png");
    expect(icons.cards).toBe("/icons/cards.png");
  });
});
