import { Check, Eye, Hand } from "lucide-react";
import { Button } from "../../../ui/button";
import type { Contender, MaisProvavelView } from "../logic";
import { QuestionCard } from "./question-card";

const nameOf = (players: readonly Contender[], id: string | null) =>
  players.find((p) => p.id === id)?.name ?? "";

/**
 * The round on the phone passed around. Between two voters the screen is a hand-off (the question
 * and who has voted, never for whom); the voter whose turn it is says 'Sou eu' and sees the names.
 */
export function VotingView({
  view,
  holding,
  onHold,
  onVote,
  onReveal,
}: {
  view: MaisProvavelView;
  /** The voter whose turn it is has the phone and said so: the names are on screen. */
  holding: boolean;
  onHold(): void;
  onVote(target: string): void;
  onReveal(): void;
}) {
  const voter = view.next;
  const name = nameOf(view.players, voter);
  const votedCount = view.voted.length;
  const total = view.voters.length;
  const roundLine = `Rodada ${view.round} de ${view.rounds}`;

  if (holding && voter) {
    const choices = view.voters.filter((id) => id !== voter);
    return (
      <section aria-labelledby="mp-turn" className="grid content-start gap-5">
        <h2 id="mp-turn" className="text-center text-2xl font-black">
          Vez de {name} votar
        </h2>
        <QuestionCard view={view} label={roundLine} />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-center font-semibold text-muted">
            Toque em quem é mais provável (não vale votar em si mesmo)
          </legend>
          <div className="grid grid-cols-2 gap-3">
            {choices.map((id) => (
              <Button
                key={id}
                variant="secondary"
                className="min-h-16 text-lg break-words"
                data-testid="vote-option"
                onClick={() => onVote(id)}
              >
                <span className="min-w-0 truncate">{nameOf(view.players, id)}</span>
              </Button>
            ))}
          </div>
        </fieldset>
        <p className="text-center text-sm text-muted">
          Seu voto é secreto: depois de votar, passe o celular.
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="mp-handoff" className="grid content-start gap-5 short:gap-3">
      <QuestionCard view={view} label={roundLine} />
      <div className="grid gap-3 rounded-3xl border border-line bg-surface p-5 text-center short:gap-2 short:p-4">
        <Hand aria-hidden className="mx-auto size-10 text-brand short:hidden" />
        <h2 id="mp-handoff" className="text-2xl font-black short:text-xl">
          {votedCount === 0 ? `Vez de ${name} votar` : `Passe o celular para ${name}`}
        </h2>
        <p className="text-muted">
          {votedCount === 0
            ? "Leiam a pergunta em voz alta. Depois, só quem vota olha a tela."
            : `Só ${name} olha a tela agora. Ninguém vê os votos de ninguém.`}
        </p>
        <Button className="min-h-16 text-lg short:min-h-14" onClick={onHold}>
          <Eye aria-hidden className="size-5" /> Sou {name}: votar
        </Button>
      </div>
      <div className="grid gap-2">
        <p className="text-center text-sm font-semibold" data-testid="vote-progress">
          {votedCount} de {total} já votaram
        </p>
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Quem já votou">
          {view.voters.map((id) => {
            const done = view.voted.includes(id);
            return (
              <li
                key={id}
                className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm ${done ? "border-ok/60 text-ink" : "border-line text-muted"}`}
              >
                {done && <Check aria-hidden className="size-4 text-ok" />}
                {nameOf(view.players, id)}
                <span className="sr-only">{done ? ": já votou" : ": ainda não votou"}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {votedCount > 0 && (
        <Button variant="ghost" onClick={onReveal}>
          Revelar agora, com {votedCount} {votedCount === 1 ? "voto" : "votos"}
        </Button>
      )}
    </section>
  );
}
