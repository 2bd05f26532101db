import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { RadixDialog as RadixDialogType } from "./dialog-radix";
import { whenIdle } from "./when-idle";

let RadixDialog: typeof RadixDialogType | undefined;
let pending: Promise<typeof RadixDialogType> | undefined;

/** Fetches Radix's dialog (about 14 KB gzip); once it is here, every dialog opens at once. */
export function preloadDialog(): Promise<typeof RadixDialogType> {
  pending ??= import("./dialog-radix").then(
    (m) => (RadixDialog = m.RadixDialog),
    (error) => {
      pending = undefined; // offline without the chunk: tried again at the next opening
      throw error;
    },
  );
  return pending;
}

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * The browser's own modal `<dialog>` (top layer, Escape, the page behind inert), for when Radix
 * cannot be fetched: offline before the service worker had cached it. A game's dialog must open
 * without network (the finger limit, the rules).
 */
function NativeDialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d || typeof d.showModal !== "function") return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onOpenChange(false);
      }}
      className="fixed inset-x-4 top-1/2 mx-auto max-w-md -translate-y-1/2 gap-4 rounded-3xl border border-line bg-surface p-6 text-ink shadow-2xl backdrop:bg-black/70 open:grid"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {description && (
        <p id={`${id}-text`} className="text-muted">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}

/**
 * A modal dialog (Radix, in dialog-radix.tsx): focus trapped, Escape closes, title announced.
 * Radix is not part of a page up front: a page with a dialog fetches it a second after it
 * renders, and a dialog opened before that appears as soon as it arrives (or, when it cannot
 * arrive, as the browser's own dialog).
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  const [, setArrived] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (RadixDialog) return;
    // A second after the page is up, in an idle moment of its own (ui/when-idle).
    const id = setTimeout(() => whenIdle(() => preloadDialog()), 1000);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!opened || RadixDialog) return;
    let live = true;
    preloadDialog().then(
      () => live && setArrived(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [opened]);
  // Kept mounted once opened, so Radix gives the focus back to where it was when it closes.
  if (!opened) return null;
  if (RadixDialog) return <RadixDialog {...props} />;
  return failed ? <NativeDialog {...props} /> : null;
}
