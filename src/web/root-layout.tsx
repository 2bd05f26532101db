import { Component, type ReactNode, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useScreenLoading } from "../ui/lazy-route";
import { LazyToaster } from "../ui/lazy-toaster";
import { LazyInstallPrompt } from "./components/lazy-install-prompt";
import { OfflineBadge } from "./components/offline-badge";
import { StorageNotice } from "./components/storage-notice";
import { useServerIconEvents } from "./lib/game-icons";
import { usePageTitle } from "./lib/page-title";
import { useScrollRestoration } from "./lib/scroll-restoration";
import { LoadingScreen } from "./screens/loading-screen";

export function RootLayout() {
  useServerIconEvents();
  usePageTitle();
  useScrollRestoration();
  const { pathname } = useLocation();
  const loading = useScreenLoading();
  return (
    <>
      <OfflineBadge />
      {loading && <NextScreenBar />}
      {/* A screen's chunk loads in a transition: the previous screen stays until it is there,
          inert, so nothing typed or tapped on it is lost when the next one replaces it. */}
      <div className="contents" inert={loading} aria-busy={loading}>
        <ScreenErrorBoundary page={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </div>
      <LazyInstallPrompt />
      <LazyToaster />
      <StorageNotice />
    </>
  );
}

/** A thin bar along the top while the next screen loads: the tap was heard. */
function NextScreenBar() {
  return (
    <div
      role="progressbar"
      aria-label="Abrindo a próxima tela"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand motion-reduce:animate-none"
    />
  );
}

/** A screen that could not load (its chunk failed offline, or it threw) gets a way out. */
class ScreenErrorBoundary extends Component<
  { page: string; children: ReactNode },
  { failed: boolean; page: string }
> {
  override state = { failed: false, page: this.props.page };
  static getDerivedStateFromProps(props: { page: string }, state: { page: string }) {
    // Another page is tried afresh.
    return props.page === state.page ? null : { failed: false, page: props.page };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 py-12 text-center">
        <h1 className="text-3xl font-black">Não deu para abrir esta página</h1>
        <p className="max-w-md text-lg text-muted">Confira sua conexão e tente de novo.</p>
        <button
          type="button"
          className="min-h-12 rounded-2xl bg-brand px-6 font-bold text-brand-ink"
          onClick={() => window.location.reload()}
        >
          Tentar de novo
        </button>
      </main>
    );
  }
}
