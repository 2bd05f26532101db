/**
 * Registers the service worker (production builds) once the page has loaded; the registration's
 * code (the update toast) is fetched only then, not with the chunk every page loads. The landing
 * page starts the app after its load event: it goes at once then. Settles when registered.
 */
export function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve();
  const loaded =
    document.readyState === "complete"
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener("load", () => resolve(), { once: true }),
        );
  return loaded
    .then(() => import("./service-worker-updates"))
    .then(
      (m) => m.register(),
      () => {}, // offline before the service worker was ever installed: nothing to register
    );
}
