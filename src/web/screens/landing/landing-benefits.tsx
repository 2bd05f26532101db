import { PartyPopper, Smartphone, Sparkles, Zap } from "lucide-react";
import { SectionHeading } from "./section-heading";

const benefits = [
  {
    icon: Smartphone,
    title: "Sem instalar nada",
    text: "Abriu o link, já está jogando, sem criar conta. Funciona no navegador de qualquer celular.",
    tint: "bg-brand/15 text-brand",
  },
  {
    icon: Zap,
    title: "Rápido e fácil",
    text: "Regras explicadas na tela e rodadas curtas. Ninguém precisa ler manual no meio da festa.",
    tint: "bg-accent/15 text-accent",
  },
  {
    icon: PartyPopper,
    title: "Diversão garantida",
    text: "Desafios, revelações e muita risada. O gelo quebra logo na primeira rodada.",
    tint: "bg-ok/15 text-ok",
  },
  {
    icon: Sparkles,
    title: "Jogos novos sempre",
    text: "A coleção não para de crescer: sempre tem jogo novo para estrear no próximo rolê.",
    tint: "bg-brand/15 text-brand",
  },
] as const;

export function LandingBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-5 py-16 sm:py-20">
      <SectionHeading id="benefits-title" eyebrow="Por que o Saideira" title="Feito para a resenha">
        Tudo pensado para a festa andar sem pausa para configurar nada.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text, tint }) => (
          <li
            key={title}
            className="rounded-3xl border border-line bg-surface p-6 transition duration-300 hover:-translate-y-1 hover:border-brand/60"
          >
            <span className={`grid size-12 place-items-center rounded-2xl ${tint}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-extrabold text-ink">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
