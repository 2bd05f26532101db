import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  canOffer,
  detectPlatform,
  INSTALL_DISMISSED_KEY,
  type InstallPlatform,
  isIosSafari,
  snoozed,
} from "../../client/install-prompt";
import { installPromptQuery } from "../../client/public-queries";
import { readString, writeString } from "../../client/safe-storage";
import { InstallPromptCard } from "./install-prompt-card";

/** Chromium's install event (not in the DOM typings yet). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

interface Env {
  platform: InstallPlatform;
  iosSafari: boolean;
  standalone: boolean;
  snoozed: boolean;
}

function readEnv(): Env {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    platform: detectPlatform(nav.userAgent, nav.maxTouchPoints ?? 0),
    iosSafari: isIosSafari(nav.userAgent, nav.maxTouchPoints ?? 0),
    standalone: window.matchMedia("(display-mode: standalone)").matches || nav.standalone === true,
    snoozed: snoozed(readString(INSTALL_DISMISSED_KEY), Date.now()),
  };
}

/**
 * Invites visitors to install the app, per the admin's settings: Chromium's own prompt behind
 * 'Instalar' on Android and desktop, the share-sheet steps on iOS Safari; 'Agora não' for 14 days.
 */
export function InstallPrompt({ pending = null }: { pending?: Event | null }) {
  const [env, setEnv] = useState<Env | null>(null);
  // Chromium fires its install event once; on the landing it may come before this mounts.
  const [deferred, setDeferred] = useState(pending as BeforeInstallPromptEvent | null);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  const eligible = env !== null && !env.standalone && !env.snoozed;
  const settings = useQuery({ ...installPromptQuery, enabled: eligible }).data;

  useEffect(() => {
    setEnv(readEnv());
    const onPrompt = (e: Event) => {
      e.preventDefault(); // keep Chromium's mini-infobar away; our card decides when
      setDeferred(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setClosed(true);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const offer = Boolean(settings && env && canOffer(settings, env));
  const delayMs = (settings?.delaySeconds ?? 0) * 1000;
  useEffect(() => {
    if (!offer) return;
    const id = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(id);
  }, [offer, delayMs]);

  if (!offer || !due || closed || !settings || !env) return null;
  const ios = env.platform === "ios";
  if (ios ? !env.iosSafari : !deferred) return null;

  const dismiss = () => {
    writeString(INSTALL_DISMISSED_KEY, String(Date.now()));
    setClosed(true);
  };
  const install = async () => {
    if (!deferred) return;
    setDeferred(null); // the event can prompt only once
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    if (outcome === "dismissed") dismiss();
    else setClosed(true);
  };

  return (
    <div className="card-in fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-[90] mx-auto max-w-sm sm:right-4 sm:left-auto sm:mx-0">
      <InstallPromptCard
        title={settings.title}
        message={settings.message}
        ios={ios}
        onInstall={install}
        onDismiss={dismiss}
      />
    </div>
  );
}
