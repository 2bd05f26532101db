import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createQueryClient } from "../client/query-client";
import { InstallPrompt } from "./components/install-prompt";

/**
 * The one interactive piece of the landing that needs React: the install invitation, mounted in a
 * root of its own. The prerendered page itself is never hydrated (docs/decisions/019).
 */
export function mountLandingIslands(pendingInstallEvent: Event | null): void {
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <InstallPrompt pending={pendingInstallEvent} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
