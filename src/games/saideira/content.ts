/**
 * The "Saideira" roulette's content.
 *
 * Placeholders: `{jogador}` is who spun the wheel; `{outro}` is someone else the app draws.
 * Prompts with `drink: true` carry `alt`, the same text for groups playing "sem álcool".
 * Slots and their descriptions have a "sem álcool" wording too (`altLabel`,
 * `slotDescriptionsSemAlcool`): there, every sip is of água, refri or suco, or a prenda.
 */

export type SlotKind =
  | "desafio"
  | "bebe"
  | "todos-bebem"
  | "escolha-alguem"
  | "passe-a-vez"
  | "verdade"
  | "dose-dupla"
  | "regra";

export interface WheelSlot {
  kind: SlotKind;
  /** Text shown on the slot: 14 characters at most. */
  label: string;
  /** The label for groups playing "sem álcool", when `label` sounds like alcohol (≤ 14 too). */
  altLabel?: string;
  /**
   * The slot's colour. All reach AA contrast (≥ 4.5:1) with the dark text #1f1300, except the
   * violet #7c3aed, which needs white text.
   */
  color: string;
  /** Points earned by doing what the slot says. */
  points: number;
}

/** Slots in the wheel's order; the last one touches the first. */
export const wheelSlots: readonly WheelSlot[] = [
  { kind: "desafio", label: "Desafio", color: "#fbbf24", points: 3 },
  { kind: "bebe", label: "Bebe!", altLabel: "Bebe água!", color: "#f472b6", points: 1 },
  { kind: "verdade", label: "Verdade", color: "#7c3aed", points: 2 },
  {
    kind: "todos-bebem",
    label: "Todos bebem",
    altLabel: "Brinde geral",
    color: "#14b8a6",
    points: 1,
  },
  { kind: "escolha-alguem", label: "Escolha alguém", color: "#fb923c", points: 1 },
  { kind: "desafio", label: "Desafio", color: "#38bdf8", points: 3 },
  { kind: "dose-dupla", label: "Dose dupla", altLabel: "Gole duplo", color: "#fb7185", points: 2 },
  { kind: "verdade", label: "Verdade", color: "#a3e635", points: 2 },
  { kind: "passe-a-vez", label: "Passe a vez", color: "#14b8a6", points: 0 },
  { kind: "regra", label: "Regra nova", color: "#7c3aed", points: 2 },
];

export interface RoulettePrompt {
  text: string;
  adult?: true;
  drink?: true;
  alt?: string;
}

