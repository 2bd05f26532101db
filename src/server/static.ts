import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { isAppPath, prerenderedPaths } from "../shared/routes";
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

function fileResponse(file: string, cache: string, status = 200): Response {
  const ext = path.extname(file).toLowerCase();
  const stat = statSync(file);
  const headers = new Headers({
    "content-type": types[ext] ?? "application/octet-stream",
    "content-length": String(stat.size),
    "cache-control": cache,
    "last-modified": stat.mtime.toUTCString(),
  });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, { status, headers });
}

/** Serves the built client: files as they are, the prerendered landing, and the SPA shell for every other page. */
export function serveClient(clientDir: string) {
  const root = path.resolve(clientDir);
  return (c: Context) => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, `.${urlPath}`);
    if (file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      return fileResponse(file, cacheControl(urlPath));
    }
    if (path.extname(urlPath) && !isAppPath(urlPath)) return c.text("Not found", 404);
    if (prerenderedPaths.includes(urlPath))
      return fileResponse(path.join(root, "index.html"), "no-cache");
    // Unknown pages still get the app (it shows the 404 screen) but with a real 404 status.
    return fileResponse(path.join(root, "shell.html"), "no-cache", isAppPath(urlPath) ? 200 : 404);
  };
}

/** Uploaded images: names are unique, so they cache forever; never sniffed as anything else. */
export function serveUpload(storage: LocalStorage) {
  return (c: Context) => {
    const key = decodeURIComponent(new URL(c.req.url).pathname).slice("/uploads/".length);
    let file: string;
    try {
      file = storage.pathOf(key);
    } catch {
      return c.text("Not found", 404);
    }
    if (!existsSync(file)) return c.text("Not found", 404);
    const res = fileResponse(file, FOREVER);
    res.headers.set("x-content-type-options", "nosniff");
    res.headers.set(
      "content-security-policy",
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
    return res;
  };
}
