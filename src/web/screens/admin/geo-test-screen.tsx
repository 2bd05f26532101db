import { LocateFixed } from "lucide-react";
import { useEffect, useState } from "react";
import { LOCATION_OPTIONS } from "../../../shared/constants";
import { Button } from "../../../ui/button";
import { AdminLayout } from "./admin-layout";
import { failureFromCode, type GeoOutcome, permissionText } from "./geo-messages";
import { GeoResult } from "./geo-result";

/** One request with the app's options (spec section 7), timed from call to answer. */
function readPosition(): Promise<GeoOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve({ kind: "error", failure: "unsupported", detail: "", elapsedMs: 0 });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        resolve({
          kind: "ok",
          latitude: pos.coords.latitude,
          longitude: pos.coords.longitude,
          accuracy: pos.coords.accuracy,
          altitude: pos.coords.altitude,
          readAt: pos.timestamp,
          elapsedMs: elapsed(),
        }),
      (err) =>
        resolve({
          kind: "error",
          failure: failureFromCode(err.code),
          detail: err.message,
          elapsedMs: elapsed(),
        }),
      LOCATION_OPTIONS,
    );
  });
}

/** The site's geolocation permission, kept current; null where the Permissions API is missing. */
function usePermission(): PermissionState | null {
  const [state, setState] = useState<PermissionState | null>(null);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const update = () => status && setState(status.state);
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((s) => {
        status = s;
        update();
        s.addEventListener("change", update);
      })
      .catch(() => {});
    return () => status?.removeEventListener("change", update);
  }, []);
  return state;
}

export function GeoTestScreen() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<GeoOutcome | null>(null);
  const permission = usePermission();
  const insecure = typeof window !== "undefined" && !window.isSecureContext;
  return (
    <AdminLayout
      title="Teste de localização"
      intro="Pede a posição deste aparelho com as mesmas opções do app e mostra o que o navegador respondeu."
    >
      <section className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <ul className="flex flex-wrap gap-2 text-xs font-semibold text-muted">
          <li className="rounded-full bg-surface-2 px-3 py-1">Alta precisão</li>
          <li className="rounded-full bg-surface-2 px-3 py-1">
            Limite de {LOCATION_OPTIONS.timeout} ms
          </li>
          <li className="rounded-full bg-surface-2 px-3 py-1">Sem posição em cache</li>
          {permission && (
            <li className="rounded-full bg-surface-2 px-3 py-1" data-testid="geo-permission">
              Permissão: {permissionText[permission]}
            </li>
          )}
        </ul>
        {insecure && (
          <p className="text-sm text-danger">
            Esta página não está em HTTPS: a maioria dos navegadores recusa a localização assim.
          </p>
        )}
        <Button
          disabled={busy}
          className="sm:justify-self-start"
          onClick={async () => {
            setBusy(true);
            setOutcome(await readPosition());
            setBusy(false);
          }}
        >
          <LocateFixed aria-hidden className={`size-5 ${busy ? "animate-pulse" : ""}`} />
          {busy ? "Procurando…" : outcome ? "Pedir de novo" : "Pedir localização"}
        </Button>
      </section>
      <div aria-live="polite">{outcome && <GeoResult outcome={outcome} />}</div>
    </AdminLayout>
  );
}
