/** 'n/max' under a text field, so a length limit shows while typing instead of cutting silently. */
export function CharCount({ id, value, max }: { id: string; value: string; max: number }) {
  const full = value.length >= max;
  return (
    <p
      id={id}
      className={`text-right text-xs ${full ? "font-semibold text-accent" : "text-muted"}`}
    >
      {value.length}/{max}
      {full ? " · limite de caracteres" : ""}
    </p>
  );
}
