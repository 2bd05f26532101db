import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { GameSettings } from "./game-settings";

/**
 * Top bar of every game screen: back link, title, the rules sheet and the game's settings. A long title ends in an
 * ellipsis on narrow phones (CSS only: screen readers still get the whole text); the buttons on
 * both sides never shrink.
 */
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
    <header className="flex items-center gap-2">
      <Link
        to={back}
        aria-label="Voltar"
        className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-6" />
      </Link>
      <h1 className="min-w-0 flex-1 truncate text-center text-lg font-bold">{title}</h1>
      <div className="flex min-w-11 shrink-0 justify-end">
        {rules}
        <GameSettings />
      </div>
    </header>
  );
}
