import { createReadStream, type Dirent, readdirSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { drinkModes } from "../shared/profile-values";
import {
  accountPaths,
  guestPageFile,
  isAppPath,
  prerenderedPages,
  signedInPageFile,
  signedInPaths,
  signedInPrerenderedPages,
  visitorOnlyPages,
} from "../shared/routes";
import { errorBody } from "./http/errors";
import type { LocalStorage } from "./storage/local-storage";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".mp3": "audio/mpeg",
  ".wav": "audio/wav",
};

const FOREVER = "public, max-age=31536000, immutable";

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return FOREVER;
  if (urlPath.endsWith(".html") || urlPath === "/sw.js") return "no-cache";
  return "public, max-age=86400";
}

/** A file of the built client, as found once at start. */
interface ClientFile {
  file: string;
  size: number;
  mtime: Date;
}

/**
 * Every file of the built client by its URL path, read once when the server starts (the build
 * never changes under a running server): no file-system call decides what a request gets.
 * Dot-folders (.vite) are left out.
 */
export function indexClient(root: string): Map<string, ClientFile> {
  const index = new Map<string, ClientFile>();
  const walk = (dir: string, prefix: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no build yet: every page gets the 404 answer
    }
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file, `${prefix}${e.name}/`);
      else if (e.isFile()) {
        const { size, mtime } = statSync(file);
        index.set(`${prefix}${e.name}`, { file, size, mtime });
      }
    }
  };
  walk(root, "/");
  return index;
}

function fileResponse({ file, size, mtime }: ClientFile, cache: string, status = 200): Response {
  const ext = path.extname(file).toLowerCase();
  const headers = new Headers({
    "content-type": types[ext] ?? "application/octet-stream",
    "content-length": String(size),
    "cache-control": cache,
    "last-modified": mtime.toUTCString(),
  });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status, headers });
}

/** The decoded path, or null when its percent-encoding is malformed (decodeURIComponent throws). */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

const badUrl = (c: Context) =>
  c.json(errorBody("INVALID_URL", "Endereço inválido: codificação de caracteres malformada."), 400);

/** Pages a visitor without a session is sent away from (the games are open to guests). */
const guarded = new Set<string>(accountPaths);
/** Pages whose HTML carries the signed-in user's data when there is one. */
const withBootData = new Set<string>(signedInPaths);
/** better-auth's cookie (with or without its __Secure- prefix); whether it is valid is not checked. */
const hasSession = (cookie: string) => cookie.includes("session_token=");

/** What a signed-in page starts with (src/web/lib/boot-data.ts reads it). */
export interface BootData {
  user: unknown;
  profile: unknown;
}

