#!/usr/bin/env node
// Rasterises the default art (art/**/*.svg) into public/ with sharp.
//
//   node scripts/build-art.mjs           build what is missing or stale
//   node scripts/build-art.mjs --force   rebuild everything
//
// An output is rebuilt only when it is missing or older than its source SVG
// (or than this script), so repeated builds are fast. Files are written to a
// temporary name and renamed, so an interrupted build never leaves half files.
//
// Also importable: `import { buildArt } from "./build-art.mjs"`.

import { realpathSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const SCRIPT = fileURLToPath(import.meta.url);
const DEFAULT_ROOT = path.resolve(path.dirname(SCRIPT), "..");

const NIGHT = "#160d2b";
/** PNG icon and JPEG banner at the paths the spec names; pages show the WebP renditions. */
const ICON_SIZE = 192;
const BANNER = { width: 1200, height: 600 };

/** Renders an SVG at exactly width x height (vector-scaled, not resampled). */
async function renderSvg(file, width, height) {
  const svg = await readFile(file);
  const meta = await sharp(svg).metadata();
  if (!meta.width || !meta.height) throw new Error(`${file}: SVG has no intrinsic size`);
  const density = 72 * Math.max(width / meta.width, height / meta.height);
  return sharp(svg, { density }).resize(width, height, { fit: "fill" });
}

const png = (img) => img.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
const webp = (img, quality = 85) => img.webp({ quality, alphaQuality: 100, effort: 5 }).toBuffer();
const jpeg = (img) =>
  img
    .flatten({ background: NIGHT })
    .jpeg({ quality: 80, progressive: true, mozjpeg: true })
    .toBuffer();

/**
 * The logo centred on a night background.
 * @param {string} logo  path of logo.svg
 * @param {number} size  output size (square)
 * @param {number} padding  fraction of `size` kept free on each side
 * @param {number} radius  corner radius as a fraction of `size` (0 = full-bleed square)
 */
async function logoOnNight(logo, size, padding, radius) {
  const inner = Math.round(size * (1 - 2 * padding));
  const mark = await (await renderSvg(logo, inner, inner)).png().toBuffer();
  const rx = Math.round(size * radius);
  const bg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<rect width="${size}" height="${size}" rx="${rx}" fill="${NIGHT}"/></svg>`,
  );
  const offset = Math.round((size - inner) / 2);
  return sharp(bg)
    .composite([{ input: mark, left: offset, top: offset }])
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** The twelve games in the app's order (src/games/extras.ts allGames): posters show them so. */
const GAME_ORDER = [
  "saideira",
  "classic",
  "desenha-e-bebe",
  "eu-nunca",
  "sueca",
  "guess-who",
  "qual-meu-nome",
  "touch-game",
  "spin-bottle",
  "coin-flip",
  "truth-or-dare",
  "cards",
];

/**
 * The logo beside (or above, `stacked`) a grid of game icons on the night background: no text, so
 * it renders the same on any machine whatever its fonts.
 */
async function poster(logo, icons, { width, height, logo: logoSize, icon, cols, stacked = false }) {
  const gap = Math.round(icon * 0.2);
  const rows = Math.ceil(icons.length / cols);
  const gridW = cols * icon + (cols - 1) * gap;
  const gridH = rows * icon + (rows - 1) * gap;
  const bg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#2a1650"/>` +
      `<stop offset="1" stop-color="${NIGHT}"/></radialGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
  );
  const layers = [];
  const mark = await (await renderSvg(logo, logoSize, logoSize)).png().toBuffer();
  let gridLeft;
  let gridTop;
  if (stacked) {
    const top = Math.round((height - logoSize - gap * 2 - gridH) / 2);
    layers.push({ input: mark, left: Math.round((width - logoSize) / 2), top });
    gridLeft = Math.round((width - gridW) / 2);
    gridTop = top + logoSize + gap * 2;
  } else {
    const left = Math.round((width - logoSize - gap * 3 - gridW) / 2);
    layers.push({ input: mark, left, top: Math.round((height - logoSize) / 2) });
    gridLeft = left + logoSize + gap * 3;
    gridTop = Math.round((height - gridH) / 2);
  }
  for (const [i, file] of icons.entries()) {
    const img = await (await renderSvg(file, icon, icon)).png().toBuffer();
    const left = gridLeft + (i % cols) * (icon + gap);
    const top = gridTop + Math.floor(i / cols) * (icon + gap);
    layers.push({ input: img, left, top });
  }
  return sharp(bg)
    .composite(layers)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

async function svgNames(dir) {
  let entries;
  try {
    entries = await readdir(dir);
  } catch (err) {
    throw new Error(`cannot read ${dir}: ${err.message}`);
  }
  return entries
    .filter((f) => f.endsWith(".svg"))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** Every output with its source and how to make it. */
async function plan(root) {
  const art = path.join(root, "art");
  const pub = path.join(root, "public");
  const jobs = [];
  // Widths of the WebP renditions; the web app builds its srcset from the same file.
  const SIZES = JSON.parse(await readFile(path.join(art, "sizes.json"), "utf8"));
  const add = (out, src, make) => jobs.push({ out: path.join(pub, out), src, make });

  const icons = await svgNames(path.join(art, "icons"));
  if (!icons.includes("fallback")) throw new Error("art/icons/fallback.svg is missing");
  for (const id of icons) {
    const src = path.join(art, "icons", `${id}.svg`);
    add(`icons/${id}.png`, src, async () => png(await renderSvg(src, ICON_SIZE, ICON_SIZE)));
    for (const w of SIZES.icon)
      add(`icons/${id}-${w}.webp`, src, async () => webp(await renderSvg(src, w, w), 90));
  }

  const banners = await svgNames(path.join(art, "banners"));
  if (banners.length === 0) throw new Error("art/banners/ holds no SVG");
  for (const id of banners) {
    const src = path.join(art, "banners", `${id}.svg`);
    add(`banners/${id}.jpg`, src, async () =>
      jpeg(await renderSvg(src, BANNER.width, BANNER.height)),
    );
    for (const w of SIZES.banner)
      add(`banners/${id}-${w}.webp`, src, async () => webp(await renderSvg(src, w, w / 2), 80));
  }

  const logo = path.join(art, "logo.svg");
  const copyLogo = () => readFile(logo);
  add("images/logo.png", logo, async () => png(await renderSvg(logo, 512, 512)));
  add("images/logo.svg", logo, copyLogo);
  for (const w of SIZES.logo)
    add(`images/logo-${w}.webp`, logo, async () => webp(await renderSvg(logo, w, w), 90));
  for (const w of SIZES.appIcon)
    add(`images/icon-${w}.webp`, logo, async () =>
      webp(sharp(await logoOnNight(logo, w, 0.06, 0.22)), 90),
    );
  // The web manifest's icons (public/manifest.webmanifest): every size launchers ask for.
  for (const w of SIZES.manifest)
    add(`images/icon-${w}.png`, logo, () => logoOnNight(logo, w, 0.06, 0.22));
  for (const w of SIZES.maskable)
    add(`images/icon-maskable-${w}.png`, logo, () => logoOnNight(logo, w, 0.2, 0));
  add("images/apple-touch-icon.png", logo, () => logoOnNight(logo, 180, 0.08, 0));
  // Link previews (Open Graph, 1200x630) and the manifest's install screenshots, from the same art.
  const games = GAME_ORDER.map((id) => path.join(art, "icons", `${id}.svg`));
  add("images/og.png", logo, () =>
    poster(logo, games.slice(0, 6), { width: 1200, height: 630, logo: 380, icon: 150, cols: 3 }),
  );
  add("images/screenshot-narrow.png", logo, () =>
    poster(logo, games, { width: 720, height: 1280, logo: 280, icon: 160, cols: 3, stacked: true }),
  );
  add("images/screenshot-wide.png", logo, () =>
    poster(logo, games, { width: 1280, height: 720, logo: 360, icon: 130, cols: 4 }),
  );
  add("favicon.svg", logo, copyLogo);
  return jobs;
}

async function mtime(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
}

async function writeAtomic(out, data) {
  await mkdir(path.dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, out);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

/**
 * Builds the raster art into public/.
 * @param {{ force?: boolean, root?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ written: string[], upToDate: number }>}
 */
export async function buildArt({ force = false, root = DEFAULT_ROOT, quiet = false } = {}) {
  const started = Date.now();
  const jobs = await plan(root);
  const scriptTime = (await mtime(SCRIPT)) ?? 0;
  const written = [];
  let upToDate = 0;

  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++];
      const srcTime = await mtime(job.src);
      if (srcTime === null) throw new Error(`${path.relative(root, job.src)} is missing`);
      const outTime = force ? null : await mtime(job.out);
      if (outTime !== null && outTime >= Math.max(srcTime, scriptTime)) {
        upToDate++;
        continue;
      }
      let data;
      try {
        data = await job.make();
      } catch (err) {
        throw new Error(
          `${path.relative(root, job.out)} from ${path.relative(root, job.src)}: ${err.message}`,
        );
      }
      await writeAtomic(job.out, data);
      written.push(path.relative(root, job.out));
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));

  if (!quiet) {
    console.log(
      `build-art: wrote ${written.length} file${written.length === 1 ? "" : "s"}, ` +
        `${upToDate} up to date (${Date.now() - started} ms)`,
    );
  }
  return { written: written.sort(), upToDate };
}

function invokedDirectly() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(SCRIPT);
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  buildArt({ force: process.argv.includes("--force") }).catch((err) => {
    console.error(`build-art: ${err.message}`);
    process.exitCode = 1;
  });
}
