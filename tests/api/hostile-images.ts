import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** `total` zero bytes in 1 MB pieces, so the generator never holds the whole thing. */
function* zeros(total: number, piece = 1024 * 1024) {
  const block = Buffer.alloc(piece);
  for (let left = total; left > 0; left -= piece)
    yield left >= piece ? block : block.subarray(0, left);
}

/** Streams `total` zero bytes through a compressor: a bomb's payload without the memory. */
const squeeze = (total: number, compressor: zlib.Deflate | zlib.Gzip) =>
  buffer(Readable.from(zeros(total)).pipe(compressor));

const cache = new Map<string, Promise<Buffer>>();
const cached = (key: string, make: () => Promise<Buffer>) => {
  const hit = cache.get(key) ?? make();
  cache.set(key, hit);
  return hit;
};

/**
 * A complete, valid black PNG of width x height: every row is in the IDAT, so it really decodes
 * to that many pixels. 1-bit grey keeps a 20,000 x 20,000 one small (50 KB) and quick to make.
 */
export function realPng(width: number, height: number, kind: "grey1" | "rgba8"): Promise<Buffer> {
  return cached(`png ${width} ${height} ${kind}`, async () => {
    const [depth, colour, bitsPerPixel] = kind === "grey1" ? [1, 0, 1] : [8, 6, 32];
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([depth, colour, 0, 0, 0], 8);
    // Each row: filter byte 0, then the pixels, all zero.
    const raw = (1 + Math.ceil((width * bitsPerPixel) / 8)) * height;
    const idat = await squeeze(raw, zlib.createDeflate({ level: 1 }));
    return Buffer.concat([
      PNG_MAGIC,
      pngChunk("IHDR", ihdr),
      pngChunk("IDAT", idat),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
  });
}

/** A gzip stream inflating to `mb` megabytes, the classic zip bomb, to be sent as 'foto.png'. */
export const gzipBomb = (mb: number) =>
  cached(`gzip ${mb}`, () => squeeze(mb * 1024 * 1024, zlib.createGzip({ level: 9 })));

/** Files whose first bytes claim an image format their content does not hold. */
export function lyingFiles(): [name: string, bytes: Buffer][] {
  const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
  return [
    ["png-magic-then-html.png", Buffer.concat([PNG_MAGIC, html])],
    ["gif-header-polyglot.gif", Buffer.concat([Buffer.from("GIF89a/*"), html])],
    ["jpeg-soi-then-script.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html])],
    ["webp-riff-then-zip.webp", Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 PK\u0003\u0004")],
  ];
}

/** Runs `fn` while sampling the resident set size; returns its result and the peak growth in MB. */
export async function withPeakRss<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}
