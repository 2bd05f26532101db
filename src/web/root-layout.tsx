import { Outlet, ScrollRestoration } from "react-router";
import { InstallPrompt } from "./components/install-prompt";
import { OfflineBadge } from "./components/offline-badge";
import { StorageNotice } from "./components/storage-notice";
import { Toaster } from "./components/ui/toaster";

export function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineBadge />
      <InstallPrompt />
      <Toaster />
      <StorageNotice />
      <ScrollRestoration />
    </>
  );
}