/** The page's boot data, and the cookies reading the session set. */
export interface BootAnswer {
  data: BootData;
  setCookies: string[];
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment openers. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");

/** The build's texts a page is made from (shells, route-preloads.json), read once and kept. */
function textCache() {
  const texts = new Map<string, Promise<string | null>>();
  return (file: string): Promise<string | null> => {
    let text = texts.get(file);
    if (!text) {
      text = readFile(file, "utf8").catch(() => null);
      texts.set(file, text);
    }
    return text;
  };
}

/**
 * The SPA shell, naming the page's own screen chunks and stylesheets (dist/route-preloads.json,
 * written by the build) so they download alongside the app entry. A visitor without a session cookie gets none
 * for a signed-in page: it will show /auth instead.
 */
async function shellResponse(
  root: string,
  index: Map<string, ClientFile>,
  readText: (file: string) => Promise<string | null>,
  urlPath: string,
  cookie: string,
  status: number,
  boot: BootData | undefined,
): Promise<Response> {
  // A user with a profile gets the page's own prerendered HTML where there is one; a new user
  // is sent to onboarding by the app, so they get the plain loading screen.
  const own = boot?.profile ? signedInPrerenderedPages[urlPath] : undefined;
  // Drawn for the user's drink mode, so the app's first render matches it (it hydrates the page).
  const mode = (boot?.profile as { drinkMode?: unknown } | null)?.drinkMode;
  const drinkMode = drinkModes.find((m) => m === mode) ?? "alcool";
  const prerendered = own ? index.get(`/${signedInPageFile(own, drinkMode)}`) : undefined;
  const shell = prerendered ?? index.get("/shell.html");
  if (!shell) return new Response("Not found", { status: 404 });
  let files: string[] = [];
  // A prerendered page's boot script names its chunks after the first paint (scripts/build.mjs).
  if (!prerendered && (!guarded.has(urlPath) || hasSession(cookie))) {
    try {
      const map = JSON.parse((await readText(path.join(root, "../route-preloads.json"))) ?? "{}");
      files = Array.isArray(map[urlPath]) ? map[urlPath] : [];
    } catch {
      files = []; // an older build without the map: the screen loads after the entry, as before
    }
  }
  if (files.length === 0 && boot === undefined) return fileResponse(shell, "no-cache", status);
  // A screen's stylesheet is fetched now but applied by the app when the screen renders (Vite's
  // loader adds it with `crossorigin`, so this same request is reused): nothing blocks the paint.
  const links = files
    .map((f) =>
      f.endsWith(".css")
        ? `<link rel="preload" as="style" crossorigin href="${f}">`
        : `<link rel="modulepreload" crossorigin href="${f}">`,
    )
    .join("");
  // A data block, never executed (the CSP allows no inline script): who is signed in and their
  // profile, so the page draws without two more round trips (src/web/lib/boot-data.ts).
  const data =
    boot === undefined
      ? ""
      : `<script type="application/json" id="boot-data">${scriptSafeJson(boot)}</script>`;
  const html = ((await readText(shell.file)) ?? "").replace("</head>", `${links}${data}</head>`);
  return new Response(html, {
    status,
    headers: {
      "content-type": types[".html"] ?? "text/html",
      // With a user's data in it, no shared cache may keep it.
      "cache-control": boot === undefined ? "no-cache" : "private, no-store",
    },
  });
}

/** Serves the built client: files as they are, the prerendered landing, and the SPA shell for every other page. */
export function serveClient(
  clientDir: string,
  options: {
    googleEnabled?: boolean;
    /** PUBLIC_URL: link previews need absolute image URLs, and only the running server knows it. */
    publicUrl?: string;
    /** Tests only (SAIDEIRA_TEST_HOOKS): pages carry a mark that lets a test seed new games. */
    testHooks?: boolean;
    /** What a signed-in page gets to start with (undefined: nothing, the app asks). */
    bootData?: (c: Context) => Promise<BootAnswer | undefined>;
  } = {},
) {
  const root = path.resolve(clientDir);
  const index = indexClient(root);
  const readText = textCache();
  const serve = async (c: Context) => {
    const urlPath = decodedPath(c.req.url);
    if (urlPath === null) return badUrl(c);
    // Dot-folders are the build's own (.vite/manifest.json maps every source file): never served.
    if (urlPath.split("/").some((segment) => segment.startsWith(".")))
      return c.text("Not found", 404);
    // Normalised as a file path would be (`/a//b`, `/a/../b`): only files of the index are served.
    const found = index.get(path.posix.normalize(urlPath));
    if (found) return fileResponse(found, cacheControl(urlPath));
    if (path.extname(urlPath) && !isAppPath(urlPath)) return c.text("Not found", 404);
    const cookie = c.req.header("cookie") ?? "";
    let page = prerenderedPages[urlPath];
    // The sign-in page is prerendered with and without the Google button (scripts/build.mjs).
    if (page === "auth.html" && options.googleEnabled) page = "auth-google.html";
    const prerendered = page ? index.get(`/${page}`) : undefined;
    if (prerendered && !(visitorOnlyPages.includes(urlPath) && hasSession(cookie)))
      return options.publicUrl
        ? await absoluteSharingUrls(prerendered.file, options.publicUrl)
        : fileResponse(prerendered, "no-cache");
    // A guest's first pages paint the 18+ question from their HTML (decision 056): without a
    // session cookie nobody is signed in, so the page is the same for every guest.
    const guestFile = hasSession(cookie) ? undefined : guestPageFile(urlPath);
    const guest = guestFile ? index.get(`/${guestFile}`) : undefined;
    if (guest) return fileResponse(guest, "no-cache");
    const boot =
      withBootData.has(urlPath) && hasSession(cookie) && options.bootData
        ? await options.bootData(c).catch(() => undefined) // the app asks for itself
        : undefined;
    // Unknown pages still get the app (it shows the 404 screen) but with a real 404 status.
    const res = await shellResponse(
      root,
      index,
      readText,
      urlPath,
      cookie,
      isAppPath(urlPath) ? 200 : 404,
      boot?.data,
    );
    // Reading the session may renew it (better-auth extends it once a day): pass the new cookie
    // on, as GET /api/auth/get-session would have, or an active user is signed out after 7 days.
    for (const value of boot?.setCookies ?? []) res.headers.append("set-cookie", value);
    return res;
  };
  return options.testHooks ? async (c: Context) => withTestHooks(await serve(c)) : serve;
}

/** Open Graph and Twitter image URLs made absolute (the build cannot know PUBLIC_URL). */
export function withAbsoluteSharingUrls(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, "");
  return html.replace(
    /(<meta (?:property|name)="(?:og:image|og:url|twitter:image)" content=")\//g,
    `$1${base}/`,
  );
}

/** Prerendered pages with absolute sharing URLs, rewritten once per file and kept. */
const sharingPages = new Map<string, Promise<string>>();

async function absoluteSharingUrls(file: string, publicUrl: string): Promise<Response> {
  let html = sharingPages.get(file);
  if (!html) {
    html = readFile(file, "utf8").then((raw) => withAbsoluteSharingUrls(raw, publicUrl));
    sharingPages.set(file, html);
  }
  return new Response(await html, {
    headers: { "content-type": types[".html"] ?? "text/html", "cache-control": "no-cache" },
  });
}

async function withTestHooks(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.startsWith("text/html")) return res;
  const html = (await res.text()).replace(
    "</head>",
    '<meta name="saideira-test-hooks" content="1"></head>',
  );
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(html, { status: res.status, headers });
}

/** Uploaded images: names are unique, so they cache forever; never sniffed as anything else. */
export function serveUpload(storage: LocalStorage) {
  return async (c: Context) => {
    const urlPath = decodedPath(c.req.url);
    if (urlPath === null) return badUrl(c);
    const key = urlPath.slice("/uploads/".length);
    let file: string;
    try {
      file = storage.pathOf(key);
    } catch {
      return c.text("Not found", 404);
    }
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return c.text("Not found", 404);
    // nosniff and the strict CSP for uploads come from securityHeaders (src/server/http/security.ts).
    return fileResponse({ file, size: found.size, mtime: found.mtime }, FOREVER);
  };
}
