import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { startOutbox } from "./lib/outbox";
import { createQueryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import { Providers } from "./providers";
import { createAppRouter } from "./router";
import "./styles.css";

const router = createAppRouter();
registerServiceWorker();
startOutbox();

// Keep the prerendered HTML on screen until the first screen's chunk has loaded, then swap once.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

const container = document.getElementById("root");
if (container) {
  const root = createRoot(container);
  // A transition renders in slices of a few ms, so a slow phone stays responsive while it boots.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers client={createQueryClient()}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}
