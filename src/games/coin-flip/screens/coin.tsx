import { Crown, Smile } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { FACE_LABELS, type Face, faceAt } from "../rules";

const FLIP_MS = 1500;
const FADE_MS = 250;

/**
 * The 3D coin (CSS rotateX, two faces with hidden backfaces). Whenever `rotation` changes it
 * tosses from the rotation it shows to the new one, which the logic chose so that it lands on
 * the decided face, then calls onLanded. Reduced motion: a short fade instead of the toss.
 */
export function Coin({
  rotation,
  reducedMotion,
  onLanded,
}: {
  rotation: number;
  reducedMotion: boolean;
  onLanded(): void;
}) {
  const coin = useRef<HTMLDivElement>(null);
  const hop = useRef<HTMLDivElement>(null);
  const shadow = useRef<HTMLDivElement>(null);
  /** The rotation on show once the last toss ended. */
  const shown = useRef(rotation);
  const latest = useRef({ onLanded, reducedMotion });
  latest.current = { onLanded, reducedMotion };

  useLayoutEffect(() => {
    const el = coin.current;
    if (!el) return;
    const from = shown.current;
    el.style.transform = `rotateX(${rotation}deg)`;
    if (from === rotation) return;
    const land = () => {
      shown.current = rotation;
      latest.current.onLanded();
    };
    if (typeof el.animate !== "function") return land();
    // The toss needs the whole stage in view (the flip button may sit lower on the page).
    const stage = el.closest("[data-coin-stage]");
    // The hop stays inside the stage (never over the title): as high as the room above the coin.
    const room = stage ? el.getBoundingClientRect().top - stage.getBoundingClientRect().top : 80;
    stage?.scrollIntoView?.({
      block: "nearest",
      behavior: latest.current.reducedMotion ? "auto" : "smooth",
    });
    const anims = latest.current.reducedMotion
      ? [el.animate([{ opacity: 0.1 }, { opacity: 1 }], { duration: FADE_MS, easing: "ease-out" })]
      : toss(el, hop.current, shadow.current, from, rotation, Math.max(0, room - 12));
    let cancelled = false;
    Promise.all(anims.map((a) => a.finished)).then(
      () => !cancelled && land(),
      () => {},
    );
    return () => {
      cancelled = true;
      for (const a of anims) a.cancel();
    };
  }, [rotation]);

  return (
    <div
      data-coin-stage
      className="relative grid h-60 items-end justify-items-center pb-4 perspective-[900px] short:h-56"
    >
      <div
        ref={shadow}
        aria-hidden
        className="absolute bottom-2 left-1/2 h-5 w-32 -translate-x-1/2 rounded-[50%] bg-black/40 blur-sm"
      />
      <div ref={hop} className="will-change-transform">
        <div
          ref={coin}
          data-testid="coin"
          data-face={faceAt(rotation)}
          className="relative size-36 transform-3d will-change-transform"
        >
          <CoinFace face="cara" />
          <CoinFace face="coroa" />
        </div>
      </div>
    </div>
  );
}

/** Up in the air (`height` px) and back, spinning on its X axis, the shadow shrinking as it rises. */
function toss(
  coin: HTMLElement,
  hop: HTMLElement | null,
  shadow: HTMLElement | null,
  from: number,
  to: number,
  height: number,
): Animation[] {
  const timing = { duration: FLIP_MS };
  const spin = coin.animate(
    [{ transform: `rotateX(${from}deg)` }, { transform: `rotateX(${to}deg)` }],
    { ...timing, easing: "cubic-bezier(0.25, 0.6, 0.4, 1)" },
  );
  const up = "cubic-bezier(0.2, 0.7, 0.4, 1)";
  const down = "cubic-bezier(0.6, 0, 0.8, 0.4)";
  const rise = hop?.animate(
    [
      { transform: "translateY(0) scale(1)", easing: up },
      { transform: `translateY(-${height}px) scale(1.1)`, offset: 0.45, easing: down },
      { transform: "translateY(0) scale(1)", offset: 0.88, easing: "ease-out" },
      { transform: "translateY(-10px) scale(1)", offset: 0.94, easing: "ease-in" },
      { transform: "translateY(0) scale(1)" },
    ],
    timing,
  );
  const fade = shadow?.animate(
    [
      { transform: "scale(1)", opacity: 1, easing: up },
      { transform: "scale(0.5)", opacity: 0.4, offset: 0.45, easing: down },
      { transform: "scale(1)", opacity: 1, offset: 0.88 },
      { transform: "scale(1)", opacity: 1 },
    ],
    timing,
  );
  return [spin, rise, fade].filter((a): a is Animation => a !== undefined);
}

function CoinFace({ face }: { face: Face }) {
  const Icon = face === "cara" ? Smile : Crown;
  return (
    <div
      className={`absolute inset-0 grid place-items-center rounded-full border-4 border-amber-700 bg-[radial-gradient(circle_at_35%_30%,#fef3c7,#fbbf24_45%,#b45309)] text-amber-950 shadow-[inset_0_-6px_12px_rgba(120,53,15,0.5)] backface-hidden ${face === "coroa" ? "rotate-x-180" : ""}`}
    >
      <div className="grid size-[80%] place-items-center content-center gap-1 rounded-full border-2 border-dashed border-amber-800/50">
        <Icon aria-hidden className="size-12" strokeWidth={2.25} />
        <span className="text-sm font-black tracking-[0.2em]">
          {FACE_LABELS[face].toUpperCase()}
        </span>
      </div>
    </div>
  );
}
