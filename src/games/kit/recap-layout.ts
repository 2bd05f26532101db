/**
 * Where every piece of the shared recap image goes, as plain boxes: a pure function of the
 * results and a text measurer, so a test can check that nothing overlaps or leaves the canvas.
 * recap-image.ts only paints what this returns.
 */

/** Width in px of `text` drawn in the CSS `font` (canvas measureText, or a stand-in in tests). */
export type Measure = (text: string, font: string) => number;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of text; the box is the text's own measured extent (not the space around it). */
export interface TextBox extends Box {
  text: string;
  font: string;
  color: string;
}

/** A filled rounded rectangle drawn behind text (a ranking row). */
export interface Pill extends Box {
  color: string;
}

export interface RecapRow {
  place: number;
  name: string;
  /** Already formatted: "12 pontos", "1 de 3 dedos". */
  score: string;
  /** The same in few characters ("12", "1/3"), for the two-column ranking of a big group. */
  shortScore: string;
}

export interface Highlight {
  label: string;
  value: string;
}

export interface RecapInput {
  gameName: string;
  headline: string;
  rows: readonly RecapRow[];
  highlights: readonly Highlight[];
  /** The app's address, shown at the foot ("saideira.app"). */
  address: string;
  date: string;
  /** Width / height of a picture to show (Desenha e Bebe's drawing); absent for other games. */
  pictureAspect?: number;
}

export interface RecapLayout {
  width: number;
  height: number;
  pills: Pill[];
  texts: TextBox[];
  picture: Box | null;
}

export const RECAP_WIDTH = 1080;
export const RECAP_HEIGHT = 1350;
const MARGIN = 60;
const FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const font = (weight: number, size: number) => `${weight} ${size}px ${FAMILY}`;
const sizeOf = (f: string) => Number(/(\d+)px/.exec(f)?.[1] ?? 16);

const GOLD = "#fbbf24";
const WHITE = "#f8f5ff";
const MUTED = "#c9bfe6";
const INK = "#1f1300";
const medals = ["#fbbf24", "#d4d4d8", "#f59e0b"];
/** The ranking's band; the lower part of the image is the night's highlights and the address. */
const RANKING_TOP = 250;
const RANKING_BOTTOM = 830;
const MAX_HIGHLIGHTS = 4;
/** A highlight's label and value lines, top to bottom. */
const HIGHLIGHT_HEIGHT = 95;

/** The text cut with an ellipsis until it measures at most `width` in `f`. */
export function fitText(measure: Measure, text: string, f: string, width: number): string {
  if (measure(text, f) <= width) return text;
  const chars = [...text];
  let n = chars.length;
  while (n > 0 && measure(`${chars.slice(0, n).join("").trimEnd()}…`, f) > width) n -= 1;
  return n > 0 ? `${chars.slice(0, n).join("").trimEnd()}…` : "…";
}

/** A text box placed by its left edge, centre or right edge, vertically centred on `midY`. */
function text(
  measure: Measure,
  value: string,
  f: string,
  color: string,
  anchor: { x: number; midY: number; align: "left" | "center" | "right"; maxWidth: number },
): TextBox {
  const fitted = fitText(measure, value, f, anchor.maxWidth);
  const width = measure(fitted, f);
  const height = Math.ceil(sizeOf(f) * 1.2);
  const x =
    anchor.align === "left"
      ? anchor.x
      : anchor.align === "right"
        ? anchor.x - width
        : anchor.x - width / 2;
  return { text: fitted, font: f, color, x, y: anchor.midY - height / 2, width, height };
}

