import { Users } from "lucide-react";
import { Link } from "react-router";
import { catalogue } from "../../../games/catalogue";
import { allGames } from "../../../games/extras";
import { LANDING_GAME_COUNT } from "../../../shared/constants";
import type { GameManifest } from "../../../shared/game-manifest";
import { GameIcon } from "../../components/game-icon";
import { SectionHeading } from "./section-heading";

const featured = catalogue.slice(0, LANDING_GAME_COUNT);

export function LandingGames() {
  return (
    <section
      id="jogos"
      aria-labelledby="games-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-5 py-16 sm:py-20"
    >
      <SectionHeading id="games-title" eyebrow="Os jogos" title="Escolha o jogo da noite">
        Tem jogo de carta, de sorte, de desafio e até de desenho. Começa leve e termina do jeito que
        a galera quiser.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to="/game-modes"
          className="inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-brand underline-offset-4 hover:underline"
        >
          Ver todos os {allGames.length} jogos
        </Link>
      </p>
    </section>
  );
}

/** The whole card is clickable through the title link's stretched ::after. */
function GameCard({ game }: { game: GameManifest }) {
  return (
    <article
      className={[
        "group relative flex h-full flex-col gap-4 rounded-3xl border border-line bg-surface p-5",
        "transition duration-300 hover:-translate-y-1 hover:border-accent/70",
        "hover:shadow-xl hover:shadow-accent/10",
        "has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2",
        "has-[a:focus-visible]:outline-brand",
      ].join(" ")}
    >
      <div className="flex items-start justify-between gap-3">
        <GameIcon
          gameId={game.id}
          size={80}
          className="size-20 shadow-lg shadow-black/30 transition-transform duration-300 group-hover:scale-105 group-hover:-rotate-3"
        />
        {game.available ? null : (
          <span className="rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-bold text-muted">
            Em breve
          </span>
        )}
      </div>
      <h3 className="text-xl font-extrabold text-ink">
        <Link
          to={game.route}
          className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
        >
          {game.name}
        </Link>
      </h3>
      <p className="flex-1 leading-relaxed text-muted">{game.description}</p>
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
        <Users aria-hidden="true" className="size-4" />
        {game.minPlayers} a {game.maxPlayers} jogadores
      </p>
    </article>
  );
}
