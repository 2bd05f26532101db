import { RulesSheet } from "../../kit/rules-sheet";
import { manifest } from "../manifest";
import { FAIR_NOTE } from "../rules";

export function CoinFlipRules() {
  return (
    <RulesSheet title={manifest.name}>
      <p>Antes de cada jogada, cada pessoa escolhe um lado: cara ou coroa.</p>
      <ul>
        <li>
          Toque no nome de cada jogador para trocar o palpite entre cara e coroa. A cada jogada,
          todo mundo escolhe de novo.
        </li>
        <li>
          No duelo (2 jogadores), um chama e o outro fica automaticamente com o outro lado. Quem
          chama se alterna a cada jogada.
        </li>
        <li>Toque em “Jogar a moeda”. Quem errou bebe um gole (ou paga uma prenda, sem álcool).</li>
        <li>Cada acerto vale 1 ponto. Ao encerrar, aparece o placar com quem mais acertou.</li>
        <li>O histórico mostra as últimas 20 jogadas e quem bebeu em cada uma.</li>
      </ul>
      <p>{FAIR_NOTE}</p>
      <p className="text-sm text-muted">
        O resultado é sorteado pelo celular antes da animação começar, com um gerador aleatório
        seguro. Ninguém precisa beber para jogar.
      </p>
    </RulesSheet>
  );
}
