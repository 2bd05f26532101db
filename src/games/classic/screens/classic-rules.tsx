import { RulesSheet } from "../../kit/rules-sheet";
import { CHALLENGE_POINTS, DRINK_POINTS } from "../logic";

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
        <li>“Pular” troca o desafio e a vez continua sua.</li>
        <li>Quem chegar primeiro aos pontos da meta vence a rodada.</li>
      </ul>
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber nem a fazer nada: pular é sempre permitido.
      </p>
    </RulesSheet>
  );
}
