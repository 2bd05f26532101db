/** Finger heights of a hand, thumb to little finger, as a share of the hand's height. */
const SHAPE = ["55%", "85%", "100%", "90%", "70%"];

export const fingersLabel = (lives: number, max: number) =>
  `${lives} de ${max} ${max === 1 ? "dedo" : "dedos"}`;

/**
 * A player's lives drawn as raised fingers on one hand (up to 5) or two; a lost finger folds
 * down (transform and opacity only, so it stays smooth).
 */
export function Fingers({
  lives,
  max,
  className = "",
}: {
  lives: number;
  max: number;
  className?: string;
}) {
  const hands = max > 5 ? 2 : 1;
  const first = Math.ceil(max / hands);
  const sizes = hands === 2 ? [first, max - first] : [max];
  let index = 0;
  return (
    <span role="img" aria-label={fingersLabel(lives, max)} className={`flex gap-2 ${className}`}>
      {sizes.map((size, hand) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hands never reorder
        <span key={hand} className="flex h-6 items-end gap-0.5">
          {Array.from({ length: size }, (_, f) => {
            const up = index < lives;
            index += 1;
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fingers never reorder
                key={f}
                style={{ height: SHAPE[f] ?? "80%" }}
                className={`w-2 origin-bottom rounded-full transition-[transform,opacity] duration-300 ${up ? "bg-brand" : "scale-y-[0.3] bg-muted opacity-40"}`}
              />
            );
          })}
        </span>
      ))}
    </span>
  );
}
