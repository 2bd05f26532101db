import { useQrPath } from "../../../ui/use-qr-path";

/** A link as a QR code, drawn here by uqr like the rooms' join code (no network call). */
export function LinkQr({ url, label }: { url: string; label: string }) {
  const path = useQrPath(url);
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
