import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../../src/server/db/schema";
import { createTestApi, dbLabel, ORIGIN } from "./harness";
import { gzipBomb, lyingFiles, pngChunk, realPng, withPeakRss } from "./hostile-images";

const ADMIN = "uploader@example.com";

async function png(width = 64, height = 64): Promise<Uint8Array<ArrayBuffer>> {
  const buf = await sharp({ create: { width, height, channels: 3, background: "#fbbf24" } })
    .png()
    .toBuffer();
  return new Uint8Array(buf);
}

function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(Buffer.concat([row, row, row]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

function form(file: Blob, name: string, kind: string, key?: string): FormData {
  const fd = new FormData();
  fd.set("file", file, name);
  fd.set("kind", kind);
  if (key) fd.set("key", key);
  return fd;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

type Api = Awaited<ReturnType<typeof createTestApi>>;

async function uploadAs(api: Api, cookie: string, fd: FormData) {
  const res = await api.app.request("/api/admin/uploads", {
    method: "POST",
    body: fd,
    headers: { origin: ORIGIN, cookie },
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

async function adminCookie(api: Api): Promise<string> {
  const c = api.client();
  await c.signUpAdmin(ADMIN);
  return [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** The same refusals and the same round trip, whatever the storage behind it. */
function uploadSuite(
  label: string,
  /** Also decode an image at the pixel limit (slow: run it on one storage only). */
  heavy: boolean,
  setup: () => Promise<{
    api: Api;
    stored: () => Promise<number>;
    fetchStored: (url: string) => Promise<Response>;
  }>,
) {
  describe(`uploads on ${label} (${dbLabel})`, () => {
    let ctx: Awaited<ReturnType<typeof setup>>;
    let cookie: string;
    beforeAll(async () => {
      ctx = await setup();
      cookie = await adminCookie(ctx.api);
    });
    afterAll(() => ctx.api.close());

    it("stores a good PNG re-encoded, publishes it as the game's icon, and serves it back", async () => {
      const res = await uploadAs(
        ctx.api,
        cookie,
        form(new Blob([await png(900, 900)]), "sueca.png", "gameIcon", "sueca"),
      );
      expect(res.status).toBe(201);
      expect(res.json.key).toMatch(/^gameIcons\/sueca\/[^/]+\/\d+-[0-9a-f]{8}\.png$/);
      const icons = (await ctx.api.client().get("/api/icons")).json;
      expect(icons.sueca).toBe(res.json.url);
      const served = await ctx.fetchStored(res.json.url);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(512); // resized to the icon maximum
      expect(await ctx.stored()).toBe(1);
    });

    it("refuses hostile files with 'Falha no upload da imagem' and stores nothing", async () => {
      const before = await ctx.stored();
      const rowsBefore = (await ctx.api.database.db.select().from(uploads)).length;
      const truncated = new Uint8Array((await png(200, 200)).subarray(0, 120));
      const cases: [Blob, string, string, string?][] = [
        [
          new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" }),
          "foto.png",
          "image",
        ],
        [
          new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
            type: "image/svg+xml",
          }),
          "logo.svg",
          "image",
        ],
        [new Blob([new Uint8Array(6 * 1024 * 1024)], { type: "image/png" }), "grande.png", "image"],
        [new Blob([truncated], { type: "image/png" }), "cortada.png", "image"],
        [new Blob([await png()], { type: "image/png" }), "../../x.png", "image"],
        [new Blob([await png()], { type: "image/png" }), "ok.png", "gameIcon", "xadrez"],
      ];
      for (const [blob, name, kind, key] of cases) {
        const res = await uploadAs(ctx.api, cookie, form(blob, name, kind, key));
        expect(res.status, name).toBeGreaterThanOrEqual(400);
        expect(res.status, name).toBeLessThan(500);
        expect(res.json.error.message, name).toMatch(/^Falha no upload da imagem: /);
      }
      expect(await ctx.stored()).toBe(before);
      expect((await ctx.api.database.db.select().from(uploads)).length).toBe(rowsBefore);
    });

    it("refuses a 20,000 x 20,000 image without decoding it", async () => {
      // A tiny PNG whose header claims 20,000 x 20,000 pixels (1.2 GB once decoded).
      const bomb = new Uint8Array(pngClaiming(20_000, 20_000));
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      const res = await uploadAs(ctx.api, cookie, form(new Blob([bomb]), "bomba.png", "image"));
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain("grande demais");
    });

    it("refuses a real 20,000 x 20,000 PNG and a zip bomb named .png, without exhausting memory", async () => {
      const huge = await realPng(20_000, 20_000, "grey1"); // every row there: 400 MP decoded
      const zip = await gzipBomb(200); // inflates to 200 MB
      const before = await ctx.stored();
      const { result, growthMb } = await withPeakRss(async () => [
        await uploadAs(
          ctx.api,
          cookie,
          form(new Blob([new Uint8Array(huge)]), "huge.png", "image"),
        ),
        await uploadAs(
          ctx.api,
          cookie,
          form(new Blob([new Uint8Array(zip)], { type: "image/png" }), "foto.png", "image"),
        ),
      ]);
      const [big, bomb] = result;
      expect(big?.status).toBe(400);
      expect(big?.json.error.message).toBe(
        "Falha no upload da imagem: imagem grande demais (20000 x 20000 pixels)",
      );
      expect(bomb?.status).toBe(400);
      expect(bomb?.json.error.message).toMatch(/^Falha no upload da imagem: tipo de arquivo/);
      expect(growthMb).toBeLessThan(300);
      expect(await ctx.stored()).toBe(before);
    });

    it("refuses files whose bytes lie about their type", async () => {
      const before = await ctx.stored();
      for (const [name, bytes] of lyingFiles()) {
        const file = new Blob([new Uint8Array(bytes)], { type: "image/png" });
        const res = await uploadAs(ctx.api, cookie, form(file, name, "image"));
        expect(res.status, name).toBe(400);
        expect(res.json.error.message, name).toMatch(/^Falha no upload da imagem: /);
      }
      expect(await ctx.stored()).toBe(before);
    });

    it("stores a PNG with an HTML payload appended re-encoded, without the payload", async () => {
      const payload = Buffer.from("<html><script>alert(1)</script></html>");
      const file = Buffer.concat([Buffer.from(await png(32, 32)), payload]);
      const res = await uploadAs(ctx.api, cookie, form(new Blob([file]), "poly.png", "image"));
      expect(res.status).toBe(201);
      const stored = Buffer.from(await (await ctx.fetchStored(res.json.url)).arrayBuffer());
      expect(stored.subarray(0, 4).toString("latin1")).toBe("\x89PNG");
      expect(stored.includes("<script")).toBe(false);
    });

    if (heavy)
      it("decodes an image at the pixel limit (36 MP from a 1000:1 file) within bounded memory", async () => {
        const dense = await realPng(6000, 6000, "rgba8"); // 144 MB of pixels once decoded
        const { result, growthMb } = await withPeakRss(() =>
          uploadAs(ctx.api, cookie, form(new Blob([new Uint8Array(dense)]), "denso.png", "image")),
        );
        expect(result.status).toBe(201);
        expect(growthMb).toBeLessThan(300);
      });
  });
}

uploadSuite("local disk", true, async () => {
  const api = await createTestApi({ ADMIN_EMAILS: ADMIN });
  const root = path.join(api.dataDir, "uploads");
  return {
    api,
    stored: async () => filesUnder(root).length,
    fetchStored: async (url) => api.app.request(url),
  };
});

uploadSuite("S3-compatible bucket (s3rver)", false, async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "saideira-s3-"));
  const s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: dir,
    configureBuckets: [{ name: "saideira" }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const api = await createTestApi({
    ADMIN_EMAILS: ADMIN,
    S3_BUCKET: "saideira",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  const close = api.close;
  api.close = async () => {
    await close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    api,
    // s3rver keeps each object as "<key>._S3rver_object" next to its metadata.
    stored: async () =>
      filesUnder(path.join(dir, "saideira")).filter((f) => f.endsWith("._S3rver_object")).length,
    fetchStored: (url) => fetch(url),
  };
});
