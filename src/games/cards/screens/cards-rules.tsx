import { RulesSheet } from "../../kit/rules-sheet";
import { CARD_COUNTS, CHALLENGE_POINTS, MINI_GAME_POINTS } from "../options";

const counts = new Intl.ListFormat("pt-BR", { type: "disjunction" }).format(
  CARD_COUNTS.map(String),
);

export function CardsRules() {
  return (
    <RulesSheet title="Cartas">
      <p>
        Passem o celular em roda. Na sua vez, aparece uma carta: leia em voz alta e façam o que ela
        manda.
      </p>
      <ul>
        <li>
          <strong>Desafio</strong>: cumpriu, toque em “Cumpriu” e ganhe {CHALLENGE_POINTS} pontos.
          Não topou? Beba um gole (ou pague a prenda, no modo sem álcool) e toque em “Bebeu”.
        </li>
        <li>
          <strong>Mais provável</strong>: contem até 3 e apontem; o mais votado bebe um gole (ou
          paga uma prenda).
        </li>
        <li>
          <strong>Regra</strong>: vale pelo número de jogadas indicado, contando a de quem tirou a
          carta. As regras ativas ficam listadas em “Regras em vigor”.
        </li>
        <li>
          <strong>Mini-jogo</strong>: marquem quem perdeu; todo o resto da roda ganha{" "}
          {MINI_GAME_POINTS} ponto. Depois, toque em “Próxima”.
        </li>
        <li>
          <strong>Todos bebem</strong> é para a roda toda e não dá pontos: toque em “Próxima”.
        </li>
        <li>“Pular” troca a carta e a vez continua sua. Não conta como carta jogada.</li>
        <li>
          No celular, arraste a carta para a direita para cumprir (ou seguir) e para a esquerda para
          pular.
        </li>
        <li>
          A partida acaba depois de {counts} cartas (vocês escolhem) ou quando vocês tocarem em
          “Encerrar”. Vence quem tiver mais pontos; no empate, quem bebeu mais.
        </li>
      </ul>
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber nem a fazer nada: pular é sempre permitido. Beba com moderação.
      </p>
    </RulesSheet>
  );
}
