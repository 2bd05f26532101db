import { Hourglass } from "lucide-react";
import type { Player } from "../../../shared/schemas/player";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { fillPlaceholders, promptText } from "../../kit/prompt";
import { turnsLabel } from "../logic";
import { type ActiveRule, cardById } from "../table";
import { kindStyles } from "./card-kinds";

const nameOf = (players: readonly Player[], id: string | null | undefined) =>
  players.find((p) => p.id === id)?.name;

/** 'Regras em vigor': every rule still in force, with who drew it and how long it lasts. */
export function ActiveRules({
  rules,
  players,
  drinkMode,
  currentCardId,
}: {
  rules: readonly ActiveRule[];
  players: readonly Player[];
  drinkMode: DrinkMode;
  currentCardId: string | null;
}) {
  const { Icon, text } = kindStyles.regra;
  return (
    <section
      aria-labelledby="cards-active-rules"
      data-testid="active-rules"
      className="grid gap-2 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="cards-active-rules" className="flex items-center gap-2 font-bold">
        <Icon aria-hidden className={`size-5 ${text}`} /> Regras em vigor
        <span className="ml-auto rounded-full bg-surface-2 px-2 text-sm tabular-nums">
          {rules.length}
        </span>
      </h2>
      {rules.length === 0 ? (
        <p className="text-sm text-muted">
          Nenhuma por enquanto. As cartas de regra ficam aqui enquanto valem.
        </p>
      ) : (
        <ul className="grid gap-2">
          {rules.map((rule) => {
            const card = cardById(rule.cardId);
            if (!card) return null;
            const ruleText = fillPlaceholders(promptText(card, drinkMode), {
              jogador: nameOf(players, rule.ownerId) ?? "alguém",
              outro: nameOf(players, rule.otherId),
            });
            const last = rule.turnsLeft === 1;
            return (
              <li key={rule.cardId} className="grid gap-1 rounded-xl bg-surface-2 p-3">
                <p className="text-sm leading-snug">{ruleText}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                  <span
                    className={`inline-flex items-center gap-1 ${last ? "text-danger" : "text-muted"}`}
                  >
                    <Hourglass aria-hidden className="size-3.5" />
                    {last ? "Última jogada" : `Restam ${turnsLabel(rule.turnsLeft)}`}
                  </span>
                  {rule.cardId === currentCardId && (
                    <span className="rounded-full bg-sky-300 px-2 text-sky-950">Nova</span>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
