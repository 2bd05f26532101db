import type { ReactNode } from "react";

/**
 * A game's action buttons, stuck to the bottom of the screen while the prompt above scrolls: the
 * answer is always in reach. The parent's horizontal padding is px-5.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 grid gap-2 bg-night px-5 pt-2 pb-[calc(0.75rem+env(safe-area-inset-bottom))] before:pointer-events-none before:absolute before:inset-x-0 before:-top-6 before:h-6 before:bg-linear-to-t before:from-night before:to-transparent">
      {children}
    </div>
  );
}
