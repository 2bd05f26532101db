import { ChevronDown, Layers, Play, ScrollText } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../ui/button";
import { GameBlurb } from "../../kit/game-blurb";
import { PlayerSetup } from "../../kit/player-setup";
import { DECK_COUNTS, type Rank } from "../cards";
import { manifest } from "../manifest";
import { PRESETS } from "../presets";
import {
  activeRules,
  chooseDecks,
  choosePreset,
  editOverwritesCustom,
  editRule,
  type RuleSource,
  type SuecaSettings,
} from "../rule-settings";
import { RuleEditor } from "./rule-editor";
import { RuleList } from "./rule-list";

const chip = (on: boolean) =>
  `grid min-h-12 cursor-pointer place-items-center rounded-2xl border px-3 text-center font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${on ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface"}`;

/** Before the pile: which rules (preset or custom, editable), one or two decks, the players. */
export function SetupPhase({
  settings,
  resumable,
  canResume,
  onChange,
  onStart,
  onResume,
}: {
  settings: SuecaSettings;
  /** Cards left in the pile of the game in progress, or null when there is none. */
  resumable: number | null;
  canResume: boolean;
  onChange(settings: SuecaSettings): void;
  onStart(): void;
  onResume(): void;
}) {
  const [editing, setEditing] = useState<Rank | null>(null);
  const rules = activeRules(settings);
  const sources: { id: RuleSource; name: string; description: string }[] = [
    ...PRESETS,
    ...(settings.custom
      ? [
          {
            id: "personalizada" as const,
            name: "Minhas",
            description: "As regras que vocês editaram.",
          },
        ]
      : []),
  ];
  const chosen = sources.find((s) => s.id === settings.source);

  return (
    <div className="grid gap-6">
      <GameBlurb game={manifest} />

      {resumable !== null && (
        <section
          aria-labelledby="sueca-resume"
          className="grid gap-3 rounded-2xl border border-brand bg-surface-2 p-4"
        >
          <h2 id="sueca-resume" className="font-bold">
            Tem um baralho pela metade
          </h2>
          <p className="text-sm text-muted">
            {resumable === 1 ? "1 carta restante" : `${resumable} cartas restantes`}. As mudanças de
            regras e jogadores valem a partir da próxima carta.
          </p>
          <Button disabled={!canResume} onClick={onResume}>
            <Play aria-hidden className="size-5" /> Continuar a partida
          </Button>
        </section>
      )}

      <fieldset className="grid gap-3">
        <legend className="mb-2 flex items-center gap-2 text-lg font-bold">
          <ScrollText aria-hidden className="size-5 text-brand" /> Regras
        </legend>
        <div className={`grid gap-2 ${sources.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
          {sources.map((s) => (
            <label key={s.id} className={chip(s.id === settings.source)}>
              <input
                type="radio"
                name="sueca-rules"
                value={s.id}
                checked={s.id === settings.source}
                onChange={() => onChange(choosePreset(settings, s.id))}
                className="sr-only"
              />
              {s.name}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">{chosen?.description}</p>
        <details className="group rounded-2xl border border-line bg-surface-2 open:pb-3">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
            Ver e editar as 13 regras
            <ChevronDown
              aria-hidden
              className="size-5 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-2">
            <RuleList rules={rules} onEdit={setEditing} />
          </div>
        </details>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 flex items-center gap-2 text-lg font-bold">
          <Layers aria-hidden className="size-5 text-brand" /> Baralho
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {DECK_COUNTS.map((decks) => (
            <label key={decks} className={`${chip(decks === settings.decks)} min-h-16`}>
              <input
                type="radio"
                name="sueca-decks"
                value={decks}
                checked={decks === settings.decks}
                onChange={() => onChange(chooseDecks(settings, decks))}
                className="sr-only"
              />
              <span>
                {decks === 1 ? "1 baralho" : "2 baralhos"}
                <span className="block text-sm font-medium">{decks * 52} cartas</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <PlayerSetup game={manifest} onStart={onStart} />

      {editing && (
        <RuleEditor
          rank={editing}
          rule={rules[editing]}
          overwritesCustom={editOverwritesCustom(settings)}
          onSave={(rule) => {
            onChange(editRule(settings, editing, rule));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
