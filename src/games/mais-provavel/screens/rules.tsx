import { RulesSheet } from "../../kit/rules-sheet";

export function MaisProvavelRules() {
  return (
    <RulesSheet title="Quem é Mais Provável?">
      <p>
        Aparece uma pergunta, tipo “Quem é mais provável de dormir na festa antes da meia-noite?”.
        Leiam em voz alta e cada um vota, em segredo, em quem tem mais a cara da pergunta.
      </p>
      <ul>
        <li>
          <strong>Passando o celular</strong>: a tela diz de quem é a vez. A pessoa toca em “Sou
          eu”, vota num nome e passa o celular para a próxima. Ninguém vê o voto de ninguém.
        </li>
        <li>Vale votar em qualquer pessoa da roda, menos em si mesmo.</li>
        <li>
          Quando todo mundo votou, aparece quantos votos cada um levou (nunca quem votou em quem). O
          mais votado bebe um gole; no modo sem álcool, paga uma prenda.
        </li>
        <li>
          <strong>Empate</strong>: todo mundo que empatou no topo bebe (ou paga a prenda).
        </li>
        <li>
          Se alguém sumiu no meio da votação, dá para revelar antes com os votos que já foram dados.
        </li>
        <li>
          Cada voto recebido vale um ponto. Depois das rodadas escolhidas, o mais votado da noite
          leva a coroa de “mais provável”.
        </li>
        <li>O nível Picante é só para maiores de 18 e só entra se todo mundo da roda topar.</li>
      </ul>
      <p className="text-sm text-muted">
        É brincadeira: ninguém é obrigado a beber nem a explicar o voto. Beba com moderação.
      </p>
    </RulesSheet>
  );
}
