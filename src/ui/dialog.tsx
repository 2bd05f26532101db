import { type ReactNode, Suspense, use, useEffect, useState } from "react";
import type { RadixDialog as RadixDialogType } from "./dialog-radix";

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

function LoadedDialog(props: DialogProps) {
  const Radix = RadixDialog ?? use(preloadDialog());
  return <Radix {...props} />;
}

/**
 * A modal dialog (Radix, in dialog-radix.tsx): focus trapped, Escape closes, title announced.
 * Radix is not part of a page up front: a page with a dialog fetches it a second after it
 * renders, and a dialog opened before that appears as soon as it arrives.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    if (RadixDialog) return;
    const id = setTimeout(() => void preloadDialog().catch(() => {}), 1000);
    return () => clearTimeout(id);
  }, []);
  // Kept mounted once opened, so Radix gives the focus back to where it was when it closes.
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
