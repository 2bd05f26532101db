/**
 * Modo Clássico: the four challenge categories. `{jogador}` is the player whose turn it is and
 * `{outro}` another player picked by the app. Drinking prompts carry `drink: true` and an `alt`
 * with the drink swapped for something non-alcoholic, used when the group plays "sem álcool".
 */

import {
  type CategoryInfo,
  type Challenge,
  type ChallengeCategory,
  categoryInfos,
} from "./categories";

export type {
  CategoryInfo,
  Challenge,
  ChallengeCategory,
  ChallengeKind,
  IconName,
} from "./categories";

const classic: readonly Challenge[] = [
  {
    text: "{jogador}, dance como se fossem 3 da manhã num casamento e o DJ tivesse acabado de soltar aquela música.",
    icon: "Music",
  },
  {
    text: "Imite {outro} chegando com uma hora de atraso e inventando a desculpa mais esfarrapada do mundo.",
    icon: "Drama",
  },
  {
    text: "Faça a mímica de alguém tentando abrir um vidro de palmito que não abre de jeito nenhum.",
    icon: "Hand",
  },
  {
    text: "Vire locutor de futebol e narre um gol imaginário seu, do drible à comemoração.",
    icon: "Trophy",
  },
  {
    text: "Anuncie, com a seriedade de um telejornal, uma notícia urgente e totalmente inventada sobre {outro}.",
    icon: "Mic",
  },
  {
    text: "Desfile até a porta e volte como se estivesse na semana de moda de Paris, com pose final e tudo.",
    icon: "Shirt",
  },
  {
    text: "Imite um gato tentando chamar a atenção de alguém que não larga o celular.",
    icon: "Cat",
  },
  {
    text: "Dance só com os ombros por 30 segundos, mantendo a cara mais séria do mundo.",
    icon: "PersonStanding",
  },
  {
    text: "{jogador}, escolha um sotaque brasileiro diferente do seu e fale com ele até a sua próxima vez.",
    icon: "MessageCircle",
  },
  {
    text: "Faça um comercial de TV de 30 segundos vendendo o objeto mais próximo como se fosse a invenção do século.",
    icon: "Sparkles",
  },
  { text: "Imite um robô que acabou de descobrir o que é saudade.", icon: "Brain" },
  {
    text: "{jogador} e {outro}: encenem um término de novela das nove, com lágrimas, pausa dramática e trilha sonora.",
    icon: "Drama",
  },
  {
    text: "Invente uma coreografia para o nome de {outro} e apresente com muita confiança.",
    icon: "Music",
  },
  {
    text: "Apresente um programa de culinária ensinando a fazer miojo como se fosse prato de restaurante chique.",
    icon: "Pizza",
  },
  {
    text: "Faça a mímica de um filme famoso, sem emitir nenhum som, até alguém adivinhar qual é.",
    icon: "Drama",
  },
  {
    text: "Narre, como num documentário de vida selvagem, tudo o que {outro} fizer pelos próximos 30 segundos.",
    icon: "Eye",
  },
  {
    text: "Imite um influencer fazendo publi de um produto absurdo: água de torneira gourmet.",
    icon: "Camera",
  },
  {
    text: "Saia e entre de novo na sala como uma celebridade no tapete vermelho, acenando para os paparazzi.",
    icon: "Star",
  },
  {
    text: "Cante uma sofrência sertaneja improvisada sobre o último boleto que você pagou.",
    icon: "Mic",
  },
  { text: "Imite a risada de {outro} até {outro} não aguentar e rir de verdade.", icon: "Laugh" },
  {
    text: "Faça uma cena de filme de ação em câmera lenta, fugindo de uma explosão imaginária.",
    icon: "Zap",
  },
  {
    text: "Faça uma pose heroica de estátua por 30 segundos enquanto o grupo tenta te fazer rir.",
    icon: "Smile",
  },
  { text: "Imite um cachorro vendo o dono voltar depois de um mês de viagem.", icon: "Dog" },
  {
    text: "Dê uma entrevista coletiva como técnico de futebol que acabou de perder a final nos pênaltis.",
    icon: "Mic",
  },
  {
    text: "Faça um rap improvisado de quatro versos sobre {outro}. Rimar é opcional, confiança é obrigatória.",
    icon: "Mic",
  },
  {
    text: "Encene, sem dizer nada, alguém pisando num Lego descalço no meio da madrugada.",
    icon: "Footprints",
  },
  {
    text: "{jogador}, agora você é guia de museu: apresente esta sala como se cada objeto fosse uma obra rara.",
    icon: "Crown",
  },
  { text: "Ande pela sala como um pombo procurando migalha na praça.", icon: "Bird" },
  {
    text: "Dance por 20 segundos a música que {outro} escolher, sem direito a reclamar.",
    icon: "Music",
  },
  {
    text: "Até a sua próxima vez, responda tudo cantando, como num musical da Broadway.",
    icon: "Music",
  },
  {
    text: "Dublagem ao vivo: {outro} mexe a boca sem som e você faz a voz por 30 segundos.",
    icon: "Mic",
  },
  {
    text: "Imite alguém que acabou de acordar de um cochilo de três horas e não sabe nem que dia é hoje.",
    icon: "Moon",
  },
  {
    text: "Apresente a previsão do tempo da festa: quem está nublado, quem está fervendo e onde vai chover fofoca.",
    icon: "Sun",
  },
  {
    text: "Conte a história da sua vida como um trailer de cinema, com voz grossa de narrador, em 30 segundos.",
    icon: "Drama",
  },
  {
    text: "{jogador} e {outro}: façam um dueto da música mais brega que vocês dois souberem.",
    icon: "Mic",
  },
  {
    text: "Ensine ao grupo uma dança que você acabou de inventar, com nome e tudo. Todo mundo tem que repetir.",
    icon: "Users",
  },
  {
    text: "Peça uma pizza imaginária por telefone como se fosse um agente secreto em missão.",
    icon: "Phone",
  },
  {
    text: "Faça o discurso emocionado de quem acabou de ganhar o Oscar de melhor guardador de sacolinha de mercado.",
    icon: "Trophy",
  },
  {
    text: "Encene {outro} dando de cara com o seu ídolo no supermercado, do susto à selfie.",
    icon: "Eye",
  },
  {
    text: "{jogador}, até a sua próxima vez, fale sussurrando, como quem conta um segredo.",
    icon: "Ear",
  },
];

