import { useEffect, useState } from "react";

/**
 * A link as a QR code's SVG path (one unit a module), drawn here by uqr, loaded on demand: no
 * network call, nothing shipped up front. Null until the library has loaded.
 */
export function useQrPath(url: string): { d: string; size: number } | null {
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
  return path;
}
