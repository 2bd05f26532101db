import type { Rank } from "./cards";

/**
 * The rule of each rank, in three regional flavours. Texts say "bebe um gole" (never more); the
 * "sem álcool" mode rewrites those words (see soberText in logic.ts), so presets need no `alt`.
 */

/** What a card does to the tracker besides its text. */
export const RULE_EFFECTS = [
  "nenhum",
  "regra-geral",
  "regra-pessoal",
  "banheiro",
  "palavra-proibida",
] as const;
export type RuleEffect = (typeof RULE_EFFECTS)[number];

export const EFFECT_LABELS: Record<RuleEffect, string> = {
  nenhum: "Só o texto",
  "regra-geral": "Cria uma regra geral",
  "regra-pessoal": "Cria uma regra pessoal",
  banheiro: "Dá o passe do banheiro",
  "palavra-proibida": "Define a palavra proibida",
};

export interface RankRule {
  /** Two or three words, shown big on the card. */
  title: string;
  /** One line that explains the rule. */
  text: string;
  effect: RuleEffect;
}

export type RuleSet = Record<Rank, RankRule>;

export const PRESET_IDS = ["classica", "paulista", "nordeste"] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  id: PresetId;
  name: string;
  description: string;
  rules: RuleSet;
}

const plain = (title: string, text: string): RankRule => ({ title, text, effect: "nenhum" });

const classica: RuleSet = {
  A: plain("Você escolhe", "Quem tirou escolhe uma pessoa da roda para beber um gole."),
  "2": plain("Escolha dois", "Quem tirou escolhe duas pessoas, e cada uma bebe um gole."),
  "3": plain(
    "Pi",
    "Contem em roda a partir do 1, trocando os múltiplos de 3 e os números com 3 por “Pi”. Quem errar bebe um gole.",
  ),
  "4": plain("Eu nunca", "Quem tirou diz algo que nunca fez. Quem já fez bebe um gole."),
  "5": plain(
    "C, S ou composto",
    "Quem tirou escolhe: palavras com C, com S ou compostas. Cada um fala uma; quem repetir ou travar bebe um gole.",
  ),
  "6": plain(
    "Continência",
    "Até sair outro 6, quem tirou pode bater continência em silêncio. O último a imitar bebe um gole.",
  ),
  "7": plain(
    "Fui à feira",
    "“Fui à feira e comprei…”: cada um repete a lista e soma um item. Quem esquecer bebe um gole.",
  ),
  "8": {
    title: "Passe do banheiro",
    text: "Quem tirou guarda o passe do banheiro até sair outro 8. Quem for sem o passe bebe um gole na volta.",
    effect: "banheiro",
  },
  "9": {
    title: "Regra pessoal",
    text: "Quem tirou cria um poder só seu, como “quem bater na mesa depois de mim bebe um gole”.",
    effect: "regra-pessoal",
  },
  "10": {
    title: "Regra geral",
    text: "Quem tirou cria uma regra para a roda toda; quem quebrar bebe um gole. Valem no máximo duas.",
    effect: "regra-geral",
  },
  J: plain("Valete", "Quem se identifica como homem bebe um gole."),
  Q: plain("Dama", "Quem se identifica como mulher bebe um gole."),
  K: plain("Saúde!", "Todo mundo bebe um gole junto, e quem tirou puxa o brinde."),
};

