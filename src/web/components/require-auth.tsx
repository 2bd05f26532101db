import { Navigate, Outlet, useLocation } from "react-router";
import { isSignOutPending } from "../../client/pending-sign-out";
import { useSession } from "../../client/session";
import { unsafeRedirect } from "../../shared/redirect-target";
import { onDemand } from "../../ui/on-demand";
import { LoadingScreen } from "../screens/loading-screen";

/** Shown only while a sign-out is owed (rare): loaded then, or at once when a page starts so. */
const pendingScreen = onDemand(() =>
  import("./sign-out-pending").then((m) => m.SignOutPendingScreen),
);
if (isSignOutPending()) pendingScreen.preload();

/**
 * Sign-in guard: spinner while loading, visitors to /auth (and back here afterwards), and a
 * signed-in user without a profile to onboarding, whatever they type (it holds the 18+ answer).
 */
export function RequireAuth() {
  const { loading, isAuthenticated, isNewUser, signOutPending } = useSession();
  const location = useLocation();
  // Signed out offline: the cookie still works until the sign-out went out, so no account page.
  if (signOutPending) return pendingScreen.element({});
  if (loading) return <LoadingScreen />;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  if (!isAuthenticated) return <Navigate to={`/auth?next=${next}`} replace />;
  if (isNewUser && location.pathname !== "/onboarding")
    return <Navigate to={`/onboarding?next=${next}`} replace />;
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
