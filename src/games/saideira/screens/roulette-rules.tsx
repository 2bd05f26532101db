import { RulesSheet } from "../../kit/rules-sheet";

export function RouletteRules() {
  return (
    <RulesSheet title="Saideira">
      <p>Na sua vez, gire a roleta. Onde ela parar, vale:</p>
      <ul>
        <li>
          Desafio ou Verdade: cumpra e ganhe pontos. Recusou? Bebe 1 gole na primeira recusa, 2 na
          segunda e 3 daí em diante.
        </li>
        <li>
          Bebe!, Todos bebem, Escolha alguém e Dose dupla: quem bebe ganha pontos. Recusar a Dose
          dupla não dá pontos e nunca custa mais que os dois goles dela.
        </li>
        <li>Regra nova: vale por 2 rodadas; quem quebrar bebe.</li>
        <li>Passe a vez: sorte sua, passa o celular.</li>
      </ul>
      <p>Quem chegar primeiro à meta de pontos ganha a saideira.</p>
      <p className="text-sm text-muted">
        Beba com moderação: qualquer um pode trocar a bebida por água a qualquer momento.
      </p>
    </RulesSheet>
  );
}
