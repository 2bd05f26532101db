import { useId, useState } from "react";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { ofRank, type Rank } from "../cards";
import { EFFECT_LABELS, type RankRule, RULE_EFFECTS, type RuleEffect } from "../presets";
import { cleanRule, MAX_TEXT_LENGTH, MAX_TITLE_LENGTH } from "../rule-settings";

const field = "min-h-12 w-full rounded-xl border border-line bg-night px-4";

/** Changes one rank's rule: title, one-line explanation and what it does to the tracker. */
export function RuleEditor({
  rank,
  rule,
  overwritesCustom,
  onSave,
  onClose,
}: {
  rank: Rank;
  rule: RankRule;
  overwritesCustom: boolean;
  onSave(rule: RankRule): void;
  onClose(): void;
}) {
  const [draft, setDraft] = useState(rule);
  const ids = { title: useId(), text: useId(), effect: useId() };
  const clean = cleanRule(draft);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Regra ${ofRank(rank)} (${rank})`}
      description={
        overwritesCustom
          ? "Salvar troca as suas regras personalizadas anteriores por estas."
          : "Vale para as quatro cartas desse valor."
      }
    >
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (clean) onSave(clean);
        }}
      >
        <label htmlFor={ids.title} className="grid gap-1 text-sm font-semibold">
          Nome da regra
          <input
            id={ids.title}
            value={draft.title}
            maxLength={MAX_TITLE_LENGTH}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            className={`${field} font-normal`}
          />
        </label>
        <label htmlFor={ids.text} className="grid gap-1 text-sm font-semibold">
          Como funciona
          <textarea
            id={ids.text}
            value={draft.text}
            maxLength={MAX_TEXT_LENGTH}
            rows={3}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
            className={`${field} py-3 font-normal`}
          />
        </label>
        <label htmlFor={ids.effect} className="grid gap-1 text-sm font-semibold">
          No painel “Em vigor”
          <select
            id={ids.effect}
            value={draft.effect}
            onChange={(e) => setDraft({ ...draft, effect: e.target.value as RuleEffect })}
            className={`${field} font-normal`}
          >
            {RULE_EFFECTS.map((effect) => (
              <option key={effect} value={effect}>
                {EFFECT_LABELS[effect]}
              </option>
            ))}
          </select>
        </label>
        {!clean && (
          <p role="alert" className="text-sm text-danger">
            Preencha o nome e a explicação.
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={!clean}>
            Salvar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
