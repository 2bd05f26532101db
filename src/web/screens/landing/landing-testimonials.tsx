import { Quote } from "lucide-react";
import { SectionHeading } from "./section-heading";

const testimonials = [
  {
    quote:
      "Era para ser só um esquenta antes da balada. A gente nem saiu de casa e foi a melhor noite do ano.",
    name: "Letícia",
    city: "Recife",
  },
  {
    quote:
      "Descobri no Eu Nunca mais coisa sobre o meu cunhado do que em oito anos de churrasco de domingo.",
    name: "Caio",
    city: "Belo Horizonte",
  },
  {
    quote:
      "Meu tio, que mal sabe mandar áudio, entendeu as regras em dois minutos. Agora ele que puxa a roda.",
    name: "Renata",
    city: "Porto Alegre",
  },
] as const;

export function LandingTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-5 py-16 sm:py-20">
      <SectionHeading id="testimonials-title" eyebrow="Quem jogou" title="A galera aprovou" />
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-3xl border border-line bg-linear-to-br from-surface to-surface-2/70 p-6 sm:p-7">
              <Quote aria-hidden="true" className="size-8 text-accent" />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-brand font-black text-brand-ink"
                >
                  {t.name.charAt(0)}
                </span>
                <span>
                  <span className="block font-bold text-ink">{t.name}</span>
                  <span className="block text-sm text-muted">{t.city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
