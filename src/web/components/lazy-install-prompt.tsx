import { type ComponentType, useEffect, useState } from "react";
import { whenIdle } from "../../ui/when-idle";

type Prompt = ComponentType<{ pending?: Event | null }>;

/**
 * Chromium fires its install event once, maybe before the prompt's code has arrived: it is kept
 * from the app's start (and Chromium's own mini-infobar kept away) and handed to the prompt.
 */
let pendingInstall: Event | null = null;
if (typeof window !== "undefined")
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    pendingInstall = e;
  });

/**
 * The install invitation (its card, the admin's settings query) loads after the first render
 * instead of with the app's entry: it never shows before the admin's delay anyway. Nothing is
 * drawn before it arrives, on the server and the first client render alike (hydration).
 */
export function LazyInstallPrompt() {
  const [InstallPrompt, setInstallPrompt] = useState<Prompt | null>(null);
  useEffect(() => {
    let live = true;
    whenIdle(() =>
      import("./install-prompt").then((m) => live && setInstallPrompt(() => m.InstallPrompt)),
    );
    return () => {
      live = false;
    };
  }, []);
  return InstallPrompt ? <InstallPrompt pending={pendingInstall} /> : null;
}
