import { Flame, MessageCircleQuestionMark } from "lucide-react";
import { useEffect, useRef } from "react";
import { revealInView } from "../../kit/in-view";
import type { PromptKind } from "../rules";
import { PickedHeading } from "./prompt-panel";

/** 'Quem cai escolhe' mode: the chosen player picks Verdade or Desafio. */
export function ChoosePanel({
  pickedName,
  onChoose,
}: {
  pickedName: string;
  onChoose(kind: PromptKind): void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const big =
    "grid min-h-28 place-items-center content-center gap-1 rounded-3xl bg-gradient-to-br p-4 text-night shadow-xl transition hover:brightness-110 active:scale-[0.97]";
  return (
    <section
      ref={revealInView}
      className="grid gap-4"
      aria-label={`Escolha de ${pickedName}`}
      data-testid="result"
    >
      <PickedHeading name={pickedName} />
      <p className="-mt-2 text-center text-muted">{pickedName}, verdade ou desafio?</p>
      <div className="grid grid-cols-2 gap-3">
        <button
          ref={first}
          type="button"
          onClick={() => onChoose("verdade")}
          className={`${big} from-cyan-300 to-sky-500`}
        >
          <MessageCircleQuestionMark aria-hidden className="size-9" />
          <span className="text-2xl font-black">Verdade</span>
        </button>
        <button
          type="button"
          onClick={() => onChoose("desafio")}
          className={`${big} from-accent to-orange-400`}
        >
          <Flame aria-hidden className="size-9" />
          <span className="text-2xl font-black">Desafio</span>
        </button>
      </div>
    </section>
  );
}
