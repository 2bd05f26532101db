/** Characters a spreadsheet may read as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell, always quoted; a formula-looking value gets a leading `'` so it stays text. */
export const csvCell = (v: string | number | boolean | null) => {
  const s = v === null ? "" : String(v);
  return `"${(FORMULA_START.test(s) ? `'${s}` : s).replaceAll('"', '""')}"`;
};