const paulista: RuleSet = {
  A: plain("Aponta", "Quem tirou aponta alguém da roda, e essa pessoa bebe um gole."),
  "2": plain(
    "Parça",
    "Quem tirou escolhe um parça: até sair outro 2, quando um beber um gole, o outro ergue o copo em apoio e só acompanha se quiser.",
  ),
  "3": plain(
    "Pi",
    "Contagem em roda: quem cair num múltiplo de 3 ou num número com 3 diz “Pi”. Errou, bebe um gole.",
  ),
  "4": plain("Eu nunca", "Quem tirou solta um “Eu nunca…”. Quem já fez aquilo bebe um gole."),
  "5": {
    title: "Palavra proibida",
    text: "Quem tirou proíbe uma palavra, tipo “mano” ou “tipo”. Quem falar bebe um gole.",
    effect: "palavra-proibida",
  },
  "6": plain(
    "Continência",
    "A qualquer hora, quem tirou bate continência. O último da roda a copiar bebe um gole. Vale até o próximo 6.",
  ),
  "7": plain(
    "Fui à feira",
    "Cada pessoa repete a lista toda da feira e acrescenta um item. Errou a ordem ou esqueceu, bebe um gole.",
  ),
  "8": {
    title: "Banheiro liberado",
    text: "Quem tirou fica com o passe do banheiro até o próximo 8. Quem sair sem ele bebe um gole quando voltar.",
    effect: "banheiro",
  },
  "9": {
    title: "Regra pessoal",
    text: "Quem tirou ganha um poder só seu, como “quem me olhar nos olhos bebe um gole”.",
    effect: "regra-pessoal",
  },
  "10": {
    title: "Regra geral",
    text: "Quem tirou inventa uma regra para todo mundo. Quebrou, bebe um gole. Só duas valem ao mesmo tempo.",
    effect: "regra-geral",
  },
  J: plain("Esquerda", "A pessoa sentada à esquerda de quem tirou bebe um gole."),
  Q: plain("Direita", "A pessoa sentada à direita de quem tirou bebe um gole."),
  K: plain("Rodada", "Todo mundo bebe um gole, depois que quem tirou conta até três."),
};

const nordeste: RuleSet = {
  A: plain("É tu!", "Quem tirou diz “é tu!” e aponta alguém, que bebe um gole."),
  "2": plain("Dupla", "Quem tirou chama duas pessoas da roda, e as duas bebem um gole."),
  "3": plain(
    "Pi",
    "Contem em roda: nos múltiplos de 3 e nos números com 3, a pessoa diz “Pi”. Quem se enrolar bebe um gole.",
  ),
  "4": plain("Eu nunca", "Quem tirou conta algo que nunca fez na vida. Quem já fez bebe um gole."),
  "5": plain(
    "Repente",
    "Quem tirou canta um verso improvisado, e a pessoa à direita responde rimando. Quem travar bebe um gole.",
  ),
  "6": plain(
    "Continência",
    "Quem tirou bate continência quando quiser, até sair outro 6. Quem imitar por último bebe um gole.",
  ),
  "7": plain(
    "Fui à feira",
    "Na feira de São Joaquim: cada um repete o que já foi comprado e soma um item. Quem esquecer bebe um gole.",
  ),
  "8": {
    title: "Passe do banheiro",
    text: "O passe do banheiro é de quem tirou, até sair outro 8. Quem for sem o passe bebe um gole na volta.",
    effect: "banheiro",
  },
  "9": {
    title: "Regra pessoal",
    text: "Quem tirou cria uma regra só sua, como “quem me chamar pelo nome bebe um gole”.",
    effect: "regra-pessoal",
  },
  "10": {
    title: "Regra geral",
    text: "Quem tirou cria uma regra que vale para a roda toda; quem quebrar bebe um gole. Valem duas de cada vez.",
    effect: "regra-geral",
  },
  J: plain("Valete", "Quem se identifica como homem bebe um gole, e o resto da roda faz o brinde."),
  Q: plain("Dama", "Quem se identifica como mulher bebe um gole, e o resto da roda faz o brinde."),
  K: plain("Arrasta-pé", "Todo mundo bebe um gole, e quem tirou escolhe a próxima música."),
};

export const PRESETS: readonly Preset[] = [
  {
    id: "classica",
    name: "Clássica",
    description: "As regras mais conhecidas: Pi, Eu nunca, continência e companhia.",
    rules: classica,
  },
  {
    id: "paulista",
    name: "Paulista",
    description: "Com parça, palavra proibida e valete e dama pelos lugares da roda.",
    rules: paulista,
  },
  {
    id: "nordeste",
    name: "Nordeste",
    description: "Com repente no 5, feira de verdade no 7 e arrasta-pé no rei.",
    rules: nordeste,
  },
];

export function presetById(id: PresetId): Preset {
  return PRESETS.find((p) => p.id === id) ?? (PRESETS[0] as Preset);
}
