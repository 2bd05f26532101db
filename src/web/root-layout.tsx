import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "../ui/toaster";
import { InstallPrompt } from "./components/install-prompt";
import { OfflineBadge } from "./components/offline-badge";
import { StorageNotice } from "./components/storage-notice";

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
