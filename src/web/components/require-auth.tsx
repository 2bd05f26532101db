import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../client/session";
import { unsafeRedirect } from "../../shared/redirect-target";
import { LoadingScreen } from "../screens/loading-screen";

/** Sign-in guard: spinner while loading, visitors to /auth (and back here afterwards). */
export function RequireAuth() {
  const { loading, isAuthenticated } = useSession();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/**
 * Only same-site paths are followed after sign-in: /\host or /%09/host would make the router
 * attempt an external navigation (an error screen), so they are refused like "//host".
 */
export function safeNext(next: string | null): string | null {
  if (!next?.startsWith("/") || unsafeRedirect(next)) return null;
  return next;
}
