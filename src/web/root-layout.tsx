import { Outlet, ScrollRestoration } from "react-router";
import { LazyToaster } from "../ui/lazy-toaster";
import { InstallPrompt } from "./components/install-prompt";
import { OfflineBadge } from "./components/offline-badge";
import { StorageNotice } from "./components/storage-notice";
import { useServerIconEvents } from "./lib/game-icons";
import { usePageTitle } from "./lib/page-title";

export function RootLayout() {
  useServerIconEvents();
  usePageTitle();
  return (
    <>
      <OfflineBadge />
      <Outlet />
      <InstallPrompt />
      <LazyToaster />
      <StorageNotice />
      <ScrollRestoration />
    </>
  );
}
