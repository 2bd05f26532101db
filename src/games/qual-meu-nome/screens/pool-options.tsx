import { Timer } from "lucide-react";
import { famousNames } from "../content";
import {
  expectedPoolSize,
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

const sourceLabels: Record<PoolSource, string> = {
  secretos: "Cada um escreve nomes secretos",
  lista: "Sortear da lista",
  ambos: "Os dois: nomes secretos e da lista",
};

/** Where the names come from, how many, and how long each turn lasts. */
export function PoolOptions({
  settings,
  people,
  onChange,
}: {
  settings: QualMeuNomeSettings;
  people: number;
  onChange(settings: QualMeuNomeSettings): void;
}) {
  const size = expectedPoolSize(settings, people);
  return (
    <section className="grid gap-5" aria-labelledby="qmn-pool-title">
      <div>
        <h2 id="qmn-pool-title" className="text-xl font-black">
          O pote de nomes
        </h2>
        <p className="text-sm text-muted">
          Os mesmos nomes voltam nas três rodadas. Valem famosos, personagens e até gente que a roda
          toda conhece.
        </p>
      </div>
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
          hint="Cada um digita os seus escondido e passa o celular."
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
          hint={`Sorteados entre ${famousNames.length} famosos, personagens e figuras históricas.`}
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
      <p
        className="rounded-2xl border border-line bg-surface p-3 text-center text-sm"
        aria-live="polite"
      >
        {size > 0 ? (
          <>
            O pote vai ter <strong className="text-brand">{size} nomes</strong>.
          </>
        ) : (
          "Adicione as pessoas dos times para ver o tamanho do pote."
        )}
      </p>
    </section>
  );
}
