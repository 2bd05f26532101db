import { catalogue } from "../../../games/catalogue";
import { allGames } from "../../../games/extras";
import { GameIcon } from "../../components/game-icon";
import { PlayNowLink } from "./play-now-link";

const minPlayers = Math.min(...allGames.map((g) => g.minPlayers));
const maxPlayers = Math.max(...allGames.map((g) => g.maxPlayers));

/** Decorative tilt for the icons floating around the phone mock-up. */
const iconTilts = ["-rotate-6", "rotate-3", "rotate-6", "-rotate-3"] as const;

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-24 size-96 rounded-full bg-accent/25 blur-3xl" />
        <div className="absolute top-20 -right-32 size-[28rem] rounded-full bg-brand/15 blur-3xl" />
        <div className="absolute inset-x-0 bottom-0 h-32 bg-linear-to-b from-transparent to-night" />
      </div>

      <div className="mx-auto grid w-full grid-cols-1 max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-1.5 text-sm font-semibold text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-ok" />
            Jogos de festa direto no navegador
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-black tracking-tight text-ink sm:text-5xl lg:text-6xl"
          >
            Jogos de Bebida para Jogar com os{" "}
            <span className="bg-linear-to-r from-brand via-accent to-brand bg-clip-text text-transparent">
              Amigos
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted sm:text-xl lg:mx-0">
            Escolha um jogo, passe o celular de mão em mão e deixe a rodada decidir quem bebe. Nada
            para baixar, nada para configurar: é abrir e jogar.
          </p>
          <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center lg:justify-start">
            <PlayNowLink className="w-full sm:w-auto" />
            <a
              href="#jogos"
              className="inline-flex min-h-14 w-full items-center justify-center rounded-2xl border border-line px-6 font-semibold text-ink transition hover:border-brand hover:text-brand sm:w-auto"
            >
              Conhecer os jogos
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-muted lg:justify-start">
            <li>{allGames.length} jogos</li>
            <li>
              De {minPlayers} a {maxPlayers} jogadores
            </li>
            <li>Um celular só</li>
          </ul>
        </div>

        <PhoneMockup />
      </div>
    </section>
  );
}

/** A stylised phone showing four game icons; purely decorative. */
function PhoneMockup() {
  const games = catalogue.slice(0, 4);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xs">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-linear-to-br from-accent/40 via-surface-2 to-brand/30 blur-2xl" />
      <div className="rotate-2 rounded-[2.5rem] border-4 border-line bg-surface p-5 shadow-2xl shadow-black/40 transition-transform duration-500 hover:rotate-0">
        <div className="mx-auto mb-5 h-1.5 w-16 rounded-full bg-line" />
        <p className="text-center text-sm font-semibold text-muted">Vez de</p>
        <p className="text-center text-2xl font-black text-brand">Bruna</p>
        <div className="mt-5 grid grid-cols-2 gap-4">
          {games.map((game, i) => (
            <div
              key={game.id}
              className={`rounded-2xl bg-surface-2 p-2 shadow-lg ${iconTilts[i % iconTilts.length]}`}
            >
              <GameIcon gameId={game.id} size={96} className="h-auto w-full" />
            </div>
          ))}
        </div>
        <div className="mt-5 rounded-2xl bg-brand py-3 text-center font-extrabold text-brand-ink">
          Girar!
        </div>
      </div>
    </div>
  );
}
