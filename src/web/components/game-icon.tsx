import { useEffect, useRef, useState } from "react";
import { FALLBACK_ICON } from "../../client/icon-map";
import { iconSources } from "../lib/art";
import { useGameIconUrl } from "../lib/game-icons";

/** A game's icon, `size` CSS pixels wide, with a fallback image when it fails to load. */
export function GameIcon({
  gameId,
  size = 96,
  className = "",
  alt = "",
}: {
  gameId: string;
  size?: number;
  className?: string;
  alt?: string;
}) {
  const url = useGameIconUrl(gameId);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = failedUrl === url ? FALLBACK_ICON : url;
  const img = useRef<HTMLImageElement>(null);
  // A prerendered icon may have failed before the app hydrated the page: no error event then.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && src !== FALLBACK_ICON) setFailedUrl(url);
  }, [src, url]);
  return (
    <img
      ref={img}
      {...iconSources(src, size)}
      alt={alt}
      // Read by the landing's plain script, which keeps prerendered icons live without React.
      data-game-icon={gameId}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-2xl ${className}`}
      onError={() => {
        if (src !== FALLBACK_ICON) setFailedUrl(url);
      }}
    />
  );
}
