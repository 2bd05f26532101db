import { Button } from "../../../ui/button";
import type { ChallengeKind } from "../content";
import { CHALLENGE_POINTS, DRINK_POINTS, type Outcome } from "../logic";

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The answers that fit the card: who it asks decides who the buttons score. */
export function AnswerButtons({
  kind,
  drinkLabel,
  current,
  other,
  onAnswer,
}: {
  kind: ChallengeKind;
  /** "Bebeu", or without alcohol "Pagou a prenda" / "Tomou um gole". */
  drinkLabel: string;
  current: string;
  other: string;
  onAnswer(outcome: Outcome): void;
}) {
  if (kind === "roda")
    return (
      <Button className="min-h-16 text-lg" onClick={() => onAnswer("feito")}>
        Feito! Próxima vez
      </Button>
    );
  type Choice = [Outcome, string];
  const [first, second]: [Choice, Choice] =
    kind === "duelo"
      ? [
          ["ganhou-jogador", `${current} ganhou +${CHALLENGE_POINTS}`],
          ["ganhou-outro", `${other} ganhou +${CHALLENGE_POINTS}`],
        ]
      : kind === "outro"
        ? [
            ["cumpriu", `${other} cumpriu +${CHALLENGE_POINTS}`],
            ["bebeu", `${other} ${lower(drinkLabel)} +${DRINK_POINTS}`],
          ]
        : [
            ["cumpriu", `Cumpriu +${CHALLENGE_POINTS}`],
            ["bebeu", `${drinkLabel} +${DRINK_POINTS}`],
          ];
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button className="min-h-16 text-lg" onClick={() => onAnswer(first[0])}>
        {first[1]}
      </Button>
      <Button
        variant={kind === "duelo" ? undefined : "secondary"}
        className="min-h-16 text-lg"
        onClick={() => onAnswer(second[0])}
      >
        {second[1]}
      </Button>
    </div>
  );
}
