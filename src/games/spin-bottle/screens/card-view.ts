import type { Player, PlayerList } from "../../../shared/schemas/player";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { fillPlaceholders, promptText } from "../../kit/prompt";
import type { BottlePrompt } from "../content";
import { type BottleGame, type PromptKind, promptById } from "../rules";
import { kindLabel } from "./prompt-panel";

export interface CardView {
  picked: Player | null;
  found: { kind: PromptKind; prompt: BottlePrompt } | null;
  /** The card with real names, in the group's drink mode. */
  text: string;
  /** What the live region reads out. */
  announcement: string;
}

/** Everything the screen shows about the current card, from the game and the players. */
export function cardView(
  game: BottleGame | null,
  list: PlayerList,
  spinner: Player | null,
  drinkMode: DrinkMode,
): CardView {
  const picked = list.players.find((p) => p.id === game?.pickedId) ?? null;
  const found = game?.card ? promptById(game.card.promptId) : null;
  const other = list.players.find((p) => p.id === game?.card?.otherId);
  const text = found
    ? fillPlaceholders(promptText(found.prompt, drinkMode), {
        jogador: picked?.name ?? "",
        outro: other?.name,
      })
    : "";
  const phase = game?.phase;
  const announcement =
    picked && (phase === "prompt" || phase === "choose")
      ? `A garrafa apontou para ${picked.name}. ${found ? `${kindLabel(found.kind, drinkMode)}: ${text}` : "Verdade ou desafio?"}`
      : phase === "spin" && spinner
        ? `Vez de ${spinner.name} girar a garrafa.`
        : "";
  return { picked, found, text, announcement };
}
