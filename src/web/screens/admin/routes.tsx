import type { RouteObject } from "react-router";
import { lazyLayout, lazyRoute } from "../../../ui/lazy-route";

// Each admin screen is its own chunk, loaded when its route is first visited.

/** The /admin/* screens behind the admin guard; wired into the app by src/web/router.tsx. */
export const adminRoutes: RouteObject[] = [
  // The guard too is admin-only code: it loads with the first admin page.
  lazyLayout(
    () => import("./require-admin").then((m) => m.RequireAdmin),
    [
      lazyRoute("/admin", () => import("./overview-screen").then((m) => m.AdminOverviewScreen)),
      lazyRoute("/admin/banners", () => import("./banners-screen").then((m) => m.BannersScreen)),
      lazyRoute("/admin/icons", () => import("./icons-screen").then((m) => m.IconsScreen)),
      lazyRoute("/admin/direct-icons-upload", () =>
        import("./direct-icon-upload-screen").then((m) => m.DirectIconUploadScreen),
      ),
      lazyRoute("/admin/featured-tags", () =>
        import("./featured-tags-screen").then((m) => m.FeaturedTagsScreen),
      ),
      lazyRoute("/admin/install-prompt", () =>
        import("./install-prompt-screen").then((m) => m.InstallPromptScreen),
      ),
      lazyRoute("/admin/geo-test", () => import("./geo-test-screen").then((m) => m.GeoTestScreen)),
      lazyRoute("/admin/crm", () => import("./crm-screen").then((m) => m.CrmScreen)),
      lazyRoute("/admin/baralhos", () =>
        import("./deck-reports-screen").then((m) => m.DeckReportsScreen),
      ),
    ],
  ),
];
