import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { TOAST } from "../shared/constants";
import { dismissToast, useToasts } from "./use-toast";

/** Radix toasts with the spec's timings: 5 s, swipe right 50 px, F8 to focus. */
export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label="Notificação"
    >
      {items.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl ${
            t.variant === "destructive"
              ? "border-red-300 bg-red-900 text-white"
              : "border-line bg-surface-2 text-ink"
          }`}
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {t.action}
          <ToastPrimitive.Close
            aria-label="Fechar"
            className="absolute top-2 right-2 grid size-8 place-items-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        label="Notificações ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
