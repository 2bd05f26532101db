import { DoorOpen } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../ui/button";
import type { RuleEffect } from "../presets";
import { MAX_RULE_LENGTH, MAX_WORD_LENGTH } from "../tracker";

const copy: Partial<
  Record<RuleEffect, { label: string; placeholder: string; submit: string; max: number }>
> = {
  "regra-geral": {
    label: "Qual é a nova regra geral?",
    placeholder: "Ex.: proibido falar nomes",
    submit: "Criar regra",
    max: MAX_RULE_LENGTH,
  },
  "regra-pessoal": {
    label: "Qual é a regra pessoal de",
    placeholder: "Ex.: quem rir de mim bebe",
    submit: "Salvar regra",
    max: MAX_RULE_LENGTH,
  },
  "palavra-proibida": {
    label: "Qual palavra fica proibida?",
    placeholder: "Ex.: tipo",
    submit: "Proibir",
    max: MAX_WORD_LENGTH,
  },
};

/** What the face-up card asks the table to write down: a rule or a forbidden word. */
export function CardAction({
  effect,
  drawerName,
  onSubmit,
  onSkip,
}: {
  effect: RuleEffect;
  drawerName: string;
  onSubmit(text: string): void;
  onSkip(): void;
}) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const c = copy[effect];
  if (!c) return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (draft.trim()) onSubmit(draft);
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-2 rounded-2xl border border-brand bg-surface-2 p-4"
      data-testid="card-action"
    >
      <label htmlFor={inputId} className="font-bold">
        {effect === "regra-pessoal" ? `${c.label} ${drawerName}?` : c.label}
      </label>
      <input
        id={inputId}
        value={draft}
        maxLength={c.max}
        placeholder={c.placeholder}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(e) => setDraft(e.target.value)}
        className="min-h-12 min-w-0 rounded-xl border border-line bg-night px-4"
      />
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <Button variant="ghost" onClick={onSkip}>
          Sem regra
        </Button>
        <Button type="submit" disabled={!draft.trim()}>
          {c.submit}
        </Button>
      </div>
    </form>
  );
}

/** The 8: who now holds the bathroom pass. */
export function PassNotice({ holder }: { holder: string }) {
  return (
    <p className="flex items-center gap-2 rounded-2xl border border-line bg-surface p-3 text-sm">
      <DoorOpen aria-hidden className="size-5 shrink-0 text-brand" />
      <span>
        O passe do banheiro agora é de <strong>{holder}</strong>.
      </span>
    </p>
  );
}
