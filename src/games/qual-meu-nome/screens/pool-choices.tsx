import { Timer } from "lucide-react";
import type { ReactNode } from "react";
import {
  LIST_COUNTS,
  NAMES_PER_PERSON,
  POOL_SOURCES,
  type PoolSource,
  type QualMeuNomeSettings,
  TURN_SECONDS,
  usesList,
  usesSecretNames,
} from "../settings";
import { ChoiceGroup } from "./choice-group";

/** What both the single phone and the room's lobby choose about the pool and the clock. */
export type PoolFields = Pick<
  QualMeuNomeSettings,
  "source" | "perPerson" | "listCount" | "turnSeconds"
>;

/** Where the names come from, how many, and how long each turn lasts. */
export function PoolChoices<S extends PoolFields>({
  settings,
  sourceLabels,
  hints = {},
  onChange,
}: {
  settings: S;
  /** How names are written differs: passing one phone around, or each on their own. */
  sourceLabels: Record<PoolSource, string>;
  hints?: { perPerson?: ReactNode; list?: ReactNode };
  onChange(settings: S): void;
}) {
  return (
    <>
      <ChoiceGroup
        legend="De onde vêm os nomes?"
        options={POOL_SOURCES}
        value={settings.source}
        columns="grid-cols-1"
        label={(s) => sourceLabels[s]}
        onChange={(source) => onChange({ ...settings, source })}
      />
      {usesSecretNames(settings) && (
        <ChoiceGroup
          legend="Nomes por pessoa"
          options={NAMES_PER_PERSON}
          value={settings.perPerson}
          columns="grid-cols-4"
          label={String}
          hint={hints.perPerson}
          onChange={(perPerson) => onChange({ ...settings, perPerson })}
        />
      )}
      {usesList(settings) && (
        <ChoiceGroup
          legend="Nomes da lista"
          options={LIST_COUNTS}
          value={settings.listCount}
          columns="grid-cols-4"
          label={String}
          hint={hints.list}
          onChange={(listCount) => onChange({ ...settings, listCount })}
        />
      )}
      <ChoiceGroup
        legend={
          <span className="inline-flex items-center gap-2">
            <Timer aria-hidden className="size-5 text-brand" /> Tempo de cada vez
          </span>
        }
        options={TURN_SECONDS}
        value={settings.turnSeconds}
        label={(s) => `${s} s`}
        onChange={(turnSeconds) => onChange({ ...settings, turnSeconds })}
      />
    </>
  );
}
