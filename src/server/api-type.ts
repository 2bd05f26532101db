import type { createApp } from "./app";

/**
 * The HTTP API's route types for the browser's typed client (src/client/api.ts). The one server
 * module the client may name, and only with `import type`: no server code reaches the browser.
 */
export type AppType = ReturnType<typeof createApp>;
