/** The three rounds, played with the same pool of names. */
export const ROUNDS = [
  {
    title: "Descreva",
    rule: "Fale o que quiser para o seu time adivinhar, menos qualquer parte do nome.",
    tips: [
      "Não vale soletrar, rimar com o nome nem traduzir.",
      "Nesta rodada não dá para passar: descreva o que souber.",
    ],
    passes: false,
  },
  {
    title: "Uma palavra",
    rule: "Só uma palavra por nome. Escolha bem: o time já ouviu todos na rodada 1.",
    tips: ["Nada de gestos nem sons.", "Travou? Passe: o nome volta para o pote."],
    passes: true,
  },
  {
    title: "Mímica",
    rule: "Sem som nenhum: só gestos, caretas e teatro.",
    tips: ["Lembre das dicas das rodadas anteriores.", "Travou? Passe: o nome volta para o pote."],
    passes: true,
  },
] as const;
