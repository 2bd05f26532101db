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

/**
 * A strip above the page while the device has no connection (the games keep working): in the
 * page's flow, so it pushes the screen down instead of covering its title.
 */
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
      className="flex items-center justify-center gap-2 border-b border-line bg-surface-2 px-3 pt-[calc(0.25rem+env(safe-area-inset-top))] pb-1 text-sm font-semibold"
      data-testid="offline-badge"
    >
      <WifiOff aria-hidden className="size-4 text-brand" /> Sem conexão: os jogos continuam
    </div>
  );
}
