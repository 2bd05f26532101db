import { Hono } from "hono";
import { catalogue } from "../../games/catalogue";
import { DEFAULT_BANNER_TEXTS } from "../../shared/constants";
import type { AppEnv } from "../http/context";

// Default art per game; the admin issue layers stored overrides on top of these maps.
const defaultIcons = Object.fromEntries(catalogue.map((g) => [g.id, g.icon]));
const defaultBanners = Object.fromEntries(catalogue.map((g) => [g.id, g.banner]));

export const assetRoutes = new Hono<AppEnv>()
  .get("/icons", (c) => c.json(defaultIcons))
  .get("/banners", (c) => c.json(defaultBanners))
  .get("/banner-texts", (c) => c.json(DEFAULT_BANNER_TEXTS));
