/**
 * Verdade ou Desafio: truths and dares in three levels. 'picante' is 18+ (flirting and
 * relationships, always consensual, never explicit). `{jogador}` is the player whose turn it is
 * and `{outro}` another player picked by the app. Drinking dares carry `drink: true` and an
 * `alt` with a non-alcoholic swap for groups playing "sem álcool".
 */

export type Level = "leve" | "medio" | "picante";

export interface TruthOrDarePrompt {
  text: string;
  level: Level;
  drink?: true;
  alt?: string;
}

export const truths: readonly TruthOrDarePrompt[] = [
  // leve
  { level: "leve", text: "Qual foi a última mentirinha que você contou?" },
  { level: "leve", text: "Qual música você tem vergonha de amar, mas sabe a letra inteira?" },
  { level: "leve", text: "Qual foi o pior presente que você já ganhou e fingiu adorar?" },
  { level: "leve", text: "Qual é o seu talento mais inútil?" },
  {
    level: "leve",
    text: "Se pudesse trocar de vida com alguém desta roda por um dia, quem seria?",
  },
  { level: "leve", text: "Qual foi o último mico que você pagou?" },
  { level: "leve", text: "Qual combinação de comida você ama e todo mundo acha estranha?" },
  { level: "leve", text: "Qual série você já fingiu ter assistido só para entrar na conversa?" },
  { level: "leve", text: "Qual foi o último filme que te fez chorar?" },
  { level: "leve", text: "De quantos alarmes você precisa para conseguir acordar de manhã?" },
  { level: "leve", text: "Se a sua vida fosse um filme, qual seria o título?" },
  { level: "leve", text: "Qual foi o apelido mais constrangedor que você já teve?" },
  { level: "leve", text: "Você já disse 'tô chegando' quando ainda nem tinha saído de casa?" },
  {
    level: "leve",
    text: "Se ficasse invisível por um dia, qual seria a primeira coisa que você faria?",
  },
  { level: "leve", text: "Qual é o emoji que você mais usa e por quê?" },
  { level: "leve", text: "Qual foi a pesquisa mais estranha que você já fez na internet?" },
  { level: "leve", text: "Quem desta roda seria seu cúmplice num assalto à geladeira?" },
  { level: "leve", text: "Qual é a sua mania mais esquisita?" },
  { level: "leve", text: "Com qual personagem de desenho animado você mais se parece?" },
  { level: "leve", text: "Qual foi a sua fase de estilo mais duvidosa?" },
  { level: "leve", text: "O que você está empurrando com a barriga neste exato momento?" },
  {
    level: "leve",
    text: "Se ganhasse na loteria amanhã, qual seria a primeira coisa que você compraria?",
  },
  { level: "leve", text: "Qual foi o pior prato que você já cozinhou?" },
  { level: "leve", text: "Qual é a música que você mais canta no chuveiro?" },
  {
    level: "leve",
    text: "Qual foi a desculpa mais criativa que você já deu para faltar a um compromisso?",
  },
  { level: "leve", text: "Qual é a sua opinião mais polêmica sobre comida?" },
  { level: "leve", text: "Que superpoder inútil você adoraria ter?" },
  { level: "leve", text: "Na sua opinião, quem desta roda dança melhor?" },
  { level: "leve", text: "Você já fingiu estar no telefone para fugir de alguém na rua?" },
  { level: "leve", text: "De quem você sempre ouve os áudios em velocidade 2x?" },
  { level: "leve", text: "Qual foi a coisa mais cara que você já quebrou sem querer?" },
  { level: "leve", text: "Qual é a sua primeira lembrança de infância?" },

  // medio
  { level: "medio", text: "Qual foi a maior mentira que você já contou para os seus pais?" },
  { level: "medio", text: "Quem foi a última pessoa que você stalkeou nas redes sociais?" },
  {
    level: "medio",
    text: "Você já contou um segredo que tinha prometido guardar? Qual, sem dar nomes?",
  },
  {
    level: "medio",
    text: "Qual foi a mensagem mais constrangedora que você já mandou para a pessoa errada?",
  },
  { level: "medio", text: "Qual foi o pior encontro da sua vida?" },
  { level: "medio", text: "Você já se arrependeu de ter terminado com alguém?" },
  {
    level: "medio",
    text: "Se alguém pegasse o seu celular agora, qual app você esconderia primeiro?",
  },
  {
    level: "medio",
    text: "Qual foi a coisa mais ridícula que você já fez para chamar a atenção de alguém?",
  },
  { level: "medio", text: "Qual hábito seu você esconde de todo mundo?" },
  { level: "medio", text: "Quem desta roda você acha que guarda mais segredos?" },
  { level: "medio", text: "Qual foi a fofoca mais cabeluda que você já guardou, sem dizer nomes?" },
  { level: "medio", text: "Você já mandou mensagem para um ex de madrugada? O que dizia?" },
  { level: "medio", text: "Qual foi o rolê mais furado em que você já se meteu?" },
  { level: "medio", text: "Qual defeito você sabe que tem, mas nunca admite em voz alta?" },
  { level: "medio", text: "Qual foi o maior vacilo que você já deu com um amigo?" },
  { level: "medio", text: "Você já leu as conversas de alguém escondido?" },
  {
    level: "medio",
    text: "Se pudesse ler a mente de alguém desta roda por um minuto, de quem seria?",
  },
  {
    level: "medio",
    text: "Qual opinião sua você nunca teria coragem de falar no grupo da família?",
  },
  { level: "medio", text: "Quem foi o seu crush mais improvável?" },
  { level: "medio", text: "Você já criou um perfil fake? Para quê?" },
  { level: "medio", text: "Qual foi a compra por impulso de que você mais se arrependeu?" },
  {
    level: "medio",
    text: "Qual é a coisa mais boba que você morre de medo de que descubram sobre você?",
  },
  { level: "medio", text: "Qual foi o pior conselho que você já seguiu?" },
  { level: "medio", text: "Você já ficou com alguém só para causar ciúme em outra pessoa?" },
  { level: "medio", text: "Qual foi a sua primeira impressão de {outro}?" },
  {
    level: "medio",
    text: "Quem desta roda você levaria para uma ilha deserta, e quem deixaria em casa?",
  },
  { level: "medio", text: "Você já deu vácuo em alguém de propósito? Por quê?" },
  { level: "medio", text: "Qual mensagem você escreveu, apagou e nunca mandou?" },
  { level: "medio", text: "Qual foi a maior gafe que você já cometeu numa entrevista de emprego?" },
  { level: "medio", text: "Você já terminou um relacionamento por mensagem?" },
  { level: "medio", text: "O que {outro} faz que te irrita só um pouquinho?" },
  { level: "medio", text: "Qual foi a última vez que você chorou de verdade, e por quê?" },

  // picante
  { level: "picante", text: "Qual foi o beijo mais inesquecível da sua vida?" },
  { level: "picante", text: "Qual fantasia romântica sua ainda não saiu do papel?" },
  { level: "picante", text: "Qual cantada já funcionou com você?" },
  { level: "picante", text: "O que mais te atrai numa pessoa logo de cara?" },
  { level: "picante", text: "Qual foi o beijo mais fora de hora que você já deu?" },
  {
    level: "picante",
    text: "Sem dizer nomes: você já teve um sonho picante com alguém conhecido?",
  },
  {
    level: "picante",
    text: "Qual foi a coisa mais ousada que você já fez para conquistar alguém?",
  },
  { level: "picante", text: "O que é mais sexy para você: inteligência, humor ou estilo?" },
  { level: "picante", text: "Qual foi o flerte mais desastroso que você já tentou?" },
  { level: "picante", text: "Você prefere dar o primeiro passo ou esperar a pessoa chegar?" },
  { level: "picante", text: "Qual música não pode faltar num clima romântico?" },
  { level: "picante", text: "Qual foi a maior loucura que você já fez por amor?" },
  { level: "picante", text: "Quem desta roda você acha que tem o melhor papo de conquista?" },
  { level: "picante", text: "Qual é o seu ponto fraco quando alguém tenta te conquistar?" },
  {
    level: "picante",
    text: "Qual foi o áudio mais atrevido que você já mandou e depois quis apagar?",
  },
  { level: "picante", text: "Qual parte de você você acha que mais chama atenção?" },
  { level: "picante", text: "Você já stalkeou um ex nas redes sociais nesta semana?" },
  { level: "picante", text: "Qual foi o encontro mais constrangedor que você já teve?" },
  { level: "picante", text: "Qual é o seu ritual de preparação antes de um encontro?" },
  { level: "picante", text: "Você já se apaixonou por alguém que nem sabia o seu nome?" },
  {
    level: "picante",
    text: "Qual foi o apelido carinhoso mais brega que você já usou com alguém?",
  },
  {
    level: "picante",
    text: "Qual foi a desculpa mais esfarrapada que você já deu para fugir de um encontro?",
  },
  { level: "picante", text: "Você já beijou alguém pensando em outra pessoa?" },
  {
    level: "picante",
    text: "Qual atitude num primeiro encontro acaba com o clima na hora para você?",
  },
  { level: "picante", text: "Qual celebridade seria o seu passe livre?" },
  { level: "picante", text: "Você prefere um beijo demorado ou um abraço apertado?" },
  { level: "picante", text: "Qual foi a coisa mais romântica que já fizeram por você?" },
  {
    level: "picante",
    text: "Você já mandou para a própria pessoa uma mensagem falando que estava a fim dela?",
  },
  { level: "picante", text: "Qual foi a pior conversa que você já teve num aplicativo de namoro?" },
  { level: "picante", text: "Qual foi o seu crush mais improvável?" },
  {
    level: "picante",
    text: "Você já fingiu gostar de algo só para impressionar quem estava paquerando?",
  },
  { level: "picante", text: "Qual roupa faz você se sentir irresistível?" },
  { level: "picante", text: "Qual foi o término mais dramático que você já viveu?" },
  { level: "picante", text: "Você já voltou com um ex? Valeu a pena?" },
  {
    level: "picante",
    text: "Qual é a primeira coisa que você repara quando alguém sorri para você?",
  },
  {
    level: "picante",
    text: "Você já teve um crush no trabalho ou na faculdade? Deu em alguma coisa?",
  },
  { level: "picante", text: "Qual é a maior red flag que alguém pode ter num relacionamento?" },
  { level: "picante", text: "Se pudesse reviver um beijo da sua vida, qual seria?" },
  { level: "picante", text: "Qual foi o lugar mais romântico onde você já esteve com alguém?" },
  { level: "picante", text: "Qual foi o maior mico que você já pagou na frente de um crush?" },
  { level: "picante", text: "Você acredita em amor à primeira vista? Já aconteceu com você?" },
];

