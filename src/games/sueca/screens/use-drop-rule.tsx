import { type ReactNode, useState } from "react";
import { cleanText, isGeneralFull, type Tracker } from "../tracker";
import { DropRuleDialog } from "./drop-rule-dialog";

/**
 * Adding a general rule: straight in below the cap; at the cap, first the dialog that asks which
 * rule gives way. Returns the add function and the dialog to render.
 */
export function useDropRule(
  tracker: Tracker | null,
  onAdd: (text: string, dropId: string | null) => void,
): { add(text: string): void; dialog: ReactNode } {
  const [pending, setPending] = useState<string | null>(null);

  function add(text: string) {
    if (!tracker || !cleanText(text)) return;
    if (isGeneralFull(tracker)) setPending(cleanText(text));
    else onAdd(text, null);
  }

  const dialog = (
    <DropRuleDialog
      rules={pending !== null && tracker ? tracker.general : null}
      newRule={pending ?? ""}
      onConfirm={(dropId) => {
        if (pending !== null) onAdd(pending, dropId);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { add, dialog };
}
