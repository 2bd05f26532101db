import { RulesSheet } from "../../kit/rules-sheet";
import { manifest } from "../manifest";
import { COMPLETE_POINTS } from "../options";

export function TruthOrDareRules() {
  return (
    <RulesSheet title={manifest.name}>
      <p>Passem o celular em roda. Na sua vez, escolha: Verdade ou Desafio?</p>
      <ul>
        <li>Verdade: responda à pergunta com sinceridade.</li>
        <li>Desafio: faça o que a carta pede, ali na frente de todo mundo.</li>
        <li>
          Respondeu ou cumpriu? Toque em “Cumpriu” e ganhe {COMPLETE_POINTS} pontos. Depois, o
          celular passa para o próximo da lista.
        </li>
        <li>
          Não quis? Toque em “Recusou”: você bebe um gole (ou paga uma prenda, no modo sem álcool) e
          não ganha pontos.
        </li>
        <li>“Pular” troca a carta por outra do mesmo tipo, e a vez continua sua.</li>
        <li>Quem chegar primeiro à meta de pontos vence.</li>
      </ul>
      <p>
        Os níveis vão do Leve ao Médio. O Picante (+18) só aparece com o conteúdo +18 ligado no
        perfil e quando a roda inteira topar.
      </p>
      <p className="text-sm text-muted">
        Ninguém é obrigado a nada: qualquer pessoa pode pular qualquer carta, sem explicação. E
        ninguém precisa beber para jogar.
      </p>
    </RulesSheet>
  );
}
