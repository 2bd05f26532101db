import { useEffect, useState } from "react";

/** A link as a QR code, drawn here by uqr like the rooms' join code (no network call). */
export function LinkQr({ url, label }: { url: string; label: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      const { data } = encode(url, { border: 2, ecc: "M" });
      let d = "";
      data.forEach((row, y) => {
        row.forEach((dark, x) => {
          if (dark) d += `M${x} ${y}h1v1h-1z`;
        });
      });
      if (live) setPath({ d, size: data.length });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return path ? (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full max-w-56 justify-self-center rounded-xl bg-white"
      data-testid="deck-qr"
    >
      <path d={path.d} fill="#000" />
    </svg>
  ) : (
    <div className="aspect-square w-full max-w-56 justify-self-center rounded-xl bg-white/10" />
  );
}
