import { useState } from "react";
import { isAgeConfirmed } from "../../client/age-gate";
import { useSession } from "../../client/session";
import { Navigate, Outlet, useLocation } from "../../ui/nav";
import { AgeGateScreen } from "../screens/age-gate-screen";
import { LoadingScreen } from "../screens/loading-screen";

/**
 * The games need no account (decision 024): a guest confirms 18+ once on the device and plays.
 * Someone signed in without a profile finishes onboarding first (it holds their 18+ answer).
 */
export function PlayGate() {
  const { loading, isNewUser, profile } = useSession();
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(isAgeConfirmed);
  if (loading) return <LoadingScreen />;
  if (isNewUser) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/onboarding?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!profile && !confirmed) return <AgeGateScreen onConfirm={() => setConfirmed(true)} />;
  return <Outlet />;
}
