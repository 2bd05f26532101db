import { type Context, Hono } from "hono";
import { etag } from "hono/etag";
import { streamSSE } from "hono/streaming";
import { catalogue } from "../../games/catalogue";
import { allGames } from "../../games/extras";
import { DEFAULT_BANNER_TEXTS } from "../../shared/constants";
import { defaultInstallPrompt } from "../../shared/schemas/admin";
import { type AdminDocId, cachedDocuments } from "../admin/documents";
import { iconEventsOf } from "../events/icon-events";
import type { AppEnv } from "../http/context";

/** Every game's default icon, the extras (Verdade ou Desafio, Cartas) too: their cards show one. */
const defaultIcons = Object.fromEntries(allGames.map((g) => [g.id, g.icon]));
/** Carousel slides 1..3 default to the first three games' banners; every game has its own too. */
const defaultBanners: Record<string, string> = {
  ...Object.fromEntries(catalogue.map((g) => [g.id, g.banner])),
  ...Object.fromEntries(catalogue.slice(0, 3).map((g, i) => [String(i + 1), g.banner])),
};
const defaultTags = Object.fromEntries(
  allGames.filter((g) => g.tags?.length).map((g) => [g.id, g.tags ?? []]),
);

/** One query (or none, within the short cache) per public read. */
const publicDocuments = (c: Context<AppEnv>, ids: AdminDocId[]) =>
  cachedDocuments(c.var.deps.database.db, ids, c.var.deps.log);

/** Public reads of the admin documents, with defaults; browsers revalidate them with ETags. */
// Grouped: an ungrouped alternation also matched /icons/events, whose stream the ETag would wait on.
const PUBLIC_DOCS = "/:doc{(?:icons|banners|banner-texts|featured-tags|install-prompt)}";

export const assetRoutes = new Hono<AppEnv>()
  .use(PUBLIC_DOCS, etag())
  .use(PUBLIC_DOCS, async (c, next) => {
    await next();
    c.header("cache-control", "no-cache");
  })
  /** Icon changes as server-sent events: pages with the app open refetch the icons on each. */
  .get("/icons/events", (c) =>
    streamSSE(c, async (stream) => {
      const hub = iconEventsOf(c.var.deps.database);
      let done: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        done = resolve;
      });
      const unsubscribe = hub.subscribe({
        send: (change) => void stream.writeSSE({ event: "icon", data: JSON.stringify(change) }),
        end: () => done(),
      });
      stream.onAbort(() => done());
      // Proxies drop silent connections; a comment line every 25 s keeps this one open.
      const ping = setInterval(() => void stream.write(": ping\n\n"), 25_000);
      // The retry hint and a first event tell the browser the stream is open.
      await stream.writeSSE({ event: "ready", data: "{}", retry: 5000 });
      await ended;
      clearInterval(ping);
      unsubscribe();
    }),
  )
  .get("/icons", async (c) => {
    const docs = await publicDocuments(c, ["icons", "gameIcons"]);
    return c.json({ ...defaultIcons, ...docs.icons, ...docs.gameIcons });
  })
  .get("/banners", async (c) =>
    c.json({ ...defaultBanners, ...(await publicDocuments(c, ["banners"])).banners }),
  )
  .get("/banner-texts", async (c) =>
    c.json((await publicDocuments(c, ["bannerTexts"])).bannerTexts ?? DEFAULT_BANNER_TEXTS),
  )
  .get("/featured-tags", async (c) =>
    c.json((await publicDocuments(c, ["featuredTags"])).featuredTags ?? defaultTags),
  )
  .get("/install-prompt", async (c) =>
    c.json({
      ...defaultInstallPrompt,
      ...(await publicDocuments(c, ["installPrompt"])).installPrompt,
    }),
  );
