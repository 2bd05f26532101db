import { Outlet, ScrollRestoration } from "react-router";
import { InstallPrompt } from "./components/install-prompt";
import { OfflineBadge } from "./components/offline-badge";
import { Toaster } from "./components/ui/toaster";

export function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineBadge />
      <InstallPrompt />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
