import { Brush, Drama, Play } from "lucide-react";
import { useState } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { CustomDeckPicker, type DeckChoice } from "../../kit/custom-deck-picker";
import { GameBlurb } from "../../kit/game-blurb";
import { PlayInRoomLink } from "../../kit/play-in-room";
import { TeamEditor } from "../../kit/team-editor";
import { manifest } from "../manifest";
import { drinkText, MODE_LABELS, MODES, ROUND_SECONDS, SIPS, TARGETS } from "../rules";
import type { DesenhaSettings } from "../settings";
import { newTeam, TEAM_RULES, teamsProblem } from "../teams";
import { CATEGORY_CHOICES, CATEGORY_LABELS, DIFFICULTIES, DIFFICULTY_LABELS } from "../word-kinds";
import { ChoiceChips, ToggleChips } from "./choice-chips";
import { teamStyle } from "./team-style";

const modeIcon = { desenho: Brush, mimica: Drama } as const;

/** Mode, time, target, words and teams; 'Começar' starts a new game with them. */
export function SetupPhase({
  settings,
  deck,
  showAdult,
  drinkMode,
  canResume,
  onChange,
  onStart,
  onResume,
}: {
  settings: DesenhaSettings;
  /** The group's custom deck for this game, alone or mixed with the words chosen below. */
  deck: DeckChoice;
  showAdult: boolean;
  drinkMode: DrinkMode;
  /** A game is in progress: offer to go back to it (starting again zeroes the score). */
  canResume: boolean;
  onChange(settings: DesenhaSettings): void;
  onStart(): void;
  onResume(): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const alone = deck.chosen !== null && !deck.mixed;
  const set = (patch: Partial<DesenhaSettings>) => {
    onChange({ ...settings, ...patch });
    setProblem(null);
  };

  function start() {
    const why =
      settings.difficulties.length === 0 && !deck.chosen
        ? "Escolha pelo menos uma dificuldade"
        : teamsProblem(settings.teams);
    setProblem(why);
    if (!why) onStart();
  }

  return (
    <>
      <GameBlurb game={manifest} />
      {canResume && (
        <Button variant="secondary" onClick={onResume}>
          <Play aria-hidden className="size-5" /> Continuar a partida
        </Button>
      )}
      <PlayInRoomLink gameId={manifest.id} />
      <ChoiceChips
        legend="Modo"
        value={settings.mode}
        onChange={(mode) => set({ mode })}
        options={MODES.map((m) => {
          const Icon = modeIcon[m];
          return {
            value: m,
            label: (
              <>
                <Icon aria-hidden className="size-4" /> {MODE_LABELS[m]}
              </>
            ),
          };
        })}
        hint={
          settings.mode === "desenho"
            ? "Quem joga desenha na tela com o dedo."
            : "Sem tela de desenho: quem joga faz mímica, sem som."
        }
      />
      <ChoiceChips
        legend="Tempo por rodada"
        value={String(settings.seconds)}
        onChange={(v) => set({ seconds: Number(v) as DesenhaSettings["seconds"] })}
        options={ROUND_SECONDS.map((s) => ({ value: String(s), label: `${s} s` }))}
      />
      <ChoiceChips
        legend="Meta"
        value={String(settings.target)}
        onChange={(v) => set({ target: Number(v) as DesenhaSettings["target"] })}
        options={TARGETS.map((t) => ({ value: String(t), label: `${t} pontos` }))}
        hint="Cada palavra adivinhada vale 1 ponto. Chegou lá? Os outros times ainda jogam a vez deles."
      />
      <CustomDeckPicker game="desenha-e-bebe" choice={deck} showAdult={showAdult} noun="palavras" />
      {alone ? (
        <p className="-mt-2 text-sm text-muted">
          Não acertou uma palavra do baralho? O time bebe {drinkText(SIPS.medio, drinkMode)}.
        </p>
      ) : (
        <>
          <ChoiceChips
            legend="Categoria"
            value={settings.category}
            onChange={(category) => set({ category })}
            options={CATEGORY_CHOICES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
            hint={
              settings.category === "aleatorio" ? "Palavras de todas as categorias." : undefined
            }
          />
          <ToggleChips
            legend="Dificuldade"
            values={settings.difficulties}
            onChange={(difficulties) => set({ difficulties })}
            options={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
            hint={`Não acertou? O time bebe: fácil ${drinkText(SIPS.facil, "alcool")}, médio ${SIPS.medio}, difícil ${SIPS.dificil}${drinkMode === "sem-alcool" ? " (de água, ou uma prenda)" : ""}.`}
          />
        </>
      )}
      <TeamEditor
        teams={settings.teams}
        rules={TEAM_RULES}
        intro="Os times jogam na ordem da lista."
        newTeam={newTeam}
        colourOf={(team) => teamStyle[team.color]}
        onChange={(teams) => set({ teams })}
      />
      <div className="grid gap-2 pb-[env(safe-area-inset-bottom)]">
        <Button onClick={start} className="min-h-14 text-lg">
          Começar
        </Button>
        {canResume && (
          <p className="text-center text-sm text-muted">Começar de novo zera o placar.</p>
        )}
        {problem && (
          <p role="alert" className="text-center text-sm text-danger">
            {problem}
          </p>
        )}
      </div>
    </>
  );
}
