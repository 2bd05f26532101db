import type { ScoreUnit } from "./score-unit";

/** What every game declares about itself; the catalogue, cards and filters read only this. */
export type GameKind = "cartas" | "desafios" | "sorte" | "desenho";

export interface GameManifest {
  id: string;
  name: string;
  /** One sentence for cards. */
  description: string;
  /** The sentence in 'sem álcool' mode, when `description` speaks of drinking. */
  soberDescription?: string;
  /** Default art, rasterised at build from art/icons/{id}.svg. */
  icon: string;
  banner: string;
  route: string;
  /** Where a game left unfinished on the device goes on ('Continuar'); defaults to `route`. */
  playRoute?: string;
  minPlayers: number;
  maxPlayers: number;
  kinds: GameKind[];
  /** Whether the game's screens exist yet; cards of unavailable games say "Em breve". */
  available: boolean;
  /** What a point is called on the results screen and the recap image. */
  scoreUnit: ScoreUnit;
  /** Featured tags shown on cards until an admin sets them ('Novo', 'Popular', ...). */
  tags?: FeaturedTag[];
}

export type FeaturedTag = "Novo" | "Popular" | "Em alta" | "+18";

export function defaultArt(id: string): Pick<GameManifest, "icon" | "banner"> {
  return { icon: `/icons/${id}.png`, banner: `/banners/${id}.jpg` };
}

/** The game's sentence in the group's drink mode. */
export function gameDescription(game: GameManifest, drinkMode: "alcool" | "sem-alcool"): string {
  return drinkMode === "sem-alcool"
    ? (game.soberDescription ?? game.description)
    : game.description;
}
