import sharp, { type Metadata } from "sharp";

export type ImageFormat = "png" | "jpg" | "webp" | "gif";
export type UploadKind = "banner" | "icon" | "gameIcon" | "image";

/** Refused uploads carry a Portuguese reason shown as 'Falha no upload da imagem: {reason}'. */
export class UploadError extends Error {}

const contentTypes: Record<ImageFormat, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/** Largest stored size per kind; images are only ever scaled down. */
const maxBox: Record<UploadKind, [number, number]> = {
  banner: [1600, 800],
  icon: [512, 512],
  gameIcon: [512, 512],
  image: [1600, 1600],
};

/** 40 megapixels: enough for any photo, far below what would exhaust memory (zip-bomb images). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The format decided by the file's first bytes, never by its name or Content-Type. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const b = (i: number) => bytes[i] ?? -1;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return "png";
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return "jpg";
  if (
    b(0) === 0x47 &&
    b(1) === 0x49 &&
    b(2) === 0x46 &&
    b(3) === 0x38 &&
    (b(4) === 0x37 || b(4) === 0x39) &&
    b(5) === 0x61
  )
    return "gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/** Checks, decodes and re-encodes an image in its own format, resized to the kind's maximum. */
export async function processImage(
  bytes: Uint8Array,
  kind: UploadKind,
): Promise<{ data: Buffer; format: ImageFormat; contentType: string }> {
  const format = sniffFormat(bytes);
  if (!format)
    throw new UploadError("tipo de arquivo não suportado (envie PNG, JPEG, WebP ou GIF)");
  let meta: Metadata;
  try {
    // metadata() reads the header only (a 20,000 x 20,000 PNG: a few ms, no pixels decoded), so no
    // limit is needed here; sharp's would throw, and the user would read 'corrompida', not the size.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError("imagem corrompida ou incompleta");
  }
  if (!meta.width || !meta.height) throw new UploadError("imagem sem dimensões válidas");
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new UploadError(`imagem grande demais (${meta.width} x ${meta.height} pixels)`);
  }
  const [w, h] = maxBox[kind];
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate()
      .resize({ width: w, height: h, fit: "inside", withoutEnlargement: true });
    const out =
      format === "png"
        ? pipeline.png({ compressionLevel: 9 })
        : format === "jpg"
          ? pipeline.jpeg({ quality: 82, mozjpeg: true })
          : format === "webp"
            ? pipeline.webp({ quality: 82 })
            : pipeline.gif();
    return { data: await out.toBuffer(), format, contentType: contentTypes[format] };
  } catch {
    throw new UploadError("imagem corrompida ou incompleta");
  }
}
