import { SectionHeading } from "./section-heading";

const steps = [
  {
    title: "Chame a galera",
    text: "Junte a turma e adicione o nome de cada jogador. Dá para jogar em dupla ou com a festa inteira.",
  },
  {
    title: "Escolha um jogo",
    text: "Roleta, cartas, Eu Nunca, desenho… Escolha o clima da noite e ajuste as regras do seu jeito.",
  },
  {
    title: "Passe o celular e divirta-se",
    text: "O aparelho diz de quem é a vez. Cumpra o desafio ou beba, e passe adiante para o próximo.",
  },
] as const;

export function LandingSteps() {
  return (
    <section aria-labelledby="steps-title" className="relative isolate py-16 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-night via-surface/70 to-night"
      />
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading id="steps-title" eyebrow="Em três passos" title="Como começar">
          Em menos de um minuto a primeira rodada já está rolando.
        </SectionHeading>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-3xl border border-line bg-surface p-6 sm:p-7"
            >
              <span
                aria-hidden="true"
                className="grid size-14 place-items-center rounded-2xl bg-linear-to-br from-brand to-accent text-2xl font-black text-brand-ink shadow-lg shadow-accent/20"
              >
                {i + 1}
              </span>
              <h3 className="mt-5 text-xl font-extrabold text-ink">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