const desafios: readonly RoulettePrompt[] = [
  { text: "Imite {outro} acordando com o despertador tocando pela quinta vez." },
  { text: "Descreva a sua comida favorita sem usar a letra A." },
  { text: "Faça uma entrevista de emprego com {outro} para a vaga de 'alma da festa'." },
  { text: "Cante 'Parabéns a Você' como se fosse uma banda de heavy metal." },
  {
    text: "Invente um milkshake chamado {outro} e descreva os ingredientes como num cardápio chique.",
  },
  { text: "Faça uma ligação imaginária para o seu eu de 10 anos e conte como anda a vida." },
  { text: "Recite o cardápio de uma pizzaria como se fosse um poema de amor." },
  {
    text: "Faça um TED Talk de 20 segundos defendendo que o pão de queijo é a maior invenção do Brasil.",
  },
  {
    text: "Imite, com carinho, três pessoas da roda sem dizer quem são. A galera tem que adivinhar.",
  },
  { text: "Mostre o último emoji que você usou e conte a história por trás dele." },
  { text: "Crie um grito de guerra para esta roda e faça todo mundo repetir com você." },
  { text: "Faça {outro} dizer a palavra 'banana' em 30 segundos, sem pedir diretamente." },
  { text: "Conte a sinopse do último filme que você viu em 10 segundos." },
  { text: "Dê um nome e uma história trágica para o objeto mais próximo de você." },
  { text: "Faça um comercial de margarina com {outro} no papel da sua família perfeita." },
  { text: "Cante uma música infantil como se fosse um pagode de fim de tarde." },
  {
    text: "Faça uma live de 20 segundos vendendo um pano de prato como se fosse a última unidade do Brasil.",
  },
  { text: "Faça uma reclamação formal, no tom de SAC, sobre o dia de hoje." },
  { text: "Descreva {outro} em três palavras. Só vale elogio." },
  { text: "Dance uma música imaginária e deixe a roda adivinhar o estilo: forró, funk ou valsa?" },
  { text: "Conte um fato sobre você que ninguém desta roda sabe." },
  { text: "Encene com {outro} uma cena clássica de novela, com tapa na mesa e tudo." },
  { text: "Imite o som de uma chaleira, de um liquidificador e de um pato, nessa ordem." },
  { text: "Dê um autógrafo num guardanapo para {outro}, com toda a pose de celebridade." },
  { text: "Crie um ditado popular novo e explique o que ele significa." },
  {
    text: "Descreva o seu café da manhã ideal como se fosse uma crítica gastronômica muito séria.",
  },
  {
    text: "Faça uma declaração de amor para a sua comida favorita, com direito a pausa dramática.",
  },
  { text: "Invente uma lenda urbana sobre esta casa e conte com voz de suspense." },
  {
    text: "Faça uma publi de influencer vendendo água da torneira como se fosse um produto milagroso.",
  },
  { text: "Dê uma entrevista de fim de jogo explicando por que o seu time perdeu de goleada." },
  { text: "Leia a mão de {outro} e faça três previsões absurdas para o futuro dessa pessoa." },
  { text: "Fale uma frase em que todas as palavras comecem com a letra que {outro} escolher." },
  {
    text: "Peça desculpas a {outro}, do jeito mais dramático possível, por algo que você não fez.",
  },
  {
    text: "Vire personagem de videogame: repita a mesma fala, sem parar, até alguém puxar conversa com você.",
  },
  { text: "Atenda {outro} como num restaurante cinco estrelas: anote o pedido com toda a pompa." },
  {
    text: "Cante o hino do seu time do coração, ou um jingle de propaganda se não torcer para ninguém.",
  },
  { text: "Conte uma cena de filme de terror usando só onomatopeias." },
  { text: "Faça a chamada da roda como numa escola e dê uma nota de comportamento para cada um." },
  { text: "Faça um rap de quatro versos sobre {outro}. Rima pobre também vale." },
  { text: "Fique sem falar até a sua próxima vez: só vale se comunicar por mímica." },
  {
    text: "Conte um segredo inventado no ouvido de {outro}, que tem que repetir para a roda com cara de choque.",
  },
  { text: "Apresente {outro} como a atração principal de um festival de música." },
  { text: "Monte uma banda com três pessoas da roda e diga o nome dela e o primeiro hit." },
  { text: "Faça um aviso de aeroporto chamando {outro} para o embarque imediato no portão 7." },
  { text: "Invente a origem do seu nome, a mais épica possível." },
  { text: "Dê três conselhos de vida que ninguém pediu, com muita confiança." },
  { text: "Fale como uma assistente virtual travada até alguém dizer 'reiniciar'." },
  { text: "Faça cinco segundos de silêncio dramático antes de cada frase até a sua próxima vez." },
  { text: "Explique a regra do impedimento usando só objetos da mesa." },
  { text: "Faça 30 segundos de stand-up sobre a fila do banco." },
  {
    text: "Faça uma homenagem de aniversário para {outro}, mesmo que não seja aniversário de ninguém.",
  },
  { text: "Fale uma frase inteira na língua do P." },
  { text: "Cantarole a abertura de um programa de TV para a roda adivinhar qual é." },
  {
    text: "Entregue um prêmio imaginário para {outro} e faça o discurso de agradecimento no lugar dessa pessoa.",
  },
  { text: "Tire uma selfie da roda toda fazendo cara de capa de disco." },
  {
    text: "Ensine para {outro} a sua melhor técnica de flerte, com demonstração e sem encostar.",
    adult: true,
  },
  {
    text: "Convide {outro} para um encontro imaginário e descreva o roteiro completo em 20 segundos.",
    adult: true,
  },
  {
    text: "Conte, sem dizer nomes, como foi o beijo mais cinematográfico da sua vida.",
    adult: true,
  },
  { text: "Recite para {outro} um poema de quatro versos cheio de charme.", adult: true },
  {
    text: "Escolha a música perfeita para um primeiro encontro e cante um trechinho para {outro}.",
    adult: true,
  },
  { text: "Descreva o seu tipo ideal usando só nomes de sobremesa.", adult: true },
  {
    text: "Dê uma piscadinha charmosa para cada pessoa da roda. Quem retribuir ganha um brinde seu.",
    adult: true,
  },
  { text: "Faça um elogio ousado, mas elegante, para {outro}.", adult: true },
];

