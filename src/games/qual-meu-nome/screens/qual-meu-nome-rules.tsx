import { RulesSheet } from "../../kit/rules-sheet";
import { MIN_CARRY_MS } from "../play";
import { ROUNDS } from "../rounds";
import { TURN_SECONDS } from "../settings";

const seconds = new Intl.ListFormat("pt-BR", { type: "disjunction" }).format(
  TURN_SECONDS.map(String),
);

export function QualMeuNomeRules() {
  return (
    <RulesSheet title="Qual Meu Nome">
      <p>
        Dividam-se em times. Cada um escreve nomes secretos (ou vocês sorteiam da lista) e todos vão
        para o mesmo pote. O pote é jogado em três rodadas, sempre com os mesmos nomes.
      </p>
      <ul>
        {ROUNDS.map((r, i) => (
          <li key={r.title}>
            <strong>
              Rodada {i + 1}, {r.title}:
            </strong>{" "}
            {r.rule}
          </li>
        ))}
      </ul>
      <p>
        Os times se alternam. Na sua vez, uma pessoa explica ({seconds} segundos, vocês escolhem) e
        o resto do time adivinha; quem explica muda a cada vez.
      </p>
      <ul>
        <li>“Acertou” vale 1 ponto para o time e mostra o próximo nome.</li>
        <li>Nas rodadas 2 e 3 dá para “Passar”: o nome volta para o pote.</li>
        <li>Acabou o tempo? O nome da tela volta para o pote e a vez passa para o outro time.</li>
        <li>
          A rodada acaba quando o pote esvazia, mesmo no meio de uma vez. Se sobrarem{" "}
          {MIN_CARRY_MS / 1000} segundos ou mais, o mesmo time (com a mesma pessoa explicando)
          começa a rodada seguinte com o tempo que sobrou.
        </li>
        <li>Vence quem somar mais pontos nas três rodadas. O time perdedor bebe um gole.</li>
      </ul>
      <p className="text-sm text-muted">
        No modo sem álcool, quem perde paga uma prenda ou bebe um gole d'água. Ninguém é obrigado a
        beber para jogar.
      </p>
    </RulesSheet>
  );
}
