import { useEffect } from "react";
import { AUTH_CHANNEL, type GooglePopupResult } from "./google-popup";

/** Where Google sign-in lands inside the popup: tell the opener and close. */
export function AuthPopupScreen() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const result: GooglePopupResult = {
      type: "saideira-auth",
      status: params.get("status") === "ok" && !params.get("error") ? "ok" : "error",
      error: params.get("error") ?? undefined,
    };
    window.opener?.postMessage(result, window.location.origin);
    if ("BroadcastChannel" in window) {
      const ch = new BroadcastChannel(AUTH_CHANNEL);
      ch.postMessage(result);
      ch.close();
    }
    const t = setTimeout(() => window.close(), 300);
    return () => clearTimeout(t);
  }, []);
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <p>Concluindo o login… você já pode fechar esta janela.</p>
    </main>
  );
}
