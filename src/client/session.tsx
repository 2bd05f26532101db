import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type { Profile } from "../shared/schemas/profile";
import { toast } from "../ui/use-toast";
import { api, setApiUserId, toHttpError } from "./api";
import {
  fetchSession,
  forgetOfflineCopies,
  isRecord,
  LAST_PROFILE_KEY,
  offlineAware,
  type SessionUser,
} from "./auth-client";
import { forgetSignIn, rememberSignIn } from "./device-keys";
import { requestLocation, type UserLocation } from "./location";
import { flushOutbox } from "./outbox";
import {
  finishPendingSignOut,
  isSignOutPending,
  markSignOutPending,
  subscribeSignOutPending,
} from "./pending-sign-out";

/** While a sign-out is owed, how often it is tried again (besides the 'online' event). */
const SIGN_OUT_RETRY_MS = 10_000;

export interface SessionState {
  user: SessionUser | null;
  profile: Profile | null;
  loading: boolean;
  isNewUser: boolean;
  isAuthenticated: boolean;
  userLocation: UserLocation | null;
  /**
   * The user signed out but the server has not confirmed it (offline): no page of the account
   * may show until it has (pending-sign-out.ts).
   */
  signOutPending: boolean;
  /** Re-reads the session and profile, e.g. after sign-in. */
  refresh(): Promise<{ user: SessionUser | null; profile: Profile | null }>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export async function fetchProfile(): Promise<Profile | null> {
  const res = await offlineAware(() => api.profile.$get(), LAST_PROFILE_KEY, isProfileBody);
  if (res.status === 404 || res.status === 401) return null;
  if (!res.ok) throw await toHttpError(res);
  return (await res.json()).profile;
}

export const sessionQuery = queryOptions({ queryKey: ["session"], queryFn: fetchSession });
export const profileQuery = queryOptions({ queryKey: ["/api/profile"], queryFn: fetchProfile });
export const SESSION_KEY = sessionQuery.queryKey;
export const PROFILE_KEY = profileQuery.queryKey;

/** The parts of a stored profile copy the screens read without checking. */
function isProfileBody(v: unknown): boolean {
  const p = isRecord(v) ? v.profile : null;
  return (
    isRecord(p) &&
    typeof p.displayName === "string" &&
    isRecord(p.preferences) &&
    Array.isArray(p.favoriteKinds) &&
    isRecord(p.gameStats) &&
    Array.isArray(p.gameStats.recentGames)
  );
}

function authFailureToast() {
  toast({
    variant: "destructive",
    title: "Erro na autenticação",
    description: "Por favor, tente fazer login novamente.",
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession });
  const user = session.data ?? null;
  const profile = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: fetchProfile,
    enabled: Boolean(user),
  });
  const [userLocation, setUserLocation] = useState<UserLocation | null>(null);
  const signOutPending = useSyncExternalStore(
    subscribeSignOutPending,
    isSignOutPending,
    () => false,
  );
  const failed = session.isError || profile.isError;
  const toasted = useRef(false);

  useEffect(() => {
    if (failed && !toasted.current) authFailureToast();
    toasted.current = failed;
  }, [failed]);

  useEffect(() => setApiUserId(user?.id ?? null), [user?.id]);

  // Plays, groups and settings kept on this device (a guest's, or plays that could not go out)
  // join the account once it has a profile, and again whenever the connection comes back.
  const hasProfile = Boolean(user && profile.data);
  useEffect(() => {
    if (!hasProfile) return;
    const sync = () =>
      void import("./account-sync")
        .then((m) => m.syncDeviceIntoAccount(qc, PROFILE_KEY))
        .catch(() => {}); // offline before the chunk came: the next 'online' tries again
    sync();
    window.addEventListener("online", sync);
    return () => window.removeEventListener("online", sync);
  }, [hasProfile, qc]);

  // Location only when the user chose 'Usar minha localização' (docs/decisions/004).
  const wantsLocation = Boolean(profile.data?.preferences.useLocation);
  useEffect(() => {
    if (!user || !wantsLocation) {
      setUserLocation(null);
      return;
    }
    let alive = true;
    requestLocation().then((loc) => alive && setUserLocation(loc));
    return () => {
      alive = false;
    };
  }, [user, wantsLocation]);

  // An owed sign-out goes out as soon as the connection is back, then the session is read again.
  useEffect(() => {
    if (!signOutPending) return;
    const retry = () =>
      void finishPendingSignOut().then((done) => {
        if (done) void qc.invalidateQueries({ queryKey: SESSION_KEY });
      });
    window.addEventListener("online", retry);
    const timer = setInterval(() => navigator.onLine && retry(), SIGN_OUT_RETRY_MS);
    return () => {
      window.removeEventListener("online", retry);
      clearInterval(timer);
    };
  }, [signOutPending, qc]);

  const refresh = useCallback(async () => {
    const u = await qc.fetchQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 0 });
    if (u) rememberSignIn();
    const p = u
      ? await qc.fetchQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile, staleTime: 0 })
      : null;
    return { user: u, profile: p };
  }, [qc]);

  /**
   * Never fails: offline (or with the server down) the sign-out is owed and sent first thing
   * when the connection returns; meanwhile the account's pages say so instead of showing it.
   */
  const signOut = useCallback(async () => {
    // The user's pending stats go out while they are still signed in; what cannot is dropped.
    if (navigator.onLine) await flushOutbox().catch(() => {});
    markSignOutPending();
    forgetSignIn();
    await forgetOfflineCopies();
    // Null first, so the session's own observer sees it (a cleared cache leaves observers on
    // the removed query, still holding the signed-in user); then drop everything else.
    qc.setQueryData(SESSION_KEY, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    await finishPendingSignOut();
  }, [qc]);

  const value = useMemo<SessionState>(() => {
    // An owed sign-out hides the account whatever a cache or the page's boot data still holds.
    const signedIn = Boolean(user) && !failed && !signOutPending;
    const loading = !signOutPending && (session.isPending || (signedIn && profile.isPending));
    return {
      user: signedIn ? user : null,
      profile: signedIn ? (profile.data ?? null) : null,
      loading: loading && !failed,
      isNewUser: signedIn && !profile.isPending && !profile.data,
      isAuthenticated: signedIn,
      userLocation,
      signOutPending,
      refresh,
      signOut,
    };
  }, [
    session.isPending,
    user,
    profile.isPending,
    profile.data,
    failed,
    userLocation,
    signOutPending,
    refresh,
    signOut,
  ]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error("useSession outside SessionProvider");
  return ctx;
}
