import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** A small badge while the device has no connection: the games keep working. */
export function OfflineBadge() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed top-2 left-1/2 z-[90] flex -translate-x-1/2 items-center gap-2 rounded-full border border-line bg-surface-2 px-3 py-1.5 text-sm font-semibold shadow-lg"
      data-testid="offline-badge"
    >
      <WifiOff aria-hidden className="size-4 text-brand" /> Sem conexão: os jogos continuam
    </div>
  );
}