const verdades: readonly RoulettePrompt[] = [
  { text: "Qual foi a desculpa mais esfarrapada que você já deu para não sair de casa?" },
  { text: "Qual música você ouve escondido e nunca colocaria para tocar numa festa?" },
  { text: "Qual foi a situação mais constrangedora que você já viveu num elevador?" },
  { text: "Se pudesse apagar um dia do ano passado, qual seria?" },
  { text: "Qual é a coisa mais inútil que você aprendeu na internet e nunca esqueceu?" },
  { text: "Que conselho você daria para {outro} hoje, se tivesse que dar um?" },
  { text: "Qual comida todo mundo ama e você acha superestimada?" },
  { text: "Você já fingiu gostar de um presente? O que era?" },
  { text: "Qual contato do seu celular está salvo com o apelido mais estranho?" },
  { text: "Qual é o seu medo mais bobo?" },
  { text: "Qual foi a coisa mais cara que você comprou e usou uma vez só?" },
  { text: "Quem desta roda seria a primeira pessoa eliminada de um reality show, e por quê?" },
  { text: "Qual mania sua ninguém conhece?" },
  { text: "Qual aplicativo você mais abre e menos admite?" },
  { text: "Qual série você já disse que assistiu sem nunca ter visto?" },
  { text: "Qual foi o bico ou trabalho mais estranho que você já fez?" },
  { text: "Se a sua vida tivesse trilha sonora, qual seria a música de abertura?" },
  { text: "Qual foi o último vídeo que te fez rir alto?" },
  { text: "O que você nunca emprestaria para ninguém desta roda?" },
  { text: "Qual é a sua teoria da conspiração preferida, mesmo sem acreditar nela?" },
  { text: "Qual é a história sua que a família sempre conta nas festas?" },
  { text: "Qual foi a última mensagem que você apagou antes de enviar?" },
  { text: "Você já stalkeou alguém desta roda nas redes? Chegou até fotos de que ano?" },
  { text: "Que habilidade você finge ter no currículo?" },
  { text: "Qual foi a ideia genial que deu muito errado?" },
  { text: "Se tivesse que dar uma aula amanhã, o que você ensinaria?" },
  { text: "Qual hábito de {outro} você mais admira?" },
  { text: "Você deixaria {outro} cuidar do seu bicho de estimação por uma semana? Por quê?" },
  { text: "Qual foi o momento mais constrangedor que você já viveu num grupo de família?" },
  { text: "Qual é a coisa mais infantil que você ainda faz?" },
  { text: "Qual roupa você mais usou na adolescência, e onde ela está agora?" },
  { text: "Qual é o seu lanche oficial de madrugada?" },
  { text: "Quantas horas de tela o seu celular marcou ontem? Sem mentir." },
  { text: "O que as pessoas pensam de você quando te conhecem, e o que disso é verdade?" },
  { text: "Do que você mais sente falta da infância?" },
  { text: "Se você pudesse desinventar alguma coisa, o que seria?" },
  { text: "Qual palavra você falava errado até pouco tempo atrás?" },
  { text: "Qual foi o melhor conselho que alguém desta roda já te deu?" },
  { text: "Qual é a sua desculpa oficial quando se atrasa?" },
  {
    text: "Qual é a sua lembrança favorita com {outro}? Se não tiver, invente a que gostaria de ter.",
  },
  { text: "Qual foi a vez em que você fingiu não ver alguém na rua para não ter que conversar?" },
  { text: "Qual foi a coisa mais aleatória que já te fez chorar?" },
  { text: "Quem desta roda você acha que está mentindo mais hoje?" },
  { text: "Qual é o seu maior orgulho secreto?" },
  { text: "Quem desta roda você chamaria para resolver um problema às 3 da manhã?" },
  { text: "Qual foi a cantada mais criativa que você já ouviu?", adult: true },
  { text: "O que faz você perder totalmente o interesse num primeiro encontro?", adult: true },
  {
    text: "Quem desta roda você acha que beija melhor? Pode chutar com base em nada.",
    adult: true,
  },
  { text: "O que mais te conquista num flerte?", adult: true },
  { text: "Como foi o seu primeiro beijo, em uma frase?", adult: true },
  { text: "Qual emoji você usa quando está flertando?", adult: true },
  {
    text: "Qual foi a mensagem mais ousada que você já mandou e depois se arrependeu?",
    adult: true,
  },
  { text: "Qual música te deixa no clima de romance?", adult: true },
];

