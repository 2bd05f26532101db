import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Top bar of every game screen: back link, title, and the rules sheet. */
export function GameHeader({
  title,
  back,
  rules,
}: {
  title: string;
  back: string;
  rules?: ReactNode;
}) {
  return (
    <header className="flex items-center justify-between gap-2">
      <Link
        to={back}
        aria-label="Voltar"
        className="grid size-11 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-6" />
      </Link>
      <h1 className="flex-1 truncate text-center text-lg font-bold">{title}</h1>
      <div className="min-w-11">{rules}</div>
    </header>
  );
}
