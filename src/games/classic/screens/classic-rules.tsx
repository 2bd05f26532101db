import { RulesSheet } from "../../kit/rules-sheet";
import { CHALLENGE_POINTS, DRINK_POINTS, SKIPS_PER_PLAYER } from "../options";

export function ClassicRules() {
  return (
    <RulesSheet title="Modo Clássico">
      <p>Passem o celular em roda. Na sua vez, aparece um desafio com o seu nome.</p>
      <ul>
        <li>Cumpriu o desafio? Toque em “Cumpriu” e ganhe {CHALLENGE_POINTS} pontos.</li>
        <li>
          Não quis fazer? Beba (ou pague a prenda, no modo sem álcool) e ganhe {DRINK_POINTS}{" "}
          pontos.
        </li>
        <li>
          Carta para outra pessoa? Os pontos vão para ela. Num duelo, quem ganhar leva{" "}
          {CHALLENGE_POINTS} pontos. Carta para a roda toda não dá pontos: toque em “Feito” e a vez
          passa.
        </li>
        <li>
          “Pular” troca o desafio e a vez continua sua, mas cada pessoa só pode pular{" "}
          {SKIPS_PER_PLAYER} vezes por partida.
        </li>
        <li>Quem chegar primeiro aos pontos da meta vence a rodada.</li>
      </ul>
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber nem a fazer nada: sem pulos, é só escolher “Bebeu” (ou a prenda)
        e seguir o jogo.
      </p>
    </RulesSheet>
  );
}
