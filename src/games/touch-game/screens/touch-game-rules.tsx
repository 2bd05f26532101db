import { RulesSheet } from "../../kit/rules-sheet";
import { manifest } from "../manifest";

export function TouchGameRules() {
  return (
    <RulesSheet title={manifest.name}>
      <p>
        Cada pessoa põe um dedo na tela e deixa lá. Cada dedo ganha um círculo de uma cor, que segue
        o dedo.
      </p>
      <ul>
        <li>
          Quando ninguém põe nem tira um dedo por 3 segundos, começa a contagem: 3, 2, 1. Mexer um
          pouquinho o dedo não atrapalha.
        </li>
        <li>
          Se alguém tirar ou puser um dedo antes do fim, a espera recomeça. Não adianta fugir!
        </li>
        <li>
          <strong>Um bebe</strong>: o celular escolhe um dedo, que cresce com um “Bebe!”.{" "}
          <strong>Vários</strong>: escolhe quantos vocês quiserem. <strong>Times</strong>: divide
          todo mundo em times equilibrados, cada um com sua cor.
        </li>
        <li>
          A escolha é sorteada entre os dedos na tela: a ordem em que cada um tocou não conta.
        </li>
        <li>Depois do resultado, tirem todos os dedos e toquem em “De novo”.</li>
      </ul>
      <p>
        Muitos celulares (como o iPhone) aceitam no máximo 5 dedos ao mesmo tempo. Com mais gente,
        use o <strong>Modo pelos nomes</strong>: digitem os nomes (ou carreguem um grupo salvo) e o
        celular sorteia.
      </p>
      <p>
        No computador, clique para marcar cada pessoa (clique de novo para tirar) e aperte Espaço ou
        Enter para começar.
      </p>
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber: no modo sem álcool, quem for escolhido bebe água ou paga uma
        prenda combinada pela roda.
      </p>
    </RulesSheet>
  );
}
