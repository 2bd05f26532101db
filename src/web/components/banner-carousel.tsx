import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { bannersQuery, bannerTextsQuery } from "../../client/public-queries";
import { DEFAULT_BANNER_TEXTS } from "../../shared/constants";
import { SLIDE_SIZES } from "../lib/art";
import { BannerSlideArt } from "./banner-slide-art";

const SLIDE_MS = 6000;

/** The dashboard's banners with their texts; swipeable (scroll-snap), auto-advancing unless reduced motion. */
export function BannerCarousel() {
  const texts = useQuery(bannerTextsQuery).data ?? DEFAULT_BANNER_TEXTS;
  const banners = useQuery(bannersQuery).data ?? {};
  const images = Object.values(banners);
  const slides = Object.entries(texts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, t], i) => ({
      key,
      ...t,
      image: banners[key] ?? images[i % Math.max(1, images.length)],
    }));
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const goTo = useCallback((i: number) => {
    const el = track.current;
    el?.scrollTo({ left: i * el.clientWidth, behavior: "smooth" });
  }, []);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || slides.length < 2) return;
    const id = setInterval(() => goTo((current + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(id);
  }, [current, slides.length, goTo]);

  return (
    <section aria-roledescription="carrossel" aria-label="Destaques" className="grid gap-2">
      <div
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setCurrent(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none]"
      >
        {slides.map((s, i) => (
          <article
            key={s.key}
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${slides.length}`}
            className="w-full shrink-0 snap-center"
          >
            <BannerSlideArt
              image={s.image}
              sizes={SLIDE_SIZES}
              title={s.title}
              description={s.description}
            />
          </article>
        ))}
      </div>
      <div className="flex justify-center gap-1">
        {slides.map((s, i) => (
          <button
            key={s.key}
            type="button"
            onClick={() => goTo(i)}
            aria-label={`Mostrar destaque ${i + 1}`}
            aria-current={i === current}
            className="grid size-11 place-items-center"
          >
            <span
              className={`block h-2 rounded-full transition-all ${i === current ? "w-6 bg-brand" : "w-2 bg-line"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
