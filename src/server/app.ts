import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { JSON_BODY_LIMIT_BYTES } from "../shared/constants";
import { type AppDeps, type AppEnv, sessionUserOf } from "./http/context";
import { ApiError, errorBody, handleError } from "./http/errors";
import { requestLog } from "./http/request-log";
import { sameOriginWrites, securityHeaders, storableUrl } from "./http/security";
import { writeLimit } from "./http/write-limit";
import { InProcessBus } from "./rooms/bus";
import { createRoomsService } from "./rooms/service";
import { adminRoutes } from "./routes/admin";
import { adminDeckRoutes } from "./routes/admin-decks";
import { assetRoutes } from "./routes/assets";
import { authRoutes } from "./routes/auth";
import { deckRoutes, sharedDeckRoutes } from "./routes/decks";
import { groupRoutes } from "./routes/groups";
import { healthRoutes } from "./routes/health";
import { playsRoutes } from "./routes/plays";
import { profileRoutes, readProfile } from "./routes/profile";
import { roomRoutes } from "./routes/rooms";
import { sessionRoutes } from "./routes/sessions";
import { statsRoutes } from "./routes/stats";
import { serveClient, serveUpload } from "./static";
import type { LocalStorage } from "./storage/local-storage";

const UPLOAD_PATH = "/api/admin/uploads";

/** The whole HTTP app, testable with app.request() and no port. */
export function createApp(deps: AppDeps, options: { clientDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.onError(handleError(deps.log));
  app.use("*", requestId());
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLog());
  app.use(
    "*",
    securityHeaders({
      googleEnabled: Boolean(deps.config.google),
      https: deps.config.publicUrl.startsWith("https://"),
    }),
  );
  app.use("*", compress());
  // The refused body is never read, so the connection cannot carry another request: say so, or a
  // kept-alive client sends its next request on a socket about to close (a network error).
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => {
      c.header("connection", "close");
      return c.json(
        errorBody("PAYLOAD_TOO_LARGE", "Requisição grande demais (máximo de 1 MB)."),
        413,
      );
    },
  });
  const uploadLimit = bodyLimit({
    maxSize: deps.config.uploadMaxBytes + 256 * 1024, // the file plus the multipart envelope
    onError: (c) => {
      c.header("connection", "close");
      const mb = Math.round(deps.config.uploadMaxBytes / 1024 / 1024);
      return c.json(
        errorBody("PAYLOAD_TOO_LARGE", `Falha no upload da imagem: arquivo maior que ${mb} MB`),
        413,
      );
    },
  });
  app.use("/api/*", (c, next) =>
    c.req.path === UPLOAD_PATH ? uploadLimit(c, next) : jsonLimit(c, next),
  );
  app.use("/api/*", sameOriginWrites(deps.config.trustedOrigins, deps.config.publicUrl));
  app.use("/api/*", storableUrl);
  // better-auth limits its own endpoints (auth.ts); every other write is limited here.
  const limitWrites = writeLimit(deps.config.writeRateLimit);
  app.use("/api/*", (c, next) =>
    c.req.path.startsWith("/api/auth/") ? next() : limitWrites(c, next),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control")) c.header("cache-control", "no-store");
  });

  const rooms =
    deps.rooms ??
    createRoomsService({ db: deps.database.db, log: deps.log, bus: new InProcessBus() });
  // Chained, so the routes' types reach AppType (api-type.ts) and the browser's typed client.
  const api = app
    .route("/api/auth", authRoutes)
    .route("/api/health", healthRoutes)
    .route("/api/profile", profileRoutes)
    .route("/api/sessions/:gameId", sessionRoutes)
    .route("/api/stats/plays", playsRoutes)
    .route("/api/stats", statsRoutes)
    .route("/api/groups", groupRoutes)
    .route("/api/decks", deckRoutes)
    .route("/api/shared-decks", sharedDeckRoutes)
    .route("/api/admin", adminRoutes)
    .route("/api/admin", adminDeckRoutes)
    .route("/api/rooms", roomRoutes(rooms, deps.config))
    .route("/api", assetRoutes)
    // publicUrl: the address sign-in works from, named to someone who opened another (issue 14, finding 10).
    .get("/api/config", (c) =>
      c.json({ googleEnabled: Boolean(deps.config.google), publicUrl: deps.config.publicUrl }),
    );
  app.all("/api/*", () => {
    throw new ApiError(404, "NOT_FOUND", "Recurso não encontrado.");
  });

  if (deps.storage.kind === "local")
    app.get("/uploads/*", serveUpload(deps.storage as LocalStorage));
  if (options.clientDir)
    app.get(
      "*",
      serveClient(options.clientDir, {
        googleEnabled: Boolean(deps.config.google),
        publicUrl: deps.config.publicUrl,
        testHooks: deps.config.testHooks,
        bootData: async (c) => {
          const { headers, response } = await deps.auth.api.getSession({
            headers: c.req.raw.headers,
            returnHeaders: true,
          });
          const user = sessionUserOf(response?.user);
          if (!user) return undefined;
          // The shapes of GET /api/auth/get-session (its user only, never the token) and /api/profile.
          return {
            data: { user, profile: await readProfile(deps.database.db, user) },
            setCookies: headers.getSetCookie(),
          };
        },
      }),
    );
  return api;
}
