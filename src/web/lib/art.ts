import sizes from "../../../art/sizes.json";

/** What an <img> needs to load the smallest WebP rendition that is sharp on this screen. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Game cards (dashboard, /game-modes) show 64 px icons; the splash preloads that size. */
export const GAME_CARD_ICON_PX = 64;
/** The dashboard carousel: the column's width (max-w-3xl less padding). */
export const SLIDE_SIZES = "(min-width: 768px) 728px, calc(100vw - 40px)";

function renditions(base: string, widths: readonly number[], sizesAttr: string, px: number) {
  const src = widths.find((w) => w >= px) ?? widths[widths.length - 1];
  return {
    src: `${base}-${src}.webp`,
    srcSet: widths.map((w) => `${base}-${w}.webp ${w}w`).join(", "),
    sizes: sizesAttr,
  };
}

/**
 * A game icon shown `px` CSS pixels wide. The default art (`/icons/{id}.png`, the address the API
 * and the spec use) has WebP renditions built from art/sizes.json; an uploaded or external icon is
 * shown as it is.
 */
export function iconSources(url: string, px: number): ImageSources {
  const art = /^\/icons\/([a-z0-9-]+)\.(?:png|webp)$/.exec(url);
  if (!art) return { src: url };
  return renditions(`/icons/${art[1]}`, sizes.icon, `${px}px`, px);
}

/** A banner (2:1) whose shown width the `sizes` media list describes. */
export function bannerSources(url: string, sizesAttr: string): ImageSources {
  const art = /^\/banners\/([a-z0-9-]+)\.(?:jpg|webp)$/.exec(url);
  if (!art) return { src: url };
  return renditions(`/banners/${art[1]}`, sizes.banner, sizesAttr, 600);
}

/** The Saideira mark alone (transparent), shown `px` wide. */
export const logoSources = (px: number): ImageSources =>
  renditions("/images/logo", sizes.logo, `${px}px`, px);

/** The app icon (the mark on its rounded night square), shown `px` wide. */
export const appIconSources = (px: number): ImageSources =>
  renditions("/images/icon", sizes.appIcon, `${px}px`, px);