export const dares: readonly TruthOrDarePrompt[] = [
  // leve
  { level: "leve", text: "Fale com voz de personagem de desenho animado até a sua próxima vez." },
  { level: "leve", text: "Deixe {outro} fazer um penteado em você usando só as mãos." },
  {
    level: "leve",
    text: "Mostre a foto mais engraçada da sua galeria que você tenha coragem de mostrar.",
  },
  {
    level: "leve",
    text: "Faça 10 agachamentos cantando o hino do seu time, ou de um time inventado.",
  },
  { level: "leve", text: "Imite {outro} pedindo comida no delivery e reclamando da demora." },
  { level: "leve", text: "Até a sua próxima vez, você só pode falar fazendo perguntas." },
  { level: "leve", text: "Faça um rap usando o nome de todo mundo da roda." },
  {
    level: "leve",
    text: "Ande de costas até a porta e volte, narrando como se fosse um astronauta na Lua.",
  },
  { level: "leve", text: "Escreva o seu nome no ar usando o cotovelo." },
  { level: "leve", text: "Faça uma careta e segure por 15 segundos enquanto o grupo tira fotos." },
  {
    level: "leve",
    text: "Mande um emoji de abacaxi para o terceiro contato das suas conversas, sem explicar nada.",
  },
  { level: "leve", text: "Conte uma piada como se fosse locutor de rodeio." },
  {
    level: "leve",
    text: "O grupo escolhe uma palavra, e você tem que encaixá-la em toda frase até a sua próxima vez.",
  },
  {
    level: "leve",
    text: "Cumprimente cada pessoa da roda como se fosse um candidato em campanha.",
  },
  { level: "leve", text: "Faça uma prancha por 20 segundos enquanto diz o nome de cinco frutas." },
  { level: "leve", text: "Fale o nome de {outro} de trás pra frente, três vezes, bem rápido." },
  { level: "leve", text: "Faça o grupo rir em 20 segundos sem dizer nenhuma palavra." },
  { level: "leve", text: "Imite com a boca o toque do seu celular." },
  {
    level: "leve",
    text: "Elogie {outro} como se fosse um narrador de luta livre apresentando o campeão.",
  },
  {
    level: "leve",
    text: "De olhos fechados, adivinhe quem é cada pessoa só pela voz dela dizendo 'saideira'.",
  },
  { level: "leve", text: "Se {outro} topar, troquem um acessório até o fim do jogo." },
  {
    level: "leve",
    text: "Tire uma selfie com a cara mais séria do mundo ao lado de {outro} sorrindo muito.",
  },
  { level: "leve", text: "Equilibre uma colher no nariz por 10 segundos." },
  { level: "leve", text: "Imite um bebê provando limão pela primeira vez." },
  { level: "leve", text: "Cante o jingle de um comercial antigo que grudou na sua cabeça." },
  {
    level: "leve",
    text: "Coloque o seu passe em leilão: exalte suas qualidades e veja quem da roda dá o maior lance.",
  },
  {
    level: "leve",
    text: "Cante uma música trocando a letra para contar tudo o que você comeu hoje.",
  },
  { level: "leve", text: "Conte como foi o seu dia como se fosse um plantão de notícias urgente." },
  {
    level: "leve",
    text: "Coloque um bigode imaginário e fale com sotaque francês chique até a sua próxima vez.",
  },
  {
    level: "leve",
    text: "Diga o alfabeto inteiro enquanto {outro} fala números aleatórios para te confundir.",
  },
  {
    level: "leve",
    text: "Até a sua próxima vez, fale de você em terceira pessoa: '{jogador} adorou essa ideia'.",
  },
  {
    level: "leve",
    text: "Faça um brinde a {outro} com um discurso de 15 segundos e beba um gole.",
    drink: true,
    alt: "Faça um brinde a {outro} com um discurso de 15 segundos e beba um gole d'água.",
  },
  {
    level: "leve",
    text: "Beba um gole e diga o que está pensando agora, sem filtro.",
    drink: true,
    alt: "Beba um gole d'água e diga o que está pensando agora, sem filtro.",
  },

  // medio
  { level: "medio", text: "Deixe {outro} escolher a sua foto de perfil por uma hora." },
  { level: "medio", text: "Mostre para o grupo as três últimas pesquisas do seu navegador." },
  {
    level: "medio",
    text: "Mande um áudio cantando 'Parabéns pra você' para alguém que não faz aniversário hoje.",
  },
  { level: "medio", text: "Deixe {outro} olhar a sua lista de conversas por 10 segundos." },
  { level: "medio", text: "Imite cada pessoa da roda em 5 segundos, sem pegar pesado." },
  {
    level: "medio",
    text: "Conte uma história vergonhosa sua com um detalhe inventado; o grupo tem que achar qual é.",
  },
  {
    level: "medio",
    text: "Faça um discurso de 30 segundos defendendo por que pizza de abacaxi é uma obra-prima.",
  },
  {
    level: "medio",
    text: "Poste um story dançando a música que o grupo escolher. Pode apagar daqui a uma hora.",
  },
  { level: "medio", text: "Deixe {outro} desenhar uma tatuagem de caneta no seu braço." },
  { level: "medio", text: "Elogie {outro} por um minuto inteiro sem repetir nenhum elogio." },
  { level: "medio", text: "Deixe o grupo renomear um contato do seu celular por 24 horas." },
  { level: "medio", text: "Encene a sua reação quando o crush visualiza e não responde." },
  {
    level: "medio",
    text: "Com {outro}, encene o reencontro de dois gêmeos separados no nascimento, estilo novela.",
  },
  { level: "medio", text: "Mostre a foto mais antiga de você que ainda está no seu celular." },
  { level: "medio", text: "Até a sua próxima vez, você só pode falar rimando." },
  {
    level: "medio",
    text: "Responda com total sinceridade a uma pergunta que {outro} fizer agora.",
  },
  { level: "medio", text: "Imite o professor mais marcante que você já teve." },
  {
    level: "medio",
    text: "Peça desculpas dramáticas para {outro} por um crime que você acabou de inventar.",
  },
  { level: "medio", text: "Faça um minuto de stand-up sobre a sua vida amorosa." },
  {
    level: "medio",
    text: "Deixe {outro} fazer uma maquiagem rápida em você com o que tiver à mão.",
  },
  { level: "medio", text: "Escreva um poema de quatro versos para {outro} e declame com emoção." },
  {
    level: "medio",
    text: "Faça uma serenata de 20 segundos para {outro}, de joelhos e com a mão no peito.",
  },
  { level: "medio", text: "Se {outro} topar, fiquem de mãos dadas até a sua próxima vez." },
  {
    level: "medio",
    text: "Conte o maior mico da sua época de escola com voz de narrador de documentário.",
  },
  {
    level: "medio",
    text: "Puxe um grito de torcida apaixonado pelo time de que você menos gosta.",
  },
  {
    level: "medio",
    text: "Deixe o grupo escolher uma assinatura para você usar em todas as mensagens de hoje.",
  },
  { level: "medio", text: "Faça a dancinha que você faz quando ninguém está olhando." },
  {
    level: "medio",
    text: "Leia em voz alta, com voz de novela, a última mensagem que alguém te mandou.",
  },
  { level: "medio", text: "Mostre o último print que você tirou e explique o contexto." },
  {
    level: "medio",
    text: "Mande um áudio para alguém da sua família dizendo que está com saudade, sem explicar o motivo.",
  },
  {
    level: "medio",
    text: "Escolha: beba um gole ou conte quem foi o seu último crush.",
    drink: true,
    alt: "Escolha: pague uma prenda escolhida pelo grupo ou conte quem foi o seu último crush.",
  },
  {
    level: "medio",
    text: "Beba um gole ou deixe {outro} ler em voz alta o último e-mail que você recebeu.",
    drink: true,
    alt: "Pague uma prenda escolhida por {outro} ou deixe {outro} ler em voz alta o último e-mail que você recebeu.",
  },

  // picante
  {
    level: "picante",
    text: "Se {outro} topar, dê um beijo estalado na bochecha de {outro} e emende uma cantada.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, faça uma massagem de 30 segundos nas mãos de {outro}.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, sussurre no ouvido de {outro} uma cantada inventada na hora.",
  },
  { level: "picante", text: "Mostre como você dança quando quer impressionar alguém na balada." },
  {
    level: "picante",
    text: "Se {outro} topar, descreva {outro} como protagonista de um romance de banca.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, faça uma cantada para {outro} usando só nomes de comida.",
  },
  { level: "picante", text: "Se {outro} topar, sente no colo de {outro} até a próxima rodada." },
  { level: "picante", text: "Faça o seu melhor olhar 43 para cada pessoa da roda." },
  {
    level: "picante",
    text: "Se {outro} topar, escreva com o dedo uma palavra picante nas costas de {outro}, que tem que adivinhar.",
  },
  {
    level: "picante",
    text: "Simule uma ligação para um crush imaginário com a sua voz mais charmosa.",
  },
  {
    level: "picante",
    text: "Deixe {outro} te fazer uma pergunta picante e responda com sinceridade.",
  },
  {
    level: "picante",
    text: "Morda o lábio e mande uma piscadinha para {outro} do jeito mais charmoso possível.",
  },
  {
    level: "picante",
    text: "Beba um gole olhando nos olhos de {outro} do jeito mais sedutor que conseguir.",
    drink: true,
    alt: "Beba um gole d'água olhando nos olhos de {outro} do jeito mais sedutor que conseguir.",
  },
  {
    level: "picante",
    text: "Faça a sua melhor imitação de galã de novela chegando em alguém no bar.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, faça um elogio sincero para {outro} olhando nos olhos por 10 segundos.",
  },
  {
    level: "picante",
    text: "Mande um beijo no ar para {outro} como na despedida de um filme antigo, com lencinho imaginário.",
  },
  {
    level: "picante",
    text: "Desfile pela sala como modelo de comercial de perfume, com olhar misterioso e tudo.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, dancem de rosto colado por 20 segundos enquanto a roda cantarola.",
  },
  {
    level: "picante",
    text: "Faça uma serenata de 15 segundos para {outro} com a música mais melosa que souber.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, recriem juntos a cena da cantada que mais deu certo na sua vida.",
  },
  {
    level: "picante",
    text: "Imite o seu jeito de dar o primeiro beijo usando as mãos como fantoches.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, finja um encontro às cegas com {outro} e faça as três primeiras perguntas.",
  },
  {
    level: "picante",
    text: "Faça uma pose sensual de capa de revista e deixe a roda dar uma nota de 0 a 10.",
  },
  {
    level: "picante",
    text: "Se {outro} topar, segure a mão de {outro} e leia o futuro amoroso dessa pessoa.",
  },
  { level: "picante", text: "Imite o seu jeito de acordar quando está apaixonado." },
  {
    level: "picante",
    text: "Mostre para a roda o último emoji de coração que você mandou, sem dizer para quem foi.",
  },
  { level: "picante", text: "Diga 'eu te amo' para {outro} em três sotaques diferentes." },
  {
    level: "picante",
    text: "Se {outro} topar, encenem juntos um beijo de novela, parando a um palmo de distância.",
  },
  { level: "picante", text: "Narre, com voz de ASMR, como seria o seu encontro perfeito." },
  {
    level: "picante",
    text: "Dê uma piscadinha para cada pessoa da roda; quem piscar de volta bebe um gole.",
    drink: true,
    alt: "Dê uma piscadinha para cada pessoa da roda; quem piscar de volta toma um gole de água.",
  },
  {
    level: "picante",
    text: "Com voz de locutor de rádio de madrugada, dedique uma música romântica para {outro}.",
  },
  {
    level: "picante",
    text: "Faça uma cantada para quem está à sua esquerda usando só termos de futebol.",
  },
  {
    level: "picante",
    text: "Deixe {outro} escolher uma palavra e crie com ela um poema romântico em 20 segundos.",
  },
  {
    level: "picante",
    text: "Beba um gole do jeito mais charmoso possível, como num comercial de TV dos anos 90.",
    drink: true,
    alt: "Tome um gole de água do jeito mais charmoso possível, como num comercial de TV dos anos 90.",
  },
  {
    level: "picante",
    text: "Imite como você reage quando o crush visualiza a mensagem e não responde.",
  },
  { level: "picante", text: "Faça 15 segundos de dança sensual para a parede, sem rir." },
  {
    level: "picante",
    text: "Se {outro} topar, dê um abraço de urso em {outro} e diga o que você mais admira nessa pessoa.",
  },
  {
    level: "picante",
    text: "Faça uma declaração de amor para o seu primeiro crush famoso, como se ele estivesse na sala.",
  },
  { level: "picante", text: "Se {outro} topar, troquem um acessório e usem até a próxima rodada." },
  {
    level: "picante",
    text: "Se {outro} topar, ensine para {outro} a sua técnica infalível de paquera, com demonstração.",
  },
  {
    level: "picante",
    text: "Cante o refrão de uma música sensual trocando a letra por nomes de legumes.",
  },
];
