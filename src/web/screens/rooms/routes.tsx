import type { RouteObject } from "react-router";

/** The room pages, each its own lazy chunk: nothing of rooms ships to other pages. */
export const roomRoutes: RouteObject[] = [
  {
    path: "/entrar",
    lazy: async () => ({ Component: (await import("./enter-screen")).EnterScreen }),
  },
  {
    path: "/s/:code",
    lazy: async () => ({ Component: (await import("./room-screen")).RoomScreen }),
  },
  {
    path: "/s/:code/tela",
    lazy: async () => ({ Component: (await import("./board-screen")).BoardScreen }),
  },
];