const regras: readonly RoulettePrompt[] = [
  {
    text: "Ao pegar o copo, todo mundo levanta o mindinho, com muita classe. Esqueceu, bebe um gole.",
    drink: true,
    alt: "Ao pegar o copo, todo mundo levanta o mindinho, com muita classe. Esqueceu, bebe um gole de água.",
  },
  {
    text: "Proibido falar 'eu'. Escapou, bebe um gole.",
    drink: true,
    alt: "Proibido falar 'eu'. Escapou, toma um gole de refri.",
  },
  {
    text: "Toda vez que alguém disser 'saideira', a roda grita 'só mais uma!'. Quem gritar por último bebe um gole.",
    drink: true,
    alt: "Toda vez que alguém disser 'saideira', a roda grita 'só mais uma!'. Quem gritar por último bebe um gole de suco.",
  },
  {
    text: "Todo mundo fala de si na terceira pessoa, que nem jogador de futebol em entrevista. Errou, bebe um gole.",
    drink: true,
    alt: "Todo mundo fala de si na terceira pessoa, que nem jogador de futebol em entrevista. Errou, bebe um gole de água.",
  },
  {
    text: "Antes de girar a roleta, elogie quem te passou o celular. Esqueceu, bebe um gole.",
    drink: true,
    alt: "Antes de girar a roleta, elogie quem te passou o celular. Esqueceu, paga uma prenda.",
  },
  {
    text: "Proibido usar palavras em inglês: nada de 'ok', 'top' ou 'like'. Escapou, bebe um gole.",
    drink: true,
    alt: "Proibido usar palavras em inglês: nada de 'ok', 'top' ou 'like'. Escapou, toma um gole de refri.",
  },
  {
    text: "Só vale falar sussurrando. Quem levantar a voz bebe um gole.",
    drink: true,
    alt: "Só vale falar sussurrando. Quem levantar a voz bebe um gole de água.",
  },
  {
    text: "Quem for girar a roleta tem que gritar 'valendo!' antes. Esqueceu, bebe um gole.",
    drink: true,
    alt: "Quem for girar a roleta tem que gritar 'valendo!' antes. Esqueceu, bebe um gole de suco.",
  },
  {
    text: "{outro} vira a assessoria de imprensa de {jogador} e responde tudo por {jogador}. Se {jogador} responder, bebe um gole.",
    drink: true,
    alt: "{outro} vira a assessoria de imprensa de {jogador} e responde tudo por {jogador}. Se {jogador} responder, paga uma prenda.",
  },
  {
    text: "Toda frase tem que começar com 'Com todo o respeito...'. Esqueceu, bebe um gole.",
    drink: true,
    alt: "Toda frase tem que começar com 'Com todo o respeito...'. Esqueceu, toma um gole de refri.",
  },
  {
    text: "Quem bocejar bebe um gole. Bocejo é contagioso, então boa sorte.",
    drink: true,
    alt: "Quem bocejar bebe um gole de água. Bocejo é contagioso, então boa sorte.",
  },
  {
    text: "Quem falar de trabalho bebe um gole. Hoje é dia de folga da cabeça.",
    drink: true,
    alt: "Quem falar de trabalho bebe um gole de suco. Hoje é dia de folga da cabeça.",
  },
  {
    text: "Proibido falar de ex. Quem tocar no assunto bebe um gole.",
    drink: true,
    alt: "Proibido falar de ex. Quem tocar no assunto toma um gole de refri.",
  },
  {
    text: "Cada um escolhe um personagem de desenho animado e fala com a voz dele. Quem sair do personagem bebe um gole.",
    drink: true,
    alt: "Cada um escolhe um personagem de desenho animado e fala com a voz dele. Quem sair do personagem bebe um gole de água.",
  },
  {
    text: "Quem pedir a saideira antes da hora bebe um gole.",
    drink: true,
    alt: "Quem pedir a saideira antes da hora paga uma prenda.",
  },
  {
    text: "{jogador} ganha o poder do veto: pode cancelar o desafio de qualquer pessoa, uma vez só.",
  },
  {
    text: "Proibido reclamar de qualquer coisa. Reclamou, bebe um gole.",
    drink: true,
    alt: "Proibido reclamar de qualquer coisa. Reclamou, bebe um gole de suco.",
  },
  {
    text: "Quem encostar a mão no próprio rosto bebe um gole.",
    drink: true,
    alt: "Quem encostar a mão no próprio rosto toma um gole de refri.",
  },
  {
    text: "Quando {jogador} estalar os dedos, todo mundo vira estátua até ouvir 'já!'. Quem se mexer antes bebe um gole.",
    drink: true,
    alt: "Quando {jogador} estalar os dedos, todo mundo vira estátua até ouvir 'já!'. Quem se mexer antes bebe um gole de água.",
  },
  {
    text: "Ninguém pode dizer 'não sei'. Quem disser bebe um gole.",
    drink: true,
    alt: "Ninguém pode dizer 'não sei'. Quem disser bebe um gole de suco.",
  },
  {
    text: "Todo mundo tem que rir das piadas de {jogador}, até das ruins. Quem não rir bebe um gole.",
    drink: true,
    alt: "Todo mundo tem que rir das piadas de {jogador}, até das ruins. Quem não rir toma um gole de refri.",
  },
  {
    text: "{jogador} inventa uma gíria nova, e cada pessoa precisa usá-la na sua vez. Esqueceu, bebe um gole.",
    drink: true,
    alt: "{jogador} inventa uma gíria nova, e cada pessoa precisa usá-la na sua vez. Esqueceu, bebe um gole de água.",
  },
  {
    text: "{jogador} e {outro} viram casal de novela: tudo que um fala, o outro responde com um suspiro apaixonado. Esqueceu, bebe um gole.",
    adult: true,
    drink: true,
    alt: "{jogador} e {outro} viram casal de novela: tudo que um fala, o outro responde com um suspiro apaixonado. Esqueceu, paga uma prenda.",
  },
  {
    text: "Toda cantada dita na roda tem que ser respondida com outra cantada. Quem ficar sem resposta bebe um gole.",
    adult: true,
    drink: true,
    alt: "Toda cantada dita na roda tem que ser respondida com outra cantada. Quem ficar sem resposta bebe um gole de suco.",
  },
];

