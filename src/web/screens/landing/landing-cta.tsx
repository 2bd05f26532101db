import { CarTaxiFront, ShieldBan } from "lucide-react";
import { PlayNowLink } from "./play-now-link";

export function LandingCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-5 pt-8 pb-20">
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-line bg-surface-2 px-6 py-14 text-center sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 -left-16 size-72 rounded-full bg-accent/30 blur-3xl" />
          <div className="absolute -right-16 -bottom-24 size-72 rounded-full bg-brand/20 blur-3xl" />
        </div>
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl leading-tight font-black tracking-tight text-ink sm:text-5xl"
        >
          A galera já chegou. Bora começar a rodada?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-muted">
          Escolha o primeiro jogo e entregue o celular para quem está do seu lado.
        </p>
        <PlayNowLink className="mt-8 w-full sm:w-auto" />

        <div className="mx-auto mt-10 max-w-xl space-y-2 rounded-2xl border border-line bg-night/70 p-5 text-sm sm:text-base">
          <p className="flex items-center justify-center gap-2 font-semibold text-ink">
            <CarTaxiFront aria-hidden="true" className="size-5 shrink-0 text-brand" />
            Beba com moderação. Se beber, não dirija.
          </p>
          <p className="flex items-center justify-center gap-2 text-muted">
            <ShieldBan aria-hidden="true" className="size-5 shrink-0 text-danger" />
            Proibido para menores de 18 anos.
          </p>
        </div>
      </div>
    </section>
  );
}
