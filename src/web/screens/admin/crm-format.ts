const relative = new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" });
const day = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short" });
const full = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** 'agora', 'há 5 minutos', 'ontem', 'há 3 meses'; 'nunca' when there is no date. */
export function timeAgo(iso: string | null, now: number): string {
  if (!iso) return "nunca";
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return "agora";
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), "year");
}

export const formatDay = (iso: string) => day.format(new Date(iso));
export const formatDateTime = (iso: string) => full.format(new Date(iso));
