import type { RouteObject } from "react-router";
import { lazyRoute } from "../../../ui/lazy-route";

/** The room pages, each its own lazy chunk: nothing of rooms ships to other pages. */
export const roomRoutes: RouteObject[] = [
  lazyRoute("/entrar", () => import("./enter-screen").then((m) => m.EnterScreen)),
  lazyRoute("/s/:code", () => import("./room-screen").then((m) => m.RoomScreen)),
  lazyRoute("/s/:code/tela", () => import("./board-screen").then((m) => m.BoardScreen)),
];
