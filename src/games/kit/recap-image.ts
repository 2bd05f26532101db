import { formatScore, type ScoreUnit } from "../../shared/score-unit";
import { type RankedEntry, resultTitle, withPlaces } from "./standings";

/** Draws the night's recap as a 1080x1350 PNG (portrait, fits stories and chats); ties share a place. */
export async function drawRecap(
  gameName: string,
  entries: readonly RankedEntry[],
  unit: ScoreUnit,
  outOf?: number,
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = 1080;
  canvas.height = 1350;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("canvas unavailable");
  const bg = ctx.createLinearGradient(0, 0, 1080, 1350);
  bg.addColorStop(0, "#33215f");
  bg.addColorStop(1, "#160d2b");
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, 1080, 1350);
  ctx.textAlign = "center";
  ctx.fillStyle = "#fbbf24";
  ctx.font = "900 96px system-ui, sans-serif";
  ctx.fillText("Saideira", 540, 170);
  ctx.fillStyle = "#f8f5ff";
  ctx.font = "700 56px system-ui, sans-serif";
  ctx.fillText(gameName, 540, 250);
  ctx.fillStyle = "#fbbf24";
  ctx.font = "800 44px system-ui, sans-serif";
  ctx.fillText(fitText(ctx, resultTitle(entries), 940), 540, 330);
  const medals = ["#fbbf24", "#d4d4d8", "#f59e0b"];
  withPlaces(entries)
    .slice(0, 8)
    .forEach((e, i) => {
      const y = 450 + i * 105;
      const medal = medals[e.place - 1];
      ctx.fillStyle = medal ?? "#33215f";
      ctx.beginPath();
      ctx.roundRect(120, y - 68, 840, 92, 46);
      ctx.fill();
      ctx.fillStyle = medal ? "#1f1300" : "#f8f5ff";
      ctx.font = "800 48px system-ui, sans-serif";
      ctx.textAlign = "left";
      ctx.fillText(`${e.place}º  ${e.name}`.slice(0, 26), 170, y);
      ctx.textAlign = "right";
      ctx.fillText(formatScore(e.points, unit, outOf), 910, y);
      ctx.textAlign = "center";
    });
  ctx.fillStyle = "#c9bfe6";
  ctx.font = "500 36px system-ui, sans-serif";
  ctx.fillText(new Date().toLocaleDateString("pt-BR"), 540, 1290);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/png"),
  );
}

/** The text cut with an ellipsis until it fits the width (a tie among many names is long). */
function fitText(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
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
