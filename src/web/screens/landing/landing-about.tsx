import { Globe, Smartphone, Users } from "lucide-react";
import { SectionHeading } from "./section-heading";

const highlights = [
  { icon: Globe, text: "Roda no navegador do celular, do tablet ou do computador." },
  { icon: Smartphone, text: "Um aparelho só, passado de mão em mão pela roda." },
  { icon: Users, text: "Feito para grupos: do esquenta à saideira." },
] as const;

export function LandingAbout() {
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-6xl px-5 py-16 sm:py-20">
      <div className="grid items-center gap-10 rounded-[2rem] border border-line bg-linear-to-br from-surface to-surface-2/60 p-6 sm:p-10 lg:grid-cols-2">
        <SectionHeading
          id="about-title"
          eyebrow="O que é"
          title="O Saideira é a festa no bolso"
          align="left"
        >
          Uma coleção de jogos de festa para jogar com os amigos direto no navegador. Sem instalar
          aplicativo e sem criar conta: um celular faz a vez do baralho, da garrafa e da roleta, e
          vai passando pela roda enquanto cada um cumpre o desafio ou bebe. Se quiser, crie uma
          conta para ter seu perfil, suas estatísticas e seus grupos em todos os seus aparelhos.
        </SectionHeading>
        <ul className="space-y-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-4 rounded-2xl bg-night/60 p-4 text-base leading-snug text-ink"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
