import { useState } from "react";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { MAX_GENERAL_RULES, type TrackedRule } from "../tracker";

/** Two general rules already: the table picks which one gives way (the oldest is suggested). */
export function DropRuleDialog({
  rules,
  newRule,
  onConfirm,
  onCancel,
}: {
  /** The rules in force, oldest first; null when the dialog is closed. */
  rules: readonly TrackedRule[] | null;
  newRule: string;
  onConfirm(dropId: string): void;
  onCancel(): void;
}) {
  const oldest = rules?.[0]?.id ?? "";
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = rules?.some((r) => r.id === choice) ? (choice as string) : oldest;

  return (
    <Dialog
      open={rules !== null}
      onOpenChange={(open) => {
        if (!open) {
          setChoice(null);
          onCancel();
        }
      }}
      title="Qual regra sai?"
      description={`Só valem ${MAX_GENERAL_RULES} regras gerais por vez. A nova, “${newRule}”, entra no lugar de:`}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">Regra que sai</legend>
        {rules?.map((r, i) => (
          <label
            key={r.id}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${r.id === chosen ? "border-brand bg-surface-2" : "border-line"}`}
          >
            <input
              type="radio"
              name="sueca-drop"
              checked={r.id === chosen}
              onChange={() => setChoice(r.id)}
              className="size-5 accent-amber-400"
            />
            <span className="grid">
              <span className="font-semibold">{r.text}</span>
              {i === 0 && <span className="text-xs text-muted">A mais antiga</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setChoice(null);
            onCancel();
          }}
        >
          Cancelar
        </Button>
        <Button
          onClick={() => {
            setChoice(null);
            onConfirm(chosen);
          }}
        >
          Trocar
        </Button>
      </div>
    </Dialog>
  );
}
