import type { DrinkMode } from "../../../shared/schemas/profile";
import { RulesSheet } from "../../kit/rules-sheet";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { wheelSlots } from "../content";
import { slotLabel } from "../rules";

/** The wheel's name for a slot kind, as the group sees it. */
const labelOf = (kind: string, drinkMode: DrinkMode) => {
  const slot = wheelSlots.find((s) => s.kind === kind);
  return slot ? slotLabel(slot, drinkMode) : kind;
};

/** The rules in the group's drink mode: without alcohol, every sip is of água, refri or suco. */
export function RouletteRules() {
  const { drinkMode } = useGamePrefs();
  const sober = drinkMode === "sem-alcool";
  const label = (kind: string) => labelOf(kind, drinkMode);
  return (
    <RulesSheet title="Saideira">
      <p>Na sua vez, gire a roleta. Onde ela parar, vale:</p>
      <ul>
        <li>
          Desafio ou Verdade: cumpra e ganhe pontos. Recusou? {sober ? "Toma" : "Bebe"} 1 gole
          {sober ? " de água" : ""} na primeira recusa, 2 na segunda e 3 daí em diante.
        </li>
        <li>
          {label("bebe")}, {label("todos-bebem")}, {label("escolha-alguem")} e {label("dose-dupla")}
          : quem {sober ? "toma o gole de água, refri ou suco" : "bebe"} ganha pontos. Recusar{" "}
          {sober ? "o Gole duplo" : "a Dose dupla"} não dá pontos e nunca custa mais que os dois
          goles {sober ? "dele" : "dela"}.
        </li>
        <li>
          Em {label("todos-bebem")}, a roda toda ganha os pontos; em {label("escolha-alguem")}, quem
          girou escolhe outra pessoa, e ela {sober ? "toma o gole" : "bebe"} e ganha os pontos.
        </li>
        <li>
          Regra nova: vale por 2 rodadas; quem quebrar{" "}
          {sober ? "paga o que ela pede, um gole de água ou uma prenda" : "bebe"}.
        </li>
        <li>Passe a vez: sorte sua, passa o celular.</li>
      </ul>
      <p>Quem chegar primeiro à meta de pontos ganha a saideira.</p>
      <p className="text-sm text-muted">
        {sober
          ? "Modo sem álcool: todo gole é de água, refri ou suco, e ninguém é obrigado a nada."
          : "Beba com moderação: qualquer um pode trocar a bebida por água a qualquer momento."}
      </p>
    </RulesSheet>
  );
}