export const roulettePrompts: Record<"desafio" | "verdade" | "regra", readonly RoulettePrompt[]> = {
  desafio: desafios,
  verdade: verdades,
  regra: regras,
};

export const slotDescriptions: Record<SlotKind, string> = {
  desafio:
    "{jogador}, cumpra o desafio e ganhe os pontos. Amarelou? Beba do seu copo: 1 gole na 1ª recusa, 2 na 2ª, 3 da 3ª em diante.",
  bebe: "{jogador} bebe um gole do próprio copo. Simples assim.",
  "todos-bebem": "Saúde! Todo mundo bebe um gole do próprio copo, inclusive {jogador}.",
  "escolha-alguem":
    "{jogador}, escolha quem bebe um gole do próprio copo. A roleta sugere {outro}, mas quem manda é você.",
  "passe-a-vez": "{jogador} escapou desta! Passe o celular e deixe a sorte para a próxima pessoa.",
  verdade:
    "{jogador} responde com sinceridade. Prefere o segredo? Beba do seu copo: 1 gole na 1ª recusa, 2 na 2ª, 3 da 3ª em diante.",
  "dose-dupla":
    "{jogador} toma dois goles do próprio copo ou divide com {outro}: um gole para cada. Recusou? Sem pontos, e bebe 1 gole (2 se já recusou).",
  regra:
    "{jogador} lê a nova regra em voz alta. Ela vale por 2 rodadas; quem quebrar bebe um gole do próprio copo.",
};

/** The same descriptions for groups playing "sem álcool": every sip is of something without alcohol. */
export const slotDescriptionsSemAlcool: Record<SlotKind, string> = {
  desafio:
    "{jogador}, cumpra o desafio e ganhe os pontos. Amarelou? Beba água: 1 gole na 1ª recusa, 2 na 2ª, 3 da 3ª em diante.",
  bebe: "{jogador} toma um gole de água, refri ou suco. Simples assim.",
  "todos-bebem": "Saúde! Todo mundo toma um gole de água, refri ou suco, inclusive {jogador}.",
  "escolha-alguem":
    "{jogador}, escolha quem toma um gole de água ou refri. A roleta sugere {outro}, mas quem manda é você.",
  "passe-a-vez": slotDescriptions["passe-a-vez"],
  verdade:
    "{jogador} responde com sinceridade. Prefere o segredo? Beba água: 1 gole na 1ª recusa, 2 na 2ª, 3 da 3ª em diante.",
  "dose-dupla":
    "{jogador} toma dois goles de água ou divide com {outro}: um gole para cada. Recusou? Sem pontos, e toma 1 gole (2 se já recusou).",
  regra:
    "{jogador} lê a nova regra em voz alta. Ela vale por 2 rodadas; quem quebrar paga o que ela pede: gole de água, refri ou suco, ou prenda.",
};
