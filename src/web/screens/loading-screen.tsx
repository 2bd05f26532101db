import { useEffect, useState } from "react";
import { loadingMessages } from "../../client/loading-messages";
import { LOADING_MESSAGE_INTERVAL_MS } from "../../shared/constants";

/** Full-screen spinner cycling through playful messages every 2 s. */
export function LoadingScreen() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = setInterval(
      () => setIndex((i) => (i + 1) % loadingMessages.length),
      LOADING_MESSAGE_INTERVAL_MS,
    );
    return () => clearInterval(id);
  }, []);
  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-night"
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
    >
      <div className="flex flex-col items-center gap-6 px-6 text-center">
        <div
          aria-hidden
          className="size-16 animate-spin rounded-full border-4 border-surface-2 border-t-brand"
        />
        <p className="min-h-6 text-lg text-muted">{loadingMessages[index]}</p>
      </div>
    </div>
  );
}
