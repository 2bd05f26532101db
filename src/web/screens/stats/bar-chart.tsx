/** A light SVG column chart; the numbers are also in a visually hidden table for screen readers. */
export function ColumnChart({
  data,
  label,
}: {
  data: { label: string; value: number }[];
  label: string;
}) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const w = 320;
  const h = 140;
  const gap = 4;
  const barW = (w - gap * (data.length - 1)) / Math.max(1, data.length);
  return (
    <figure className="relative grid gap-2">
      <svg viewBox={`0 0 ${w} ${h + 18}`} className="w-full" role="img" aria-label={label}>
        {data.map((d, i) => {
          const bh = Math.round((d.value / max) * h);
          const x = i * (barW + gap);
          return (
            <g key={d.label}>
              <rect
                x={x}
                y={h - bh}
                width={barW}
                height={Math.max(bh, 1)}
                rx={3}
                className="fill-brand"
              />
              {d.value > 0 && (
                <text
                  x={x + barW / 2}
                  y={h - bh - 3}
                  textAnchor="middle"
                  className="fill-ink text-[9px]"
                >
                  {d.value}
                </text>
              )}
              {i % 2 === 0 && (
                <text
                  x={x + barW / 2}
                  y={h + 13}
                  textAnchor="middle"
                  className="fill-muted text-[8px]"
                >
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* A table is never narrower than its cells: a 1 px clipping box holds it, or it escapes. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{d.label}</th>
                <td>{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** Horizontal bars with labels, for rankings. */
export function RankingBars({ data }: { data: { label: string; value: number }[] }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ol className="grid gap-2">
      {data.map((d) => (
        <li key={d.label} className="grid gap-1">
          <div className="flex justify-between text-sm">
            <span>{d.label}</span>
            <span className="text-muted">
              {d.value} {d.value === 1 ? "partida" : "partidas"}
            </span>
          </div>
          <div className="h-2.5 rounded-full bg-surface-2" aria-hidden>
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${(d.value / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
