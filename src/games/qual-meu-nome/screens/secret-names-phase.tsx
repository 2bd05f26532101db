import { useState } from "react";
import { Button } from "../../../ui/button";
import { PersonEntry } from "./person-entry";

export interface Writer {
  name: string;
  team: string;
}

/** Pass the phone: one screen per person, each typing their names where nobody else sees. */
export function SecretNamesPhase({
  writers,
  perPerson,
  onDone,
  onCancel,
}: {
  writers: readonly Writer[];
  perPerson: number;
  onDone(names: string[]): void;
  onCancel(): void;
}) {
  const [index, setIndex] = useState(0);
  const [names, setNames] = useState<string[]>([]);
  const writer = writers[index];
  if (!writer) return null;

  return (
    <div className="grid gap-4">
      <PersonEntry
        key={index}
        person={writer.name}
        team={writer.team}
        position={index + 1}
        total={writers.length}
        perPerson={perPerson}
        taken={names}
        onReady={(mine) => {
          const all = [...names, ...mine];
          if (index + 1 >= writers.length) return onDone(all);
          setNames(all);
          setIndex(index + 1);
          window.scrollTo({ top: 0 });
        }}
      />
      <Button variant="ghost" onClick={onCancel} className="text-sm text-muted">
        Voltar aos times
      </Button>
    </div>
  );
}
