import { RulesSheet } from "../../kit/rules-sheet";
import type { RuleSet } from "../presets";
import { RuleList } from "./rule-list";

export function SuecaRules({ rules }: { rules: RuleSet }) {
  return (
    <RulesSheet title="Sueca">
      <p>
        Um baralho embaralhado na mesa e o celular passando de mão em mão. Na sua vez, toque em
        “Próxima carta”: cada valor tem uma regra, e a roda cumpre na hora.
      </p>
      <ul>
        <li>A vez gira na ordem da lista de jogadores.</li>
        <li>
          No 10 sai uma regra geral (valem no máximo duas: a terceira entra no lugar de uma, vocês
          escolhem qual). No 9, uma regra pessoal de quem tirou.
        </li>
        <li>O 8 passa o passe do banheiro para quem tirou.</li>
        <li>O painel “Em vigor” mostra tudo o que está valendo e deixa apagar o que acabou.</li>
        <li>Quando o baralho acaba, aparece o resumo e dá para embaralhar de novo.</li>
      </ul>
      <p className="font-semibold">As regras de agora:</p>
      <RuleList rules={rules} />
      <p className="text-sm text-muted">
        Ninguém é obrigado a beber: um gole por vez, água vale, e pular é sempre permitido. Beba com
        moderação.
      </p>
    </RulesSheet>
  );
}
