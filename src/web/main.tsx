import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { fetchSession } from "../client/auth-client";
import { takeBootProfile, takeBootUser } from "../client/boot-data";
import { startOutbox } from "../client/outbox";
import { createQueryClient } from "../client/query-client";
import { registerServiceWorker } from "../client/service-worker";
import { fetchProfile, PROFILE_KEY, SESSION_KEY } from "../client/session";
import { Providers } from "./providers";
import { AppRoutes, preloadScreens } from "./router";
import "./styles.css";

/** A turn for the browser between the steps of starting up, so no step blocks it for long. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
// A prerendered page carries the server's settings it was drawn with: the same first render.
const pageConfig = document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
if (pageConfig) queryClient.setQueryData(["/api/config"], JSON.parse(pageConfig));
// A signed-in page arrives with who is signed in and their profile (boot-data.ts): it draws at
// once. Otherwise they are asked now, while the first screen's chunk loads, not after it renders.
const bootUser = takeBootUser();
const bootProfile = takeBootProfile();
if (bootUser && bootProfile !== undefined) {
  queryClient.setQueryData(SESSION_KEY, bootUser);
  queryClient.setQueryData(PROFILE_KEY, bootProfile);
} else if (bootUser === null) {
  // A guest's page (decision 056): the server saw no session cookie, so nobody is signed in.
  queryClient.setQueryData(SESSION_KEY, null);
} else {
  queryClient
    .fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession })
    .then(
      (user) => user && queryClient.prefetchQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile }),
    )
    .catch(() => {}); // the session provider shows the error when it reads the same query
}
await yieldToBrowser();
registerServiceWorker();
startOutbox();

// Wait for the first screen's chunk, so a prerendered page is hydrated in one pass. A chunk that
// cannot load (offline) is left to the screen, which shows the error with a way to try again.
await preloadScreens(window.location.pathname).catch(() => {});

const container = document.getElementById("root");
if (container) {
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // A transition renders in slices of a few ms, so a slow phone stays responsive while it boots.
  // Prerendered pages (docs/decisions/005, 014) are hydrated: their HTML is kept, not redrawn.
  startTransition(() => {
    const first = container.firstElementChild;
    // The shell's loading screen is only a placeholder: the app draws over it.
    if (first && !first.hasAttribute("data-boot-loading")) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
