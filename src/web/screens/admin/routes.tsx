import type { RouteObject } from "react-router";

/** The /admin/* screens (behind the admin guard); wired into the app by src/web/router.tsx. */
export const adminRoutes: RouteObject[] = [];
