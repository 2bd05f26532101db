import type { MaisProvavelView } from "../logic";

/** The question of the round, with the round and its level. */
export function QuestionCard({
  view,
  label,
  compact = false,
}: {
  view: MaisProvavelView;
  label: string;
  compact?: boolean;
}) {
  if (!view.prompt) return null;
  return (
    <article
      key={view.prompt.id}
      className="card-in grid gap-3 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center shadow-xl"
    >
      <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-night/60 px-3 py-1 text-sm font-semibold text-brand">
        {label} · {view.prompt.level.name}
        {view.prompt.level.adult && (
          <span className="rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
        )}
      </p>
      <p
        className={`${compact ? "text-xl" : "text-2xl"} leading-snug font-bold text-balance [overflow-wrap:anywhere]`}
        data-testid="question"
      >
        {view.prompt.text}
      </p>
    </article>
  );
}
