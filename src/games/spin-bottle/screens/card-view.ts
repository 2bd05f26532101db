import type { DrinkMode } from "../../../shared/schemas/profile";
import { fillPlaceholders, promptText } from "../../kit/prompt";
import type { BottleView } from "../logic";
import { kindLabel } from "./prompt-panel";

export interface CardView {
  /** The card with real names, in the group's drink mode. */
  text: string;
  /** What the live region reads out. */
  announcement: string;
}

/** Everything the screen says about the current card; nothing while the bottle still turns. */
export function cardView(view: BottleView, turning: boolean, drinkMode: DrinkMode): CardView {
  const { picked, card, phase, spinner } = view;
  const text = card
    ? fillPlaceholders(promptText(card.prompt, drinkMode), {
        jogador: picked?.name ?? "",
        outro: card.other?.name,
      })
    : "";
  const announcement = turning
    ? ""
    : picked && (phase === "prompt" || phase === "choose")
      ? `A garrafa apontou para ${picked.name}. ${card ? `${kindLabel(card.kind, drinkMode)}: ${text}` : "Verdade ou desafio?"}`
      : phase === "spin" && spinner
        ? `Vez de ${spinner.name} girar a garrafa.`
        : "";
  return { text, announcement };
}
