import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { featuredTagsQuery } from "../../client/public-queries";
import { featuredTagsOf } from "../../games/extras";
import { useGamePrefs } from "../../games/kit/use-game-prefs";
import { type GameManifest, gameDescription } from "../../shared/game-manifest";
import { GameIcon } from "./game-icon";

/** A catalogue entry as a card; games whose screens are not built yet say so instead of linking. */
export function GameCard({ game }: { game: GameManifest }) {
  // Tags an admin saved win; the manifest's apply until then (or while the request fails).
  const featured = useQuery(featuredTagsQuery).data;
  const tags = featuredTagsOf(game.id, featured);
  const { drinkMode } = useGamePrefs();
  const body = (
    <>
      <GameIcon gameId={game.id} size={64} className="shrink-0" />
      <span className="grid gap-1">
        <span className="flex flex-wrap items-center gap-2 font-bold">
          {game.name}
          {game.available &&
            tags.map((t) => (
              <span
                key={t}
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${t === "+18" ? "bg-red-800 text-white" : "bg-accent text-brand-ink"}`}
              >
                {t}
              </span>
            ))}
          {!game.available && (
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
              Em breve
            </span>
          )}
        </span>
        <span className="text-sm text-muted">{gameDescription(game, drinkMode)}</span>
        <span className="text-xs text-muted">
          {game.minPlayers}–{game.maxPlayers} jogadores
        </span>
      </span>
    </>
  );
  const cls = "flex min-h-24 items-center gap-4 rounded-2xl border border-line bg-surface p-4";
  if (!game.available) {
    return (
      <div className={`${cls} opacity-80`} data-testid={`game-${game.id}`}>
        {body}
      </div>
    );
  }
  return (
    <Link
      to={game.route}
      className={`${cls} transition hover:border-brand`}
      data-testid={`game-${game.id}`}
    >
      {body}
    </Link>
  );
}