const drinking: readonly Challenge[] = [
  {
    text: "{jogador}, escolha alguém para beber um gole com você. Brindem olhando nos olhos.",
    icon: "Beer",
    drink: true,
    alt: "{jogador}, escolha alguém para beber um gole d'água com você. Brindem olhando nos olhos.",
  },
  {
    text: "Quem tiver o celular com menos bateria bebe um gole. Cadê o carregador?",
    icon: "Phone",
    drink: true,
    alt: "Quem tiver o celular com menos bateria bebe um gole d'água. Cadê o carregador?",
    kind: "roda",
  },
  {
    text: "{jogador}, diga três marcas de cerveja em 5 segundos. Travou? Beba um gole.",
    icon: "Timer",
    drink: true,
    alt: "{jogador}, diga três marcas de refrigerante em 5 segundos. Travou? Beba um gole d'água.",
  },
  {
    text: "Todo mundo que já mandou mensagem no grupo errado bebe um gole.",
    icon: "MessageCircle",
    drink: true,
    alt: "Todo mundo que já mandou mensagem no grupo errado bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, invente uma regra que vale até a sua próxima vez. Quem quebrar bebe um gole.",
    icon: "Crown",
    drink: true,
    alt: "{jogador}, invente uma regra que vale até a sua próxima vez. Quem quebrar paga uma prenda escolhida por você.",
  },
  {
    text: "{jogador}, adivinhe em que mão {outro} escondeu uma moeda. Errou, você bebe um gole; acertou, {outro} bebe.",
    icon: "Hand",
    drink: true,
    alt: "{jogador}, adivinhe em que mão {outro} escondeu uma moeda. Errou, você bebe um gole d'água; acertou, {outro} bebe.",
    kind: "duelo",
  },
  {
    text: "Contem até 30 em roda, um número por pessoa, dizendo 'pim' no lugar dos múltiplos de 3. Quem errar bebe um gole.",
    icon: "Brain",
    drink: true,
    alt: "Contem até 30 em roda, um número por pessoa, dizendo 'pim' no lugar dos múltiplos de 3. Quem errar bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "Eu nunca relâmpago: {jogador} diz algo que nunca fez, e quem já fez bebe um gole.",
    icon: "Zap",
    drink: true,
    alt: "Eu nunca relâmpago: {jogador} diz algo que nunca fez, e quem já fez bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, faça uma pergunta para {outro}. Se {outro} preferir não responder, bebe um gole.",
    icon: "MessageCircle",
    drink: true,
    alt: "{jogador}, faça uma pergunta para {outro}. Se {outro} preferir não responder, paga uma prenda escolhida pelo grupo.",
    kind: "outro",
  },
  {
    text: "Quem chegou por último na festa bebe um gole de boas-vindas.",
    icon: "Gift",
    drink: true,
    alt: "Quem chegou por último na festa bebe um gole d'água de boas-vindas.",
    kind: "roda",
  },
  {
    text: "{jogador} e {outro}: duelo de olhar. Quem piscar primeiro bebe um gole.",
    icon: "Eye",
    drink: true,
    alt: "{jogador} e {outro}: duelo de olhar. Quem piscar primeiro bebe um gole d'água.",
    kind: "duelo",
  },
  {
    text: "{jogador}, escolha um tema; em roda, cada um fala uma palavra dele. Quem repetir ou travar bebe um gole.",
    icon: "Puzzle",
    drink: true,
    alt: "{jogador}, escolha um tema; em roda, cada um fala uma palavra dele. Quem repetir ou travar bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "No três, todo mundo aponta para quem vai dormir primeiro hoje. O mais votado bebe um gole.",
    icon: "Moon",
    drink: true,
    alt: "No três, todo mundo aponta para quem vai dormir primeiro hoje. O mais votado bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "Brinde geral! {jogador} faz um discurso de 10 segundos e todo mundo bebe um gole.",
    icon: "Wine",
    drink: true,
    alt: "Brinde geral! {jogador} faz um discurso de 10 segundos e todo mundo bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, beba um gole ou conte qual foi o último meme que você mandou e para quem.",
    icon: "Laugh",
    drink: true,
    alt: "{jogador}, pague uma prenda (dez polichinelos) ou conte qual foi o último meme que você mandou e para quem.",
  },
  {
    text: "Quem estiver usando alguma peça preta bebe um gole. A moda tem seu preço!",
    icon: "Shirt",
    drink: true,
    alt: "Quem estiver usando alguma peça preta bebe um gole d'água. A moda tem seu preço!",
    kind: "roda",
  },
  {
    text: "{jogador}, mostre a última foto da sua galeria ou beba um gole. Você decide.",
    icon: "Camera",
    drink: true,
    alt: "{jogador}, mostre a última foto da sua galeria ou pague uma prenda: cantar um refrão. Você decide.",
  },
  {
    text: "Todo mundo põe o dedo no nariz, agora! O último a obedecer bebe um gole.",
    icon: "Hand",
    drink: true,
    alt: "Todo mundo põe o dedo no nariz, agora! O último a obedecer bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, até a sua próxima vez, sempre que você encostar o polegar na mesa, o último a copiar bebe um gole.",
    icon: "Crown",
    drink: true,
    alt: "{jogador}, até a sua próxima vez, sempre que você encostar o polegar na mesa, o último a copiar bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador} e {outro}: bebam um gole de braços entrelaçados, como num brinde de casamento.",
    icon: "Martini",
    drink: true,
    alt: "{jogador} e {outro}: bebam um gole d'água de braços entrelaçados, como num brinde de casamento.",
    kind: "roda",
  },
  {
    text: "{jogador}, diga o nome de todo mundo da roda em 10 segundos. Errou ou travou? Beba um gole.",
    icon: "Timer",
    drink: true,
    alt: "{jogador}, diga o nome de todo mundo da roda em 10 segundos. Errou ou travou? Beba um gole d'água.",
  },
  {
    text: "Pedra, papel e tesoura entre {jogador} e {outro}: quem perder bebe um gole.",
    icon: "Dices",
    drink: true,
    alt: "Pedra, papel e tesoura entre {jogador} e {outro}: quem perder imita uma galinha por 10 segundos.",
    kind: "duelo",
  },
  {
    text: "{jogador} fala uma palavra e {outro} tem 3 segundos para rimar. Se travar, {outro} bebe um gole.",
    icon: "Brain",
    drink: true,
    alt: "{jogador} fala uma palavra e {outro} tem 3 segundos para rimar. Se travar, {outro} bebe um gole d'água.",
    kind: "outro",
  },
  {
    text: "Quem mandou áudio de mais de um minuto hoje bebe um gole. Podcast a gente ouve depois!",
    icon: "Mic",
    drink: true,
    alt: "Quem mandou áudio de mais de um minuto hoje bebe um gole d'água. Podcast a gente ouve depois!",
    kind: "roda",
  },
  {
    text: "{jogador}, beba um gole ou deixe {outro} escolher a próxima música da festa, sem direito a pular.",
    icon: "Music",
    drink: true,
    alt: "{jogador}, pague uma prenda (dançar 10 segundos sem música) ou deixe {outro} escolher a próxima música, sem direito a pular.",
  },
  {
    text: "{jogador}, conte um fato sobre você, verdadeiro ou inventado. Se {outro} acertar, você bebe um gole; se errar, {outro} bebe.",
    icon: "Drama",
    drink: true,
    alt: "{jogador}, conte um fato sobre você, verdadeiro ou inventado. Se {outro} acertar, você bebe um gole d'água; se errar, {outro} bebe.",
    kind: "duelo",
  },
  {
    text: "Um minuto de silêncio total, valendo! Quem falar primeiro bebe um gole.",
    icon: "Timer",
    drink: true,
    alt: "Um minuto de silêncio total, valendo! Quem falar primeiro bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "Quem fizer aniversário mais perto de hoje bebe um gole de comemoração adiantada.",
    icon: "Gift",
    drink: true,
    alt: "Quem fizer aniversário mais perto de hoje bebe um gole de suco de comemoração adiantada.",
    kind: "roda",
  },
  {
    text: "{jogador} começa: 'Na festa eu trouxe...' e diz um item. Cada um repete a lista e soma outro. Quem errar bebe um gole.",
    icon: "Puzzle",
    drink: true,
    alt: "{jogador} começa: 'Na festa eu trouxe...' e diz um item. Cada um repete a lista e soma outro. Quem errar bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, adivinhe qual foi o primeiro show da vida de {outro}. Errou, você bebe um gole; acertou, {outro} bebe.",
    icon: "Star",
    drink: true,
    alt: "{jogador}, adivinhe qual foi o primeiro show da vida de {outro}. Errou, você bebe um gole d'água; acertou, {outro} bebe.",
    kind: "duelo",
  },
  {
    text: "{jogador}, proponha um brinde a algo muito específico, tipo 'às meias sem furo'. Quem rir bebe um gole.",
    icon: "Sparkles",
    drink: true,
    alt: "{jogador}, proponha um brinde a algo muito específico, tipo 'às meias sem furo'. Quem rir bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, diga cinco frutas com a letra que {outro} escolher em 10 segundos. Não deu? Beba um gole.",
    icon: "Timer",
    drink: true,
    alt: "{jogador}, diga cinco frutas com a letra que {outro} escolher em 10 segundos. Não deu? Beba um gole d'água.",
  },
  {
    text: "{jogador} e {outro}: duelo de trava-língua. Quem enrolar primeiro bebe um gole.",
    icon: "Mic",
    drink: true,
    alt: "{jogador} e {outro}: duelo de trava-língua. Quem enrolar primeiro bebe um gole d'água.",
    kind: "duelo",
  },
  {
    text: "Cascata: {jogador} bebe um gole, depois a pessoa à esquerda, e assim por diante até voltar para {jogador}.",
    icon: "GlassWater",
    drink: true,
    alt: "Cascata: {jogador} bebe um gole d'água, depois a pessoa à esquerda, e assim por diante até voltar para {jogador}.",
    kind: "roda",
  },
  {
    text: "Quem tiver o nome mais comprido da roda bebe um gole. Assinar deve dar um trabalho!",
    icon: "Users",
    drink: true,
    alt: "Quem tiver o nome mais comprido da roda bebe um gole d'água. Assinar deve dar um trabalho!",
    kind: "roda",
  },
  {
    text: "{jogador}, feche os olhos: alguém vai tocar no seu ombro. Adivinhe quem foi ou beba um gole.",
    icon: "Ghost",
    drink: true,
    alt: "{jogador}, feche os olhos: alguém vai tocar no seu ombro. Adivinhe quem foi ou beba um gole d'água.",
  },
  {
    text: "Até a próxima rodada, é proibido dizer 'você'. Quem escorregar bebe um gole.",
    icon: "Zap",
    drink: true,
    alt: "Até a próxima rodada, é proibido dizer 'você'. Quem escorregar bebe um gole d'água.",
    kind: "roda",
  },
  {
    text: "{jogador}, conte uma piada. Quem rir bebe um gole; se ninguém rir, quem bebe é você.",
    icon: "Laugh",
    drink: true,
    alt: "{jogador}, conte uma piada. Quem rir bebe um gole d'água; se ninguém rir, quem bebe é você.",
  },
];

