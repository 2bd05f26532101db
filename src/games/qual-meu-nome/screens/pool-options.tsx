import { FAMOUS_NAME_COUNT } from "../famous-count";
import { expectedPoolSize, type PoolSource, type QualMeuNomeSettings } from "../settings";
import { PoolChoices } from "./pool-choices";

const sourceLabels: Record<PoolSource, string> = {
  secretos: "Cada um escreve nomes secretos",
  lista: "Sortear da lista",
  ambos: "Os dois: nomes secretos e da lista",
};

/** The pool's choices, with how many names it will hold. */
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
      <PoolChoices
        settings={settings}
        sourceLabels={sourceLabels}
        hints={{
          perPerson: "Cada um digita os seus escondido e passa o celular.",
          list: `Sorteados entre ${FAMOUS_NAME_COUNT} famosos, personagens e figuras históricas.`,
        }}
        onChange={onChange}
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
