import { RulesSheet } from "../../kit/rules-sheet";
import { SIPS, TARGETS } from "../rules";

export function DesenhaEBebeRules() {
  return (
    <RulesSheet title="Desenha e Bebe">
      <p>Um desenha (ou faz mímica), o próprio time tenta adivinhar antes de o tempo acabar.</p>
      <ul>
        <li>Montem de 2 a 4 times, com pelo menos 2 pessoas em cada.</li>
        <li>
          Os times jogam um de cada vez. Dentro do time, quem desenha muda a cada rodada, para todo
          mundo passar pela prancheta.
        </li>
        <li>
          Só quem desenha vê a palavra: é só segurar o cartão para espiar. Se não conhecer a
          palavra, dá para trocar uma vez antes de o tempo começar.
        </li>
        <li>
          Valem desenhos e setas. Não valem letras, números, falar ou fazer sons. Na mímica, nada de
          som nem de apontar para coisas em volta.
        </li>
        <li>Acertaram dentro do tempo? O time ganha 1 ponto.</li>
        <li>
          Não acertaram ou o tempo acabou? O time bebe: palavra fácil, {SIPS.facil} gole; média,{" "}
          {SIPS.medio}; difícil, {SIPS.dificil}. No modo sem álcool, são goles d'água ou uma prenda.
        </li>
        <li>
          Quando um time chega à meta ({TARGETS.join(", ")} pontos, vocês escolhem), a rodada vai
          até o último time, para todos jogarem o mesmo tanto de vezes. Vence quem tiver mais
          pontos.
        </li>
      </ul>
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber: quem preferir troca o gole por água, sem explicação.
      </p>
    </RulesSheet>
  );
}
