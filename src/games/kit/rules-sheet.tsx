import { HelpCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";

/** The 'Como jogar' button and sheet every game has. */
export function RulesSheet({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-muted hover:bg-white/10 hover:text-ink"
      >
        <HelpCircle aria-hidden className="size-5" />
        {/* Icon only on narrow phones so the game title keeps its room; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">Como jogar</span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Como jogar: ${title}`}>
        {/* Long rules scroll: the box takes the keyboard's focus so arrow keys can scroll it. */}
        <section
          aria-label="Regras"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="grid max-h-[60dvh] gap-3 overflow-y-auto rounded-lg text-ink/90 [&_li]:ml-5 [&_li]:list-disc"
        >
          {children}
        </section>
        <Button onClick={() => setOpen(false)}>Entendi</Button>
      </Dialog>
    </>
  );
}
