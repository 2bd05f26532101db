import { formatScore, type ScoreUnit } from "../../shared/score-unit";
import {
  type Highlight,
  layoutRecap,
  type Measure,
  RECAP_HEIGHT,
  RECAP_WIDTH,
  type RecapLayout,
} from "./recap-layout";
import { type RankedEntry, resultTitle, withPlaces } from "./standings";

export interface RecapOptions {
  unit: ScoreUnit;
  outOf?: number;
  /** What the game knows about the night ("Quem mais brindou: Ana"), shown first. */
  highlights?: readonly Highlight[];
  /** A picture of the game (Desenha e Bebe's last drawing), as a PNG or SVG data URL. */
  picture?: string;
  /** The app's address; the page's own by default. */
  origin?: string;
}

/** What any ranking tells about the night: who trails at the end, and how many played. */
export function rankingHighlights(entries: readonly RankedEntry[]): Highlight[] {
  const placed = withPlaces(entries);
  const out: Highlight[] = [];
  const last = placed[placed.length - 1];
  if (placed.length >= 3 && last && last.place > 1)
    out.push({ label: "Lanterninha da noite", value: last.name });
  if (placed.length > 0) out.push({ label: "Jogadores", value: `${placed.length} na roda` });
  return out;
}

/** The address to print: the host of the page's origin ("saideira.app"). */
export const addressOf = (origin: string) => origin.replace(/^[a-z]+:\/\//i, "").replace(/\/$/, "");

/** The recap's layout for these results, measured with `measure`. */
export function recapLayout(
  gameName: string,
  entries: readonly RankedEntry[],
  options: RecapOptions & { date: string; pictureAspect?: number },
  measure: Measure,
): RecapLayout {
  return layoutRecap(
    {
      gameName,
      headline: resultTitle(entries),
      rows: withPlaces(entries).map((e) => ({
        place: e.place,
        name: e.name,
        score: formatScore(e.points, options.unit, options.outOf),
        shortScore: options.outOf === undefined ? `${e.points}` : `${e.points}/${options.outOf}`,
      })),
      highlights: [...(options.highlights ?? []), ...rankingHighlights(entries)],
      address: addressOf(options.origin ?? window.location.origin),
      date: options.date,
      pictureAspect: options.pictureAspect,
    },
    measure,
  );
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** Draws the night's recap as a 1080x1350 PNG (portrait, fits stories and chats); ties share a place. */
export async function drawRecap(
  gameName: string,
  entries: readonly RankedEntry[],
  options: RecapOptions,
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = RECAP_WIDTH;
  canvas.height = RECAP_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas unavailable");
  const picture = options.picture ? await loadImage(options.picture) : null;
  const measure: Measure = (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
  const layout = recapLayout(
    gameName,
    entries,
    {
      ...options,
      date: new Date().toLocaleDateString("pt-BR"),
      pictureAspect: picture ? picture.naturalWidth / picture.naturalHeight || 1 : undefined,
    },
    measure,
  );
  const bg = ctx.createLinearGradient(0, 0, RECAP_WIDTH, RECAP_HEIGHT);
  bg.addColorStop(0, "#33215f");
  bg.addColorStop(1, "#160d2b");
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, RECAP_WIDTH, RECAP_HEIGHT);
  for (const p of layout.pills) {
    ctx.fillStyle = p.color;
    ctx.beginPath();
    ctx.roundRect(p.x, p.y, p.width, p.height, p.height / 2);
    ctx.fill();
  }
  if (picture && layout.picture) {
    const { x, y, width, height } = layout.picture;
    ctx.fillStyle = "#ffffff"; // the drawing was made on white
    ctx.beginPath();
    ctx.roundRect(x - 8, y - 8, width + 16, height + 16, 24);
    ctx.fill();
    ctx.drawImage(picture, x, y, width, height);
  }
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  for (const t of layout.texts) {
    ctx.font = t.font;
    ctx.fillStyle = t.color;
    ctx.fillText(t.text, t.x, t.y + t.height / 2);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/png"),
  );
}

/** Shares the image where the Web Share API takes files; downloads it otherwise. */
export async function shareOrDownload(
  blob: Blob,
  filename: string,
): Promise<"shared" | "downloaded"> {
  const file = new File([blob], filename, { type: "image/png" });
  if (navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: "Saideira" });
      return "shared";
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return "shared";
    }
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return "downloaded";
}
