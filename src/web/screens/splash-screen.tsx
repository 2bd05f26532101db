import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { api, ok } from "../../client/api";
import { SPLASH } from "../../shared/constants";
import { toast } from "../../ui/use-toast";
import {
  bannerSources,
  GAME_CARD_ICON_PX,
  type ImageSources,
  iconSources,
  logoSources,
  SLIDE_SIZES,
} from "../lib/art";

/** Loads the rendition the screens will show (same srcset and sizes), so it is cached. */
function preload({ src, srcSet, sizes }: ImageSources): Promise<void> {
  // A single image failure just counts as done (spec section 8).
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve();
    if (sizes) img.sizes = sizes;
    if (srcSet) img.srcset = srcSet;
    img.src = src;
  });
}

/** Preloads the icons and banners the server lists, then fades out to /auth. */
export function SplashScreen() {
  const navigate = useNavigate();
  const [percent, setPercent] = useState(0);
  const [phase, setPhase] = useState<"loading" | "complete" | "fade">("loading");

  useEffect(() => {
    let alive = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    (async () => {
      try {
        const [icons, banners] = await Promise.all([ok(api.icons.$get()), ok(api.banners.$get())]);
        const images = [
          ...[...new Set(Object.values(icons))].map((u) => iconSources(u, GAME_CARD_ICON_PX)),
          ...[...new Set(Object.values(banners))].map((u) => bannerSources(u, SLIDE_SIZES)),
        ];
        let done = 0;
        await Promise.all(
          images.map(async (image) => {
            await preload(image);
            done += 1;
            if (alive) setPercent(Math.round((done / images.length) * 100));
          }),
        );
      } catch {
        toast({
          variant: "destructive",
          title: "Erro ao carregar recursos",
          description: "Não foi possível carregar alguns recursos. Tente novamente.",
        });
      }
      if (!alive) return;
      setPercent(100);
      setPhase("complete");
      timers.push(
        setTimeout(() => {
          setPhase("fade");
          timers.push(setTimeout(() => navigate("/auth", { replace: true }), SPLASH.fadeMs));
        }, SPLASH.holdAfterCompleteMs),
      );
    })();
    return () => {
      alive = false;
      for (const t of timers) clearTimeout(t);
    };
  }, [navigate]);

  return (
    <main
      className={`grid min-h-dvh place-items-center bg-night px-6 transition-opacity duration-500 ${phase === "fade" ? "opacity-0" : "opacity-100"}`}
      data-phase={phase}
    >
      <div className="flex w-full max-w-xs flex-col items-center gap-6 text-center">
        <img {...logoSources(128)} alt="" width={128} height={128} className="animate-pulse" />
        <h1 className="text-4xl font-black tracking-tight">Saideira</h1>
        <div
          className="h-3 w-full overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label="Carregando recursos"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-muted" aria-live="polite" data-testid="splash-status">
          {phase === "loading" ? `Carregando recursos (${percent}%)` : "Concluído!"}
        </p>
      </div>
    </main>
  );
}