const family: readonly Challenge[] = [
  {
    text: "Diga o alfabeto pulando uma letra sim, outra não: A, C, E... sem travar!",
    icon: "Brain",
  },
  {
    text: "Conte a piada mais sem graça que você conhece com a confiança de quem vai ganhar um prêmio.",
    icon: "Laugh",
  },
  { text: "{outro} escolhe cinco animais e você imita o som de cada um.", icon: "Cat" },
  { text: "{jogador}, faça {outro} rir em 30 segundos sem tocar em ninguém.", icon: "Smile" },
  {
    text: "Equilibre uma almofada na cabeça como se fosse uma coroa e desfile pela sala acenando para os súditos.",
    icon: "Crown",
  },
  { text: "Cante o refrão da abertura de um desenho animado.", icon: "Mic" },
  { text: "Diga três coisas legais sobre {outro}, olhando nos olhos.", icon: "Heart" },
  {
    text: "Faça sua melhor pose de super-herói e invente o nome do seu superpoder.",
    icon: "Zap",
  },
  { text: "{jogador}, diga cinco palavras que rimam com 'pão' em 10 segundos.", icon: "Timer" },
  {
    text: "Conte como foi o seu dia em 20 segundos sem dizer 'né' nenhuma vez.",
    icon: "MessageCircle",
  },
  { text: "Desenhe um animal no ar com o dedo até alguém adivinhar qual é.", icon: "Hand" },
  {
    text: "{jogador}, copie cada movimento de {outro} por 20 segundos, como se fosse um espelho.",
    icon: "PersonStanding",
  },
  { text: "Conte até dez em três idiomas diferentes. Vale inventar um!", icon: "Puzzle" },
  { text: "Apresente a previsão do tempo de amanhã como um pirata. Arrr!", icon: "Sun" },
  {
    text: "Fique num pé só por 20 segundos enquanto conta qual é o seu prato preferido e por quê.",
    icon: "Footprints",
  },
  { text: "Crie um aperto de mão secreto com {outro} e mostre para o grupo.", icon: "Hand" },
  {
    text: "Faça a mímica da profissão que você sonhava ter quando era criança.",
    icon: "Drama",
  },
  {
    text: "Diga três vezes seguidas, sem errar: 'Três pratos de trigo para três tigres tristes'.",
    icon: "Mic",
  },
  { text: "Elogie cada pessoa da roda usando uma palavra só.", icon: "Sparkles" },
  {
    text: "Imite um micro-ondas terminando de estourar a pipoca, com apito e tudo.",
    icon: "Zap",
  },
  {
    text: "{jogador}, invente uma história que comece com 'Era uma vez um sofá...' e termine em 30 segundos.",
    icon: "Puzzle",
  },
  { text: "Ande como um pinguim até a porta e volte cumprimentando todo mundo.", icon: "Bird" },
  {
    text: "Descubra, com três perguntas de sim ou não, em qual animal {outro} está pensando.",
    icon: "Puzzle",
  },
  {
    text: "Faça três caretas seguidas: surpresa, nojo e a de quem acabou de ver um fantasma.",
    icon: "Ghost",
  },
  {
    text: "{jogador}, faça um elogio bem exagerado para o objeto mais sem graça da sala.",
    icon: "Star",
  },
  { text: "Ensine uma careta nova para {outro} e façam juntos para uma foto.", icon: "Camera" },
  {
    text: "Faça cinco polichinelos e diga, no fim, qual é o seu animal favorito.",
    icon: "PersonStanding",
  },
  { text: "Imite um peixe no aquário olhando as visitas do outro lado do vidro.", icon: "Fish" },
  {
    text: "Embrulhe um presente imaginário para {outro} e entregue com um discurso emocionado.",
    icon: "Gift",
  },
  {
    text: "{jogador}, fique 20 segundos sem piscar enquanto o grupo faz caretas para você.",
    icon: "Eye",
  },
  {
    text: "Cantarole uma música famosa só com 'lá-lá-lá' até o grupo adivinhar qual é.",
    icon: "Music",
  },
  {
    text: "Dê uma aula de 20 segundos, com total confiança, sobre um assunto que você não domina.",
    icon: "Brain",
  },
  {
    text: "{jogador} e {outro}: joguem pedra, papel e tesoura em câmera lenta, narrando como luta de filme.",
    icon: "Hand",
  },
  {
    text: "Faça a pose de uma estátua ou pintura famosa até o grupo adivinhar qual é.",
    icon: "Camera",
  },
  {
    text: "Entreviste {outro} como se {outro} tivesse acabado de ganhar uma medalha de ouro olímpica.",
    icon: "Trophy",
  },
  {
    text: "Imite um despertador tocando e alguém tentando desligar de olhos fechados.",
    icon: "Timer",
  },
  {
    text: "Fale uma frase com o máximo de palavras começando com 'p' que conseguir.",
    icon: "MessageCircle",
  },
  {
    text: "Puxe um coro: escolha uma música e faça o grupo inteiro cantar o refrão junto.",
    icon: "Users",
  },
  { text: "{jogador}, mostre 15 segundos do seu melhor beatbox.", icon: "Music" },
  {
    text: "Encene, sem falar, um dia de chuva: abra o guarda-chuva, pise numa poça e perca o ônibus.",
    icon: "Drama",
  },
];

