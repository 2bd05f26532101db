import { useEffect, useState } from "react";

export const joinUrl = (code: string): string => `${window.location.origin}/s/${code}`;

/**
 * The room's join link as a QR code, drawn here by a small library (no network call). The link
 * holds the code only, never a credential.
 */
export function JoinQr({ code, className = "" }: { code: string; className?: string }) {
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ encode }) => {
      const { data } = encode(joinUrl(code), { border: 2, ecc: "M" });
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
  }, [code]);
  return (
    <figure className={`grid justify-items-center gap-1 ${className}`}>
      {path ? (
        <svg
          role="img"
          aria-label={`QR code para entrar na sala ${code}`}
          viewBox={`0 0 ${path.size} ${path.size}`}
          shapeRendering="crispEdges"
          className="aspect-square w-full rounded-xl bg-white"
          data-testid="join-qr"
        >
          <path d={path.d} fill="#000" />
        </svg>
      ) : (
        <div className="aspect-square w-full rounded-xl bg-white/10" />
      )}
    </figure>
  );
}
