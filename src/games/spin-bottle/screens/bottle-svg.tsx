const body =
  "M-9-82L-9-48C-9-32-30-26-30-8L-30 70Q-30 82-18 82H18Q30 82 30 70L30-8C30-26 9-32 9-48L9-82Z";

/** The bottle's silhouette; it turns with the bottle but stays offset towards the same side. */
export function BottleShadowSvg() {
  return (
    <svg viewBox="-100 -100 200 200" className="size-full" aria-hidden>
      <path d={body} fill="#000" opacity={0.3} />
      <rect x={-12} y={-96} width={24} height={18} rx={5} fill="#000" opacity={0.3} />
    </svg>
  );
}

/** The bottle, neck up: the neck is what points. Drawn centred in a -100..100 box. */
export function BottleSvg() {
  return (
    <svg viewBox="-100 -100 200 200" className="size-full" aria-hidden>
      <defs>
        <linearGradient id="bottle-glass" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#15803d" />
          <stop offset="0.45" stopColor="#22c55e" />
          <stop offset="1" stopColor="#166534" />
        </linearGradient>
      </defs>
      <path d={body} fill="url(#bottle-glass)" stroke="#052e16" strokeWidth={2} />
      <rect x={-12} y={-96} width={24} height={18} rx={5} fill="#fbbf24" stroke="#1f1300" />
      <rect x={-30} y={16} width={60} height={38} fill="#f8f5ff" />
      <rect x={-30} y={25} width={60} height={8} fill="#f472b6" />
      <rect x={-22} y={-6} width={6} height={18} rx={3} fill="#fff" opacity={0.45} />
      <rect x={-22} y={58} width={6} height={14} rx={3} fill="#fff" opacity={0.35} />
    </svg>
  );
}
