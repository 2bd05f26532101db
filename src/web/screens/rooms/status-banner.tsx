import { useEffect, useState } from "react";
import type { RoomStatus } from "../../../client/rooms/status";

/** 'Conectando…', 'Reconectando…' and, for a moment after a return, 'De volta!'. */
export function StatusBanner({ status }: { status: RoomStatus }) {
  const [showBack, setShowBack] = useState(false);
  const back = status.kind === "live" && status.back;
  useEffect(() => {
    if (!back) return;
    setShowBack(true);
    const t = setTimeout(() => setShowBack(false), 4000);
    return () => clearTimeout(t);
  }, [back]);
  let text: string | null = null;
  let tone = "bg-surface-2 text-ink";
  if (status.kind === "connecting") text = "Conectando…";
  else if (status.kind === "reconnecting") {
    text = "Reconectando…";
    tone = "bg-accent text-night";
  } else if (status.kind === "live" && showBack) {
    text = "De volta!";
    tone = "bg-ok text-night";
  }
  return (
    <p
      role="status"
      data-testid="room-status"
      className={`sticky top-0 z-20 -mx-5 px-5 py-2 text-center font-bold ${text ? tone : "sr-only"}`}
    >
      {text ?? "Conectado"}
    </p>
  );
}
