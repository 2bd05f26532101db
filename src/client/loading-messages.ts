/** Playful messages shown while something is loading (max ~35 characters each). */
export const loadingMessages: readonly string[] = [
  "Colocando gelo no balde...",
  "Embaralhando as cartas da Sueca...",
  "Girando a garrafa...",
  "Chamando a galera...",
  "Escolhendo o próximo desafio...",
  "Esquentando a resenha...",
  "Jogando a moeda pro alto...",
  "Enchendo a jarra de água...",
  "Inventando uma prenda nova...",
  "Pedindo a saideira...",
];
