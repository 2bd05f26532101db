import { RulesSheet } from "../../kit/rules-sheet";
import { manifest } from "../manifest";

export function SpinBottleRules() {
  return (
    <RulesSheet title={manifest.name}>
      <p>Coloquem o celular no meio da roda. Os nomes ficam em volta da mesa, na ordem da lista.</p>
      <ul>
        <li>
          Na sua vez, arraste a garrafa em círculo e solte: quanto mais rápido o peteleco, mais ela
          gira. Um toque (ou o botão “Girar”) dá uma girada de força sorteada.
        </li>
        <li>
          A garrafa aponta sempre para uma fatia da mesa: quem está nela foi escolhido. Cair na
          linha não existe, cada fatia tem dono.
        </li>
        <li>
          No “Sorteio”, vem uma verdade, um desafio ou um gole. No “Quem cai escolhe”, a pessoa
          decide: verdade ou desafio?
        </li>
        <li>
          Cumpriu a verdade ou o desafio? Ganha 1 ponto. Recusou? Bebe um gole (ou paga uma prenda,
          sem álcool).
        </li>
        <li>Quem foi escolhido gira a próxima. No fim dos giros, vence quem tiver mais pontos.</li>
      </ul>
      <p>
        As perguntas picantes (+18) só aparecem com o “Conteúdo +18” ligado nos ajustes do jogo (a
        engrenagem no topo da tela) e quando a roda inteira topar.
      </p>
      <p className="text-sm text-muted">
        Ninguém é obrigado a nada: qualquer pessoa pode recusar qualquer carta, sem explicação. E
        ninguém precisa beber para jogar.
      </p>
    </RulesSheet>
  );
}
