import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../client/session";
import { LoadingScreen } from "../screens/loading-screen";
import { SignOutPendingScreen } from "./sign-out-pending";

/** Sign-in guard: spinner while loading, visitors to /auth (and back here afterwards). */
export function RequireAuth() {
  const { loading, isAuthenticated, signOutPending } = useSession();
  const location = useLocation();
  // Signed out offline: the cookie still works until the sign-out went out, so no account page.
  if (signOutPending) return <SignOutPendingScreen />;
  if (loading) return <LoadingScreen />;
  if (!isAuthenticated) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** Only same-site paths are followed after sign-in. */
export function safeNext(next: string | null): string | null {
  if (!next?.startsWith("/") || next.startsWith("//")) return null;
  return next;
}
