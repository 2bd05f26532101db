import { EyeOff, RefreshCw } from "lucide-react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { drinkText, type Mode, sipsFor } from "../rules";
import { CATEGORY_LABELS, DIFFICULTY_LABELS, displayWord, type Word } from "../words";
import { HoldToReveal } from "./hold-to-reveal";

/** 'Só o desenhista pode ver': the drawer holds the card to peek, may swap once, then starts. */
export function RevealPhase({
  word,
  drawer,
  mode,
  drinkMode,
  swapsLeft,
  seconds,
  onSwap,
  onGo,
}: {
  word: Word;
  drawer: string;
  mode: Mode;
  drinkMode: DrinkMode;
  swapsLeft: number;
  seconds: number;
  onSwap(): void;
  onGo(): void;
}) {
  return (
    <section className="card-in grid gap-5 short:gap-3" aria-labelledby="reveal-title">
      <div className="grid justify-items-center gap-2 text-center">
        <EyeOff aria-hidden className="size-8 text-accent" />
        <h2 id="reveal-title" className="text-2xl font-black">
          Só o desenhista pode ver
        </h2>
        <p className="text-muted">
          {drawer}, segure o cartão longe dos olhos do seu time. O resto, nada de espiar!
        </p>
      </div>
      <p className="flex flex-wrap justify-center gap-2 text-sm font-bold">
        <span className="max-w-full rounded-full bg-surface-2 px-3 py-1 [overflow-wrap:anywhere]">
          {word.deckName ?? CATEGORY_LABELS[word.category]}
        </span>
        <span className="rounded-full bg-surface-2 px-3 py-1">
          {DIFFICULTY_LABELS[word.difficulty]}
        </span>
      </p>
      <HoldToReveal key={word.id} word={displayWord(word.text)} />
      <p className="-mt-2 text-center text-sm text-muted">
        Se o time não acertar: {drinkText(sipsFor(word.difficulty), drinkMode)}.
      </p>
      <div className="grid gap-3 pb-[env(safe-area-inset-bottom)]">
        <Button onClick={onGo} className="min-h-14 text-lg">
          {mode === "desenho" ? "Começar a desenhar" : "Começar a mímica"} ({seconds} s)
        </Button>
        <Button variant="ghost" disabled={swapsLeft <= 0} onClick={onSwap}>
          <RefreshCw aria-hidden className="size-5" />
          {swapsLeft > 0 ? "Trocar palavra (1 vez)" : "Palavra já trocada"}
        </Button>
      </div>
    </section>
  );
}