export function layoutRecap(input: RecapInput, measure: Measure): RecapLayout {
  const W = RECAP_WIDTH;
  const inner = W - 2 * MARGIN;
  const texts: TextBox[] = [];
  const pills: Pill[] = [];
  const centred = (midY: number) => ({ x: W / 2, midY, align: "center" as const, maxWidth: inner });

  // The brand, then the game's name unless the game is the brand itself ("Saideira / Saideira").
  texts.push(text(measure, "Saideira", font(900, 72), GOLD, centred(70)));
  const ownName = input.gameName.trim() !== "" && input.gameName !== "Saideira";
  if (ownName) texts.push(text(measure, input.gameName, font(700, 44), WHITE, centred(140)));
  texts.push(text(measure, input.headline, font(800, 44), GOLD, centred(ownName ? 200 : 160)));

  // The ranking: one column up to 8 players, two columns beyond (20 fit).
  const rows = input.rows;
  const columns = rows.length > 8 ? 2 : 1;
  const perColumn = Math.max(1, Math.ceil(rows.length / columns));
  const pitch = Math.min(72, (RANKING_BOTTOM - RANKING_TOP) / perColumn);
  const gap = 24;
  const colWidth = (inner - gap * (columns - 1)) / columns;
  const size = Math.round(Math.min(columns === 2 ? 30 : 40, pitch * 0.5));
  rows.forEach((row, i) => {
    const col = Math.floor(i / perColumn);
    const left = MARGIN + col * (colWidth + gap);
    const top = RANKING_TOP + (i % perColumn) * pitch;
    const medal = medals[row.place - 1];
    const pill = { x: left, y: top, width: colWidth, height: pitch - 8, color: medal ?? "#33215f" };
    pills.push(pill);
    const midY = top + pill.height / 2;
    const color = medal ? INK : WHITE;
    const pad = Math.round(pill.height / 2);
    const place = text(measure, `${row.place}º`, font(900, size), color, {
      x: left + pad,
      midY,
      align: "left",
      maxWidth: colWidth / 4,
    });
    const score = text(
      measure,
      columns === 2 ? row.shortScore : row.score,
      font(700, size),
      color,
      {
        x: left + colWidth - pad,
        midY,
        align: "right",
        maxWidth: colWidth / 2.5,
      },
    );
    const nameLeft = left + pad + Math.max(place.width, measure("20º", place.font)) + 16;
    const name = text(measure, row.name, font(800, size), color, {
      x: nameLeft,
      midY,
      align: "left",
      maxWidth: score.x - 20 - nameLeft,
    });
    texts.push(place, name, score);
  });

  // The night's highlights, beside the picture when there is one.
  const lowerTop = RANKING_TOP + perColumn * pitch + 30;
  const footerY = RECAP_HEIGHT - 70;
  const lowerBottom = footerY - 50;
  let picture: Box | null = null;
  let listRight = W - MARGIN;
  if (input.pictureAspect && input.pictureAspect > 0 && lowerBottom - lowerTop >= 200) {
    const maxH = lowerBottom - lowerTop;
    const maxW = inner * 0.45;
    const h = Math.min(maxH, maxW / input.pictureAspect);
    const w = h * input.pictureAspect;
    picture = { x: W - MARGIN - w, y: lowerTop + (maxH - h) / 2, width: w, height: h };
    listRight = picture.x - 30;
  }
  const room = Math.floor((lowerBottom - lowerTop) / HIGHLIGHT_HEIGHT);
  const shown = input.highlights.slice(0, Math.min(MAX_HIGHLIGHTS, room));
  const hPitch = Math.min(110, (lowerBottom - lowerTop) / Math.max(1, shown.length));
  const listWidth = listRight - MARGIN;
  // The list sits in the middle of the free band, not stuck under the ranking.
  const listTop = lowerTop + (lowerBottom - lowerTop - hPitch * shown.length) / 2;
  shown.forEach((h, i) => {
    const top = listTop + i * hPitch;
    texts.push(
      text(measure, h.label, font(500, 30), MUTED, {
        x: MARGIN,
        midY: top + 20,
        align: "left",
        maxWidth: listWidth,
      }),
      text(measure, h.value, font(800, 40), WHITE, {
        x: MARGIN,
        midY: top + 66,
        align: "left",
        maxWidth: listWidth,
      }),
    );
  });

  // The foot: where to play, and when.
  texts.push(
    text(measure, input.address, font(800, 38), GOLD, {
      x: MARGIN,
      midY: footerY,
      align: "left",
      maxWidth: inner * 0.65,
    }),
    text(measure, input.date, font(500, 32), MUTED, {
      x: W - MARGIN,
      midY: footerY,
      align: "right",
      maxWidth: inner * 0.3,
    }),
  );
  return { width: W, height: RECAP_HEIGHT, pills, texts, picture };
}
