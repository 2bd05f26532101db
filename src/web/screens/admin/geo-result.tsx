import { CircleAlert, ExternalLink } from "lucide-react";
import { formatCoordinate, formatMeters, type GeoOutcome, geoFailureText } from "./geo-messages";

const time = new Intl.DateTimeFormat("pt-BR", { timeStyle: "medium" });

/** One reading: the coordinates and timing, or the failure explained. */
export function GeoResult({ outcome }: { outcome: GeoOutcome }) {
  if (outcome.kind === "error") {
    const text = geoFailureText[outcome.failure];
    return (
      <div
        className="grid gap-1 rounded-2xl border border-red-800 bg-red-950/40 p-4"
        data-testid="geo-error"
      >
        <p className="flex items-center gap-2 font-bold">
          <CircleAlert aria-hidden className="size-5 text-danger" />
          {text.title}
        </p>
        <p className="text-sm text-muted">{text.hint}</p>
        {outcome.detail && (
          <p className="text-xs text-muted">Detalhe do navegador: {outcome.detail}</p>
        )}
        <p className="text-sm">Respondeu em {outcome.elapsedMs} ms.</p>
      </div>
    );
  }
  const rows: [string, string][] = [
    ["Latitude", formatCoordinate(outcome.latitude)],
    ["Longitude", formatCoordinate(outcome.longitude)],
    ["Precisão", `± ${formatMeters(outcome.accuracy)}`],
    ["Altitude", outcome.altitude === null ? "não informada" : formatMeters(outcome.altitude)],
    ["Tempo de resposta", `${outcome.elapsedMs} ms`],
    ["Lida às", time.format(outcome.readAt)],
  ];
  const map = `https://www.openstreetmap.org/?mlat=${outcome.latitude}&mlon=${outcome.longitude}#map=17/${outcome.latitude}/${outcome.longitude}`;
  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-2 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-mono font-bold break-words" data-testid={`geo-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={map}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-2 justify-self-start font-semibold text-brand"
      >
        Ver no mapa <ExternalLink aria-hidden className="size-4" />
      </a>
    </div>
  );
}
