import { useQrPath } from "../../../ui/use-qr-path";

export const joinUrl = (code: string): string => `${window.location.origin}/s/${code}`;

/**
 * The room's join link as a QR code, drawn here by a small library (no network call). The link
 * holds the code only, never a credential.
 */
export function JoinQr({ code, className = "" }: { code: string; className?: string }) {
  const path = useQrPath(joinUrl(code));
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
