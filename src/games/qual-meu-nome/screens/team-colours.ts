import { normalise } from "../../content-check";
import { TEAM_COLOURS } from "../teams";

export interface TeamColour {
  dot: string;
  text: string;
  border: string;
}

const palette: readonly TeamColour[] = [
  { dot: "bg-sky-400", text: "text-sky-300", border: "border-sky-400" },
  { dot: "bg-pink-400", text: "text-pink-300", border: "border-pink-400" },
  { dot: "bg-emerald-400", text: "text-emerald-300", border: "border-emerald-400" },
  { dot: "bg-orange-400", text: "text-orange-300", border: "border-orange-400" },
];

/** A team named after a colour wears it; any other name wears its slot's colour. */
export function teamColour(name: string, index: number): TeamColour {
  const byName = TEAM_COLOURS.findIndex((c) => normalise(c) === normalise(name));
  return palette[byName >= 0 ? byName : index % palette.length] ?? (palette[0] as TeamColour);
}
