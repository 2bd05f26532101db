import { type ReactNode, useSyncExternalStore } from "react";
import { TOAST } from "../shared/constants";

export interface ToastMessage {
  id: string;
  title?: string;
  description?: string;
  action?: ReactNode;
  variant: "default" | "destructive";
  open: boolean;
  /** Milliseconds before closing; Infinity keeps it until acted on. */
  duration?: number;
}

let toasts: ToastMessage[] = [];
/** What the prerendered HTML shows, so hydration matches even if a toast came first. */
const NONE: ToastMessage[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const l of listeners) l();
}

/** Opens a toast; only TOAST.limit (one) is visible at a time, the newest wins. */
export function toast(
  input: Omit<ToastMessage, "id" | "open" | "variant"> & { variant?: ToastMessage["variant"] },
) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next: ToastMessage = { variant: "default", ...input, id, open: true };
  emit([next, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  // Closed toasts are removed much later (spec: 1,000,000 ms) so exit animations never cut.
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST.removeDelayMs);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => NONE,
  );
}
