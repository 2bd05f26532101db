import { type Context, Hono } from "hono";
import { etag } from "hono/etag";
import { streamSSE } from "hono/streaming";
import { catalogue } from "../../games/catalogue";
import { allGames } from "../../games/extras";
import { DEFAULT_BANNER_TEXTS } from "../../shared/constants";
import {
  type BannerTexts,
  defaultInstallPrompt,
  type FeaturedTags,
  type InstallPromptSettings,
} from "../../shared/schemas/admin";
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

/** Image documents map keys to URLs: anything else stored there is not one. */
function urls(doc: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(doc ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

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
    return c.json({ ...defaultIcons, ...urls(docs.icons), ...urls(docs.gameIcons) });
  })
  .get("/banners", async (c) =>
    c.json({ ...defaultBanners, ...urls((await publicDocuments(c, ["banners"])).banners) }),
  )
  // The next three were checked against their schema when an admin saved them (routes/admin.ts).
  .get("/banner-texts", async (c) => {
    const stored = (await publicDocuments(c, ["bannerTexts"])).bannerTexts;
    return c.json((stored as BannerTexts | undefined) ?? DEFAULT_BANNER_TEXTS);
  })
  .get("/featured-tags", async (c) => {
    const stored = (await publicDocuments(c, ["featuredTags"])).featuredTags;
    return c.json((stored as FeaturedTags | undefined) ?? defaultTags);
  })
  .get("/install-prompt", async (c) => {
    const stored = (await publicDocuments(c, ["installPrompt"])).installPrompt;
    const settings: InstallPromptSettings = {
      ...defaultInstallPrompt,
      ...(stored as Partial<InstallPromptSettings> | undefined),
    };
    return c.json(settings);
  });