/** The spec's 15 Picante dares. */
export const spicy: readonly Challenge[] = [
  {
    text: "Se {outro} topar, sussurre no ouvido de {outro} o que você acha mais charmoso nessa pessoa.",
    icon: "Ear",
  },
  {
    text: "Faça uma dança sensual de 15 segundos para a cadeira mais próxima. A cadeira agradece.",
    icon: "Flame",
  },
  {
    text: "Se {outro} topar, mande a cantada mais cafona que souber, olhando nos olhos. Se {outro} rir, tente de novo.",
    icon: "Heart",
  },
  {
    text: "Se {outro} topar, faça uma massagem de 30 segundos nos ombros de {outro}.",
    icon: "Hand",
  },
  {
    text: "Mostre seu melhor olhar de conquista e depois teste em {outro}, se {outro} topar.",
    icon: "Eye",
  },
  {
    text: "Se {outro} topar, dancem coladinhos por 30 segundos uma música lenta cantada pelo grupo.",
    icon: "Music",
  },
  {
    text: "Faça uma declaração de amor digna de novela para {outro} e, se {outro} topar, termine com um beijo na mão.",
    icon: "Heart",
  },
  {
    text: "Se {outro} topar, dê um beijo no rosto de {outro} em câmera lenta, com trilha sonora cantada por você.",
    icon: "Sparkles",
  },
  {
    text: "Descreva em 20 segundos o seu encontro perfeito, do primeiro olhar ao boa-noite.",
    icon: "Moon",
  },
  {
    text: "Tire um acessório (relógio, anel, brinco ou meia) do jeito mais sensual possível.",
    icon: "Shirt",
  },
  {
    text: "Com a voz mais sedutora que conseguir, leia a lista de ingredientes de alguma embalagem por perto.",
    icon: "Flame",
  },
  {
    text: "Se {outro} topar, fiquem frente a frente a um palmo de distância por 20 segundos. Quem rir primeiro perde.",
    icon: "Zap",
  },
  {
    text: "Imite como você escreve para alguém de quem está a fim, lendo a mensagem em voz alta, com emojis e tudo.",
    icon: "MessageCircle",
  },
  {
    text: "Se {outro} topar, faça um cafuné em {outro} por 20 segundos enquanto diz algo gentil.",
    icon: "Sparkles",
  },
  {
    text: "Se {outro} topar, encenem juntos o primeiro encontro mais desastrado e fofo da história.",
    icon: "Drama",
  },
];

