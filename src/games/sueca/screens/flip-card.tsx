import { useEffect, useState } from "react";
import { type PlayingCard, RANK_NAMES, SUIT_INFO } from "../cards";

/**
 * The drawn card turning over (CSS 3D: rotateY on transform only). Mount it keyed by the card so
 * every new card starts face down and flips on the next frames; with reduced motion it fades in.
 */
export function FlipCard({
  card,
  title,
  text,
}: {
  card: PlayingCard;
  title: string;
  text: string;
}) {
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    // Two frames: the face-down pose must be painted before the turn starts.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setFlipped(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  const suit = SUIT_INFO[card.suit];
  const ink = suit.red ? "text-red-700" : "text-zinc-900";
  const corner = (
    <span className={`grid justify-items-center leading-none font-black ${ink}`}>
      <span className="text-2xl">{card.rank}</span>
      <span className="text-xl">{suit.symbol}</span>
    </span>
  );

  return (
    <div className="h-80 [perspective:1200px] short:h-56" data-testid="card" data-flipped={flipped}>
      <div
        className={`group relative size-full transition-transform duration-500 ease-out [transform-style:preserve-3d] motion-reduce:[transform:none]! ${flipped ? "[transform:rotateY(0deg)]" : "[transform:rotateY(180deg)]"}`}
      >
        <article
          aria-label={`${RANK_NAMES[card.rank]} de ${suit.name}: ${title}`}
          className={`absolute inset-0 grid grid-rows-[auto_minmax(0,1fr)_auto] rounded-3xl border-4 border-white bg-ink p-4 text-night shadow-2xl [backface-visibility:hidden] motion-reduce:transition-opacity motion-reduce:duration-300! ${flipped ? "motion-reduce:opacity-100" : "motion-reduce:opacity-0"}`}
        >
          <div className="flex justify-start">{corner}</div>
          {/* A long rule scrolls inside the card on a short phone: a keyboard can scroll it too. */}
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs keyboard access (WCAG 2.1.1)
            tabIndex={0}
            className="grid min-h-0 content-center justify-items-center gap-3 overflow-y-auto rounded-xl px-2 text-center focus-visible:outline-3 focus-visible:outline-brand short:gap-2"
          >
            <p
              className="text-3xl leading-tight font-black text-balance short:text-2xl"
              data-testid="card-title"
            >
              {title}
            </p>
            <p className="text-lg leading-snug font-medium text-balance text-zinc-800 short:text-base">
              {text}
            </p>
          </div>
          {/* On a short phone the card is 224 px tall: the mirrored corner would push a rule's
              text out of the card, so it is left out there (it only repeats the top one). */}
          <div className="flex rotate-180 justify-start short:hidden" aria-hidden>
            {corner}
          </div>
        </article>
        <div
          aria-hidden
          className="absolute inset-0 grid place-items-center rounded-3xl border-4 border-white bg-brand shadow-2xl [backface-visibility:hidden] [transform:rotateY(180deg)] motion-reduce:hidden"
          style={{
            backgroundImage:
              "repeating-linear-gradient(45deg, rgb(0 0 0 / 0.12) 0 12px, transparent 12px 24px)",
          }}
        >
          <span className="rounded-2xl bg-night px-4 py-2 text-2xl font-black text-brand">
            Sueca
          </span>
        </div>
      </div>
    </div>
  );
}
