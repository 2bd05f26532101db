import { createElement } from "react";
import { toast } from "../ui/use-toast";

/**
 * Registers the service worker. A new version is announced with an 'Atualizar' toast and only
 * swapped when the user taps it, never silently mid-game. Loaded after the page's load event
 * (service-worker.ts), not with the chunk every page loads.
 */
export async function register(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker.register("/sw.js");
    const announce = (worker: ServiceWorker) => {
      const t = toast({
        title: "Nova versão disponível",
        description: "Atualize quando a rodada acabar.",
        duration: Number.POSITIVE_INFINITY,
        action: createElement(
          "button",
          {
            type: "button",
            className: "min-h-11 shrink-0 rounded-xl bg-brand px-4 font-semibold text-brand-ink",
            onClick: () => {
              t.dismiss();
              navigator.serviceWorker.addEventListener(
                "controllerchange",
                () => window.location.reload(),
                {
                  once: true,
                },
              );
              worker.postMessage("skip-waiting");
            },
          },
          "Atualizar",
        ),
      });
    };
    if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const installing = reg.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed" && navigator.serviceWorker.controller)
          announce(installing);
      });
    });
    // Look for a new version now and then (a party lasts hours).
    setInterval(() => void reg.update().catch(() => {}), 30 * 60_000);
  } catch {
    /* no offline support in this browser: the app still works online */
  }
}
