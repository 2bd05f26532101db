import { detectEnvironment } from "../../../client/environment";

/** Message the popup page sends back (postMessage and BroadcastChannel, whichever survives COOP). */
export interface GooglePopupResult {
  type: "saideira-auth";
  status: "ok" | "error";
  error?: string;
}

export const AUTH_CHANNEL = "saideira-auth";
const POPUP_DELAY_MS = 500; // spec section 7: wait before opening the popup

export type GoogleOutcome = { kind: "done" } | { kind: "closed" } | { kind: "error"; code: string };

/** Opens Google sign-in in a popup and resolves when it reports back or is closed. */
export async function runGooglePopup(): Promise<GoogleOutcome> {
  // Spec section 7: domain, origin and environment are logged (a wrong one explains a failure).
  const { hostname, origin, host } = window.location;
  console.info("[saideira] Google sign-in", {
    domain: hostname,
    origin,
    environment: detectEnvironment(host),
  });
  await new Promise((r) => setTimeout(r, POPUP_DELAY_MS));
  const w = 500;
  const h = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - w) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - h) / 2);
  const popup = window.open(
    "/api/auth/google/start",
    "saideira-google",
    `popup=yes,width=${w},height=${h},left=${left},top=${top}`,
  );
  if (!popup) return { kind: "error", code: "auth/popup-blocked" };

  return new Promise<GoogleOutcome>((resolve) => {
    const channel = "BroadcastChannel" in window ? new BroadcastChannel(AUTH_CHANNEL) : null;
    const finish = (outcome: GoogleOutcome) => {
      window.removeEventListener("message", onMessage);
      channel?.close();
      clearInterval(poll);
      resolve(outcome);
    };
    const handle = (data: unknown) => {
      const msg = data as Partial<GooglePopupResult> | null;
      if (msg?.type !== "saideira-auth") return;
      if (msg.status === "ok") finish({ kind: "done" });
      else finish({ kind: "error", code: googleErrorCode(msg.error) });
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin === window.location.origin) handle(e.data);
    };
    window.addEventListener("message", onMessage);
    if (channel) channel.onmessage = (e) => handle(e.data);
    // A popup the user closes ends silently; the caller re-reads the session in case it finished.
    const poll = setInterval(() => {
      if (popup.closed) finish({ kind: "closed" });
    }, 400);
  });
}

function googleErrorCode(error: string | undefined): string {
  switch (error) {
    case "access_denied":
      return "auth/popup-closed-by-user";
    case "redirect_uri_mismatch":
      return "auth/redirect-uri-mismatch";
    case "unauthorized_domain":
      return "auth/unauthorized-domain";
    case "banned":
    case "BANNED_USER":
      return "auth/user-disabled";
    default:
      return `google/${error ?? "desconhecido"}`;
  }
}
