import { animais } from "./themes/animais";
import { comidas } from "./themes/comidas";
import { esportes } from "./themes/esportes";
import { famosos } from "./themes/famosos";
import { filmesSeries } from "./themes/filmes-series";
import { lugares } from "./themes/lugares";
import { objetos } from "./themes/objetos";
import { personagens } from "./themes/personagens";
import { profissoes } from "./themes/profissoes";

export const THEME_IDS = [
  "famosos",
  "personagens",
  "animais",
  "filmes-series",
  "profissoes",
  "objetos",
  "comidas",
  "lugares",
  "esportes",
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export interface Theme {
  id: ThemeId;
  name: string;
  /** One line for the theme picker. */
  description: string;
  words: readonly string[];
}

/** Every theme of Quem Sou Eu; a word belongs to one theme only, so mixing never repeats it. */
export const themes: readonly Theme[] = [
  {
    id: "famosos",
    name: "Famosos brasileiros",
    description: "Craques, cantoras, atores e lendas da TV.",
    words: famosos,
  },
  {
    id: "personagens",
    name: "Personagens",
    description: "Da Turma da Mônica ao folclore, dos gibis às novelas.",
    words: personagens,
  },
  {
    id: "animais",
    name: "Animais",
    description: "Bichos da fauna brasileira e do mundo todo.",
    words: animais,
  },
  {
    id: "filmes-series",
    name: "Filmes e séries",
    description: "Clássicos do cinema, séries, novelas e programas de TV.",
    words: filmesSeries,
  },
  {
    id: "profissoes",
    name: "Profissões",
    description: "Quem trabalha com o quê: dá para imitar quase todas.",
    words: profissoes,
  },
  {
    id: "objetos",
    name: "Objetos",
    description: "Coisas de casa, da cozinha, da praia e da mochila.",
    words: objetos,
  },
  {
    id: "comidas",
    name: "Comidas",
    description: "Salgados, doces e pratos típicos de norte a sul.",
    words: comidas,
  },
  {
    id: "lugares",
    name: "Lugares",
    description: "Cartões-postais do Brasil e do mundo, e lugares do dia a dia.",
    words: lugares,
  },
  {
    id: "esportes",
    name: "Esportes e brincadeiras",
    description: "Modalidades, jogos de mesa e brincadeiras de rua.",
    words: esportes,
  },
];

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === "string" && (THEME_IDS as readonly string[]).includes(value);
}
