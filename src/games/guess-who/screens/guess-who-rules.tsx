import { RulesSheet } from "../../kit/rules-sheet";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { drinkRule } from "../logic";

export function GuessWhoRules() {
  const { drinkMode } = useGamePrefs();
  return (
    <RulesSheet title="Quem Sou Eu">
      <p>Cada um tem uma vez, na ordem da lista. Na sua vez, o celular vai para a sua testa.</p>
      <ul>
        <li>Segure o celular deitado na testa, com a tela virada para a galera.</li>
        <li>A galera dá dicas (sem falar a palavra!) e você tenta adivinhar.</li>
        <li>Acertou? Incline o celular para baixo. Quer pular? Incline para cima.</li>
        <li>
          Sem sensor ou no computador, use os botões “Acertou” e “Passou” (ou as setas ↓ e ↑ do
          teclado).
        </li>
        <li>Cada palavra acertada vale 1 ponto. Quando o tempo acaba, passe para o próximo.</li>
        <li>
          Uma rodada é uma vez de cada um; vocês escolhem 1, 2 ou 3 rodadas. {drinkRule(drinkMode)}.
        </li>
        <li>No fim, ganha quem acertou mais somando todas as rodadas.</li>
      </ul>
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber: um gole d'água ou uma prenda valem do mesmo jeito.
      </p>
    </RulesSheet>
  );
}
