import { LOCATION_OPTIONS } from "../../../shared/constants";

export type GeoFailure = "permission" | "unavailable" | "timeout" | "unsupported";

export type GeoOutcome =
  | {
      kind: "ok";
      latitude: number;
      longitude: number;
      accuracy: number;
      altitude: number | null;
      readAt: number;
      elapsedMs: number;
    }
  | { kind: "error"; failure: GeoFailure; detail: string; elapsedMs: number };

/** GeolocationPositionError codes: 1 permission, 2 unavailable, 3 timeout. */
export function failureFromCode(code: number): GeoFailure {
  if (code === 1) return "permission";
  if (code === 3) return "timeout";
  return "unavailable";
}

export const geoFailureText: Record<GeoFailure, { title: string; hint: string }> = {
  permission: {
    title: "Permissão negada",
    hint: "O navegador não deixou o site usar a localização. Libere a permissão nas configurações do site e tente de novo.",
  },
  unavailable: {
    title: "Posição indisponível",
    hint: "O aparelho não conseguiu descobrir onde está. Confira se o GPS ou a localização do sistema estão ligados.",
  },
  timeout: {
    title: "Tempo esgotado",
    hint: `A posição não chegou em ${LOCATION_OPTIONS.timeout / 1000} segundos. Tente perto de uma janela ou com o Wi-Fi ligado.`,
  },
  unsupported: {
    title: "Navegador sem suporte",
    hint: "Este navegador não oferece geolocalização.",
  },
};

export const permissionText: Record<PermissionState, string> = {
  granted: "concedida",
  denied: "negada",
  prompt: "vai perguntar",
};

const coordinate = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
});
const meters = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

export const formatCoordinate = (n: number) => coordinate.format(n);
export const formatMeters = (n: number) => `${meters.format(n)} m`;