/**
 * More Picante dares for the Picante mode (the spec's 15 above stay as they are): with them the
 * category does not repeat before the 58th card.
 */
const spicyMore: readonly Challenge[] = [
  {
    text: "Leia em voz alta, como locutor de rádio romântica, a última mensagem fofa que você mandou para alguém.",
    icon: "Heart",
  },
  {
    text: "Invente o nome de um perfume sensual e faça o comercial dele em 20 segundos, com sussurro no final.",
    icon: "Sparkles",
  },
  {
    text: "Se {outro} topar, olhe nos olhos de {outro} e diga, sem rir, três qualidades que deixariam qualquer um a fim.",
    icon: "Eye",
  },
  {
    text: "Faça a pose mais sedutora que conseguir encostado na parede, como capa de revista dos anos 90.",
    icon: "Camera",
  },
  {
    text: "Descreva o seu tipo ideal usando só nomes de comida, com toda a seriedade do mundo.",
    icon: "Pizza",
  },
  {
    text: "Se {outro} topar, dancem um forró agarradinho por 20 segundos, com a roda fazendo o som da sanfona.",
    icon: "Music",
  },
  {
    text: "Conte, em 20 segundos, como seria o seu encontro dos sonhos com um orçamento de dez reais.",
    icon: "Gift",
  },
  {
    text: "Mande um beijo no ar para cada pessoa da roda, cada um num estilo diferente.",
    icon: "Heart",
  },
  {
    text: "Se {outro} topar, recite para {outro} um poema de amor improvisado rimando 'coração' com qualquer coisa.",
    icon: "Mic",
  },
  {
    text: "Imite como você flerta por mensagem às duas da manhã, lendo em voz alta e com muitas reticências.",
    icon: "MessageCircle",
  },
  {
    text: "Faça uma entrada triunfal na sala como o par romântico de uma novela das nove.",
    icon: "Drama",
  },
  {
    text: "Se {outro} topar, segure a mão de {outro} e faça um pedido de namoro de mentira, o mais cafona possível.",
    icon: "Hand",
  },
  {
    text: "Conte qual é o seu charme secreto e prove agora, ao vivo, para a roda inteira.",
    icon: "Sparkles",
  },
  {
    text: "Deixe a roda escolher uma música e dance 15 segundos dela do jeito mais sensual que conseguir.",
    icon: "Music",
  },
  {
    text: "Narre, como num documentário de vida selvagem, o ritual de paquera de alguém na balada.",
    icon: "Eye",
  },
  {
    text: "Apresente a previsão do tempo de amanhã com a voz mais sexy que conseguir.",
    icon: "Sun",
  },
  {
    text: "Se {outro} topar, encostem as testas e fiquem assim por 15 segundos, em silêncio. Quem rir primeiro perde.",
    icon: "Users",
  },
  {
    text: "Conte a cantada mais ridícula que você já recebeu e interprete quem mandou, com gestos e tudo.",
    icon: "Laugh",
  },
  {
    text: "Faça uma declaração de amor para o seu próprio reflexo, usando a câmera do celular como espelho.",
    icon: "Camera",
  },
  {
    text: "Se {outro} topar, dê um abraço apertado de 10 segundos em {outro} enquanto a roda canta uma música lenta.",
    icon: "Heart",
  },
  {
    text: "Tire o sapato do jeito mais dramático e sedutor possível, como num filme francês.",
    icon: "Flame",
  },
  {
    text: "Invente um apelido carinhoso bem brega para cada pessoa da roda e diga com voz de galã.",
    icon: "Crown",
  },
  {
    text: "Encene o clássico do primeiro encontro no cinema: o bocejo estratégico e o braço no encosto da cadeira ao lado.",
    icon: "Moon",
  },
  {
    text: "Se {outro} topar, elogie o sorriso de {outro} como se fosse uma obra de arte num museu.",
    icon: "Star",
  },
  {
    text: "Mostre o seu melhor sorriso de quem está a fim e, logo depois, o de quem levou um fora.",
    icon: "Smile",
  },
  {
    text: "Leia o último e-mail de trabalho que você recebeu com voz de locutor de motel.",
    icon: "Phone",
  },
  {
    text: "Escolha o emoji que resume a sua vida amorosa e faça a cara dele por 10 segundos.",
    icon: "Smile",
  },
  {
    text: "Finja que está num aplicativo de namoro e apresente o seu perfil em 20 segundos, com foto imaginária e tudo.",
    icon: "Phone",
  },
  {
    text: "Ensine para a roda o seu passo de dança infalível para chamar a atenção de alguém na festa.",
    icon: "Footprints",
  },
  {
    text: "Faça um discurso de campanha se apresentando como 'o melhor partido da cidade'.",
    icon: "Trophy",
  },
  {
    text: "Imite alguém tentando ser sexy na pista de dança e tropeçando no meio do caminho.",
    icon: "Laugh",
  },
  {
    text: "Se {outro} topar, cante um trecho de música romântica olhando nos olhos de {outro}, sem desviar.",
    icon: "Mic",
  },
  {
    text: "Conte qual seria a trilha sonora do seu primeiro beijo perfeito e cante o refrão.",
    icon: "Music",
  },
  {
    text: "Faça a mímica do seu primeiro beijo usando só as mãos, do nervosismo até o final.",
    icon: "Hand",
  },
  {
    text: "Se {outro} topar, façam juntos a pose de casal mais clichê de foto de viagem.",
    icon: "Camera",
  },
  {
    text: "Diga uma frase de conquista de novela mexicana com o sotaque mais carregado que conseguir.",
    icon: "Drama",
  },
  {
    text: "Use a lanterna do celular como holofote e faça uma entrada de show de cabaré.",
    icon: "Zap",
  },
  {
    text: "Se {outro} topar, convide {outro} para um jantar imaginário e descreva o cardápio mais sedutor possível.",
    icon: "Wine",
  },
  {
    text: "Grave, ao vivo, um áudio imaginário para o seu crush e deixe a roda dar nota de 0 a 10.",
    icon: "Mic",
  },
  {
    text: "Lance um olhar de paquera para o objeto mais sem graça da sala até alguém rir.",
    icon: "Eye",
  },
  {
    text: "Se {outro} topar, dancem 15 segundos de tango pela sala, com rosa imaginária na boca.",
    icon: "Music",
  },
  {
    text: "Descreva o beijo perfeito como se fosse uma receita de bolo, com ingredientes e modo de preparo.",
    icon: "Star",
  },
  {
    text: "Faça a cara de quem recebeu um 'oi, sumido' às três da manhã e leia a resposta que você mandaria.",
    icon: "MessageCircle",
  },
];

const challengesOf: Record<CategoryInfo["id"], readonly Challenge[]> = {
  classic,
  drinking,
  family,
  spicy: [...spicy, ...spicyMore],
};

export const challengeCategories: readonly ChallengeCategory[] = categoryInfos.map((c) => ({
  ...c,
  challenges: challengesOf[c.id],
}));
