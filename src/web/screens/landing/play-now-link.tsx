import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** The landing's primary call to action: a big button-like link to the game list. */
export function PlayNowLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/game-modes"
      className={[
        "group inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-brand px-8 py-4",
        "text-lg font-extrabold text-brand-ink shadow-lg shadow-brand/25 transition",
        "hover:-translate-y-0.5 hover:brightness-110 hover:shadow-xl hover:shadow-brand/30",
        "active:translate-y-0 active:scale-[0.98]",
        className,
      ].join(" ")}
    >
      Jogar Agora
      <ArrowRight
        aria-hidden="true"
        className="size-5 transition-transform group-hover:translate-x-1"
        strokeWidth={2.75}
      />
    </Link>
  );
}
