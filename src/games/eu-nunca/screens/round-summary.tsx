/** What the last 'Confirmar' did, right under the card. */
export function RoundSummary({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <section
      aria-label="Resultado da carta"
      className="card-in grid gap-1 rounded-2xl border border-line bg-night/60 p-4"
      data-testid="round"
    >
      <h2 className="font-bold text-brand">{title}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
