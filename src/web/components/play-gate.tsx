import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { isAgeConfirmed } from "../../client/age-gate";
import { useSession } from "../../client/session";
import { onDemand } from "../../ui/on-demand";
import { LoadingScreen } from "../screens/loading-screen";

/**
 * The 18+ screen shows once per device: it loads when it may have to show (a guest who has not
 * confirmed), not with the chunk every page loads. Until it arrives the root layout's <Suspense>
 * draws the same loading screen the gate draws while the session is read.
 */
const ageGate = onDemand(() => import("../screens/age-gate-screen").then((m) => m.AgeGateScreen));

/**
 * The games need no account (decision 024): a guest confirms 18+ once on the device and plays.
 * Someone signed in without a profile finishes onboarding first (it holds their 18+ answer).
 */
export function PlayGate() {
  const { loading, isNewUser, profile } = useSession();
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(isAgeConfirmed);
  // Fetched while the session is still being read: the gate is there when the answer is.
  if (!profile && !confirmed) ageGate.preload();
  if (loading) return <LoadingScreen />;
  if (isNewUser) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/onboarding?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!profile && !confirmed) return ageGate.element({ onConfirm: () => setConfirmed(true) });
  return <Outlet />;
}
