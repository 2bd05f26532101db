import { GAME_ICONS_KEY, LAST_SESSION_KEY } from "../client/device-keys";
import { ICON_UPDATED_EVENT, type IconUpdatedDetail } from "../client/events";
import {
  FALLBACK_ICON,
  type IconMap,
  iconMapFromStorageValue,
  isIconMap,
  readCachedIcons,
} from "../client/icon-map";
import { readString } from "../client/safe-storage";
import { iconSources } from "./lib/art";

/**
 * The landing page's only script up front. The page is complete prerendered HTML whose links work
 * on their own, so instead of hydrating React (the main-thread work a slow phone feels while it
 * scrolls) this keeps the few live parts live: game icons from the server and from other tabs,
 * the fallback image, offline support. React comes later, for the install invitation alone.
 */

function showIcon(img: HTMLImageElement, url: string): void {
  const sources = iconSources(url, Number(img.getAttribute("width")) || img.width);
  if (img.getAttribute("src") === sources.src) return;
  img.dataset.failed = url === FALLBACK_ICON ? "1" : "";
  if (sources.srcSet) {
    img.srcset = sources.srcSet;
    img.sizes = sources.sizes ?? "";
  } else {
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
  }
  img.src = sources.src;
}

const gameIcons = () => document.querySelectorAll<HTMLImageElement>("img[data-game-icon]");

function applyIcons(map: IconMap): void {
  for (const img of gameIcons()) {
    const url = map[img.dataset.gameIcon ?? ""];
    if (url) showIcon(img, url);
  }
}

function showFallbackOnError(): void {
  const fail = (img: HTMLImageElement) => {
    if (img.dataset.gameIcon && img.dataset.failed !== "1") showIcon(img, FALLBACK_ICON);
  };
  document.addEventListener(
    "error",
    (e) => {
      if (e.target instanceof HTMLImageElement) fail(e.target);
    },
    true,
  );
  // An icon may have failed before this script ran: no error event comes for it any more.
  for (const img of gameIcons()) if (img.complete && img.naturalWidth === 0) fail(img);
}

async function fetchServerIcons(): Promise<void> {
  try {
    const res = await fetch("/api/icons", { credentials: "include" });
    const map: unknown = res.ok ? await res.json() : null;
    if (isIconMap(map)) applyIcons(map);
  } catch {
    /* offline: the cached and default icons stay */
  }
}

function followIconChanges(): void {
  window.addEventListener(ICON_UPDATED_EVENT, (e) => {
    const detail = (e as CustomEvent<IconUpdatedDetail>).detail;
    if (detail?.iconType && detail.url) applyIcons({ [detail.iconType]: detail.url });
  });
  // An admin's change in another tab arrives as a change of the shared cache.
  window.addEventListener("storage", (e) => {
    if (e.key !== GAME_ICONS_KEY) return;
    const map = iconMapFromStorageValue(e.newValue);
    if (map) applyIcons(map);
  });
}

/**
 * The header's 'Entrar' becomes 'Meu painel' when this browser's last session answer names a user
 * (the session cookie is httpOnly; the app keeps that copy and clears it at sign-out).
 */
function showSignedInHeader(raw: string | null = readString(LAST_SESSION_KEY)): void {
  let signedIn = false;
  try {
    const body: unknown = raw ? JSON.parse(raw) : null;
    const user = (body as { user?: { id?: unknown } } | null)?.user;
    signedIn = typeof user?.id === "string";
  } catch {
    signedIn = false;
  }
  const link = document.querySelector<HTMLAnchorElement>("a[data-account-link]");
  const label = link?.querySelector("[data-account-label]");
  if (!signedIn || !link || !label) return;
  link.href = "/dashboard";
  label.textContent = "Meu painel";
  link.querySelector("svg")?.remove();
}

/** The install invitation (React) starts on the first interaction, or once the page is idle. */
function startIslandsLater(): void {
  let pendingInstall: Event | null = null;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import("./landing-islands").then((m) => m.mountLandingIslands(pendingInstall));
  };
  addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault(); // our card, not Chromium's mini-infobar, decides when to ask
    pendingInstall = e;
  });
  for (const type of ["pointerdown", "keydown", "scroll"])
    addEventListener(type, start, { once: true, passive: true });
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 5000 }) : start();
  setTimeout(idle, 5000);
}

function registerServiceWorker(): void {
  // A visit to the landing alone is enough to play offline later; updates wait for the app.
  if (import.meta.env.PROD && "serviceWorker" in navigator)
    navigator.serviceWorker.register("/sw.js").catch(() => {});
}

showSignedInHeader();
showFallbackOnError();
applyIcons(readCachedIcons());
followIconChanges();
const afterLoad = () => {
  void fetchServerIcons();
  registerServiceWorker();
  startIslandsLater();
};
if (document.readyState === "complete") afterLoad();
else addEventListener("load", afterLoad, { once: true });
