import { RulesSheet } from "../../kit/rules-sheet";
import { LIVES } from "../logic";

export function EuNuncaRules() {
  return (
    <RulesSheet title="Eu Nunca">
      <p>
        Alguém lê a carta em voz alta: “Eu nunca...”. Quem já fez o que a carta diz bebe um gole (ou
        toma um gole d'água, no modo sem álcool).
      </p>
      <ul>
        <li>
          <strong>Com jogadores</strong>: cada um começa com {LIVES.default} dedos levantados (dá
          para escolher de {LIVES.min} a {LIVES.max}). Quem já fez toca no próprio nome (“Eu já!”)
          e, no “Confirmar”, perde um dedo.
        </li>
        <li>Quem baixa o último dedo sai do jogo. O último que sobrar com dedo levantado vence.</li>
        <li>
          Empate na eliminação: se todo mundo que ainda está no jogo fosse perder o último dedo na
          mesma carta, ninguém sai. Todos bebem e o jogo continua.
        </li>
        <li>
          Se as cartas acabarem antes, vence quem tiver mais dedos; empatados dividem a vitória.
        </li>
        <li>
          <strong>Sem jogadores</strong>: só as cartas. Leiam, bebam quem já fez e toquem em
          “Próxima” até o baralho acabar.
        </li>
        <li>Dá para misturar várias categorias. A Picante é só para maiores de 18.</li>
      </ul>
      <p className="text-sm text-muted">
        Vale a honestidade, mas ninguém é obrigado a contar nada nem a beber: “Pular carta” troca a
        carta sem ninguém perder dedo. Beba com moderação.
      </p>
    </RulesSheet>
  );
}
