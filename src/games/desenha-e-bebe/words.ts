/**
 * Desenha e Bebe's words: everyday Brazilian things to draw or mime, each with a category and a
 * difficulty (the difficulty also sets how many sips a team drinks when it does not guess).
 * Written for this game; proper nouns keep their capitals, everything else is lower case.
 */

import { slug } from "../../shared/content-id";

import {
  CATEGORIES,
  type CategoryId,
  DIFFICULTIES,
  type Difficulty,
  type Word,
} from "./word-kinds";

export * from "./word-kinds";

// biome-ignore format: the lists read better packed, several words a line
const lists: Record<CategoryId, Record<Difficulty, readonly string[]>> = {
  pessoa: {
    facil: [
      "cachorro", "gato", "peixe", "passarinho", "vaca", "cavalo", "galinha", "porco", "cobra",
      "macaco", "elefante", "girafa", "tartaruga", "coelho", "borboleta", "aranha", "palhaço",
      "bebê", "bombeiro", "pirata", "sapo", "abelha", "pato", "polvo", "tubarão", "caracol", "rei",
    ],
    medio: [
      "jacaré", "papagaio", "tucano", "arara", "capivara", "tatu", "morcego", "coruja", "pinguim",
      "canguru", "camelo", "zebra", "flamingo", "caranguejo", "cavalo-marinho", "estrela-do-mar",
      "água-viva", "beija-flor", "astronauta", "carteiro", "dentista", "goleiro", "salva-vidas",
      "mágico", "bailarina", "sereia", "vampiro", "super-herói", "pescador", "padeiro", "garçom",
      "cabeleireiro", "Papai Noel", "lobisomem", "jardineiro",
    ],
    dificil: [
      "bicho-preguiça", "mico-leão-dourado", "lobo-guará", "tamanduá-bandeira", "boto-cor-de-rosa",
      "peixe-boi", "ornitorrinco", "camaleão", "louva-a-deus", "joão-de-barro", "bem-te-vi",
      "porco-espinho", "pavão", "Saci-Pererê", "Curupira", "Iara", "mula sem cabeça",
      "fada do dente", "detetive", "maestro", "mímico", "malabarista", "apicultor",
      "passista de escola de samba", "árbitro de futebol", "DJ", "equilibrista",
    ],
  },
  lugar: {
    facil: [
      "praia", "escola", "casa", "hospital", "padaria", "parque", "piscina", "farmácia",
      "supermercado", "cinema", "restaurante", "zoológico", "fazenda", "ilha", "montanha",
      "floresta", "deserto", "aeroporto", "banheiro", "cozinha", "circo", "castelo", "iglu",
    ],
    medio: [
      "rodoviária", "feira livre", "estádio de futebol", "academia", "shopping", "biblioteca",
      "praça", "açougue", "boteco", "salão de beleza", "museu", "sorveteria",
      "parque de diversões", "acampamento", "cachoeira", "vulcão", "farol", "laje", "quintal",
      "churrascaria", "pizzaria", "escritório", "estação de metrô", "sítio", "lotérica",
      "lanchonete", "casa na árvore",
    ],
    dificil: [
      "sambódromo", "Pão de Açúcar", "Lençóis Maranhenses", "Cataratas do Iguaçu",
      "Congresso Nacional", "Pantanal", "Amazônia", "Fernando de Noronha", "Maracanã",
      "mercado municipal", "cartório", "camarote", "arquibancada", "karaokê",
      "estúdio de tatuagem", "planetário", "aquário", "fila do banco", "torre de controle",
      "quiosque de praia", "Chapada Diamantina", "consultório médico", "lavanderia",
    ],
  },
  objeto: {
    facil: [
      "guarda-chuva", "chinelo", "óculos", "relógio", "bola", "cadeira", "mesa", "celular",
      "chave", "vassoura", "escova de dentes", "tesoura", "copo", "garfo", "colher", "panela",
      "televisão", "lâmpada", "livro", "cama", "mochila", "balão", "violão", "chapéu", "meia",
      "boné", "pente", "bicicleta",
    ],
    medio: [
      "ventilador", "controle remoto", "panela de pressão", "liquidificador", "geladeira",
      "micro-ondas", "ferro de passar", "máquina de lavar", "varal", "prendedor de roupa",
      "carregador de celular", "fone de ouvido", "pandeiro", "cavaquinho", "rede", "guarda-sol",
      "isopor", "cadeira de praia", "caneta", "grampeador", "lanterna", "cadeado", "espelho",
      "travesseiro", "churrasqueira", "abridor de garrafa", "peteca", "bambolê", "pião", "ioiô",
      "cofrinho", "lupa", "termômetro", "tomada", "teclado",
    ],
    dificil: [
      "filtro de barro", "saca-rolhas", "coador de pano", "ralador", "pilão", "cuscuzeira",
      "garrafa térmica", "cabide", "tábua de passar roupa", "escorredor de macarrão",
      "porta-retrato", "quebra-cabeça", "cubo mágico", "berimbau", "agogô", "zabumba", "sanfona",
      "tamborim", "benjamim", "abajur", "desentupidor", "clipe de papel", "campainha", "capacho",
      "ampulheta", "bússola", "luneta", "estetoscópio", "persiana", "chaleira",
    ],
  },
  acao: {
    facil: [
      "dançar", "nadar", "correr", "dormir", "comer", "pular", "cantar", "chorar", "ler",
      "escrever", "pescar", "cozinhar", "tomar banho", "escovar os dentes", "pular corda",
      "andar de bicicleta", "jogar bola", "bocejar", "espirrar", "abraçar", "varrer a casa",
      "bater palmas", "dar tchau", "tirar foto", "pintar a parede",
    ],
    medio: [
      "surfar", "fazer churrasco", "lavar a louça", "passar roupa", "estender roupa",
      "tocar bateria", "jogar capoeira", "sambar", "fazer embaixadinha", "andar de skate",
      "mergulhar", "escalar", "plantar uma árvore", "tricotar", "fazer ioga", "meditar",
      "assobiar", "roncar", "tropeçar", "levantar peso", "cortar o cabelo", "costurar",
      "regar as plantas", "passear com o cachorro", "soltar pipa", "piscar o olho",
      "jogar dominó", "pentear o cabelo", "soprar as velas", "fazer as malas", "jogar videogame",
    ],
    dificil: [
      "dar um mortal", "saltar de paraquedas", "jogar boliche", "esquiar", "patinar no gelo",
      "pular carnaval", "dar uma bronca", "desentupir a pia", "montar uma barraca",
      "tirar um cochilo", "escorregar numa casca de banana", "correr atrás do ônibus",
      "fazer faxina", "fazer as unhas", "espantar pernilongo", "contar carneirinhos",
      "brincar de esconde-esconde", "jogar truco", "cair da rede", "fazer brigadeiro",
      "dar comida aos peixes", "esperar o elevador", "procurar as chaves", "fazer a barba",
      "andar na corda bamba", "carregar a mudança",
    ],
  },
  expressao: {
    facil: [
      "cara de pau", "mão de vaca", "pão-duro", "dedo-duro", "olho gordo", "boca de siri",
      "cabeça de vento", "coração de pedra", "memória de elefante", "fome de leão",
      "suar a camisa", "dar uma mãozinha", "ficar de queixo caído", "lavar as mãos",
      "fazer uma vaquinha", "mão na massa", "cabelo em pé", "cabeça nas nuvens", "pagar mico",
      "mar de rosas",
    ],
    medio: [
      "dor de cotovelo", "saia justa", "chutar o balde", "engolir sapo", "cair a ficha",
      "pulga atrás da orelha", "tirar o cavalinho da chuva", "quebrar o galho", "pisar em ovos",
      "abrir o jogo", "descascar o abacaxi", "encher linguiça", "dormir no ponto",
      "pôr a mão no fogo", "acordar com o pé esquerdo", "pegar no pé", "falar pelos cotovelos",
      "amigo da onça", "vender o peixe", "sair de fininho", "segurar vela", "pagar o pato",
      "tirar leite de pedra", "dar o bolo", "ficar em cima do muro", "pôr lenha na fogueira",
      "bicho de sete cabeças", "lágrimas de crocodilo", "chá de cadeira", "chá de sumiço",
      "galinha dos ovos de ouro", "comer mosca", "enfiar o pé na jaca", "arrastar a asa",
      "pendurar as chuteiras", "chorar sobre o leite derramado", "tapar o sol com a peneira",
      "conversa para boi dormir", "cair do cavalo", "vida de cachorro", "dar nome aos bois",
    ],
    dificil: [
      "procurar agulha no palheiro", "fazer tempestade em copo d'água",
      "com a faca e o queijo na mão", "cair como uma luva", "chover no molhado",
      "custar os olhos da cara", "dar o braço a torcer", "lavar a roupa suja",
      "de grão em grão, a galinha enche o papo", "mais vale um pássaro na mão do que dois voando",
      "casa de ferreiro, espeto de pau", "água mole em pedra dura, tanto bate até que fura",
      "em boca fechada não entra mosca", "a cavalo dado não se olham os dentes",
      "filho de peixe, peixinho é", "o gato subiu no telhado",
      "juntar a fome com a vontade de comer", "cor de burro quando foge", "ter o rei na barriga",
      "fazer vista grossa", "fazer um pé-de-meia", "pôr as barbas de molho",
      "fazer das tripas coração", "cheio de dedos", "cutucar a onça com vara curta",
      "ver o circo pegar fogo", "quem vê cara não vê coração", "dar a volta por cima",
      "botar a boca no trombone", "tirar o time de campo",
    ],
  },
  bebida: {
    facil: [
      "água", "café", "leite", "chá", "suco de laranja", "refrigerante", "cerveja", "vinho",
      "água de coco", "limonada", "chocolate quente", "milk-shake", "café com leite", "caipirinha",
      "chope", "suco de melancia", "vitamina de banana", "achocolatado",
    ],
    medio: [
      "guaraná", "chimarrão", "tereré", "caldo de cana", "espumante", "quentão", "batida de coco",
      "café expresso", "água com gás", "cachaça", "licor", "sangria", "vinho quente",
      "suco de uva", "chá gelado", "raspadinha", "vitamina de abacate", "suco de maracujá",
      "groselha", "café gelado", "água tônica",
    ],
    dificil: [
      "rabo de galo", "leite de onça", "cajuína", "caju amigo", "chá de boldo", "saquê",
      "cuba-libre", "vinho do Porto", "mate com limão", "limonada suíça", "chá de camomila",
      "suco de caju", "cerveja artesanal", "chope de vinho", "batida de amendoim",
      "coquetel de frutas", "mojito", "suco verde", "tubaína", "gemada",
      "drinque com guarda-chuvinha",
    ],
  },
};

/** "Pão de Açúcar" → "pao-de-acucar": a word's id is its slug (stable across list edits). */
export const wordId = slug;

export const words: readonly Word[] = CATEGORIES.flatMap((category) =>
  DIFFICULTIES.flatMap((difficulty) =>
    lists[category][difficulty].map((text) => ({ id: wordId(text), text, category, difficulty })),
  ),
);

const byId = new Map(words.map((w) => [w.id, w]));

export function wordById(id: string): Word | null {
  return byId.get(id) ?? null;
}

/** The word as shown on screen: first letter in capitals ("cara de pau" → "Cara de pau"). */
export function displayWord(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
}
