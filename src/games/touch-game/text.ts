import type { DrinkMode } from "../../shared/schemas/profile";
import { joinNames } from "../kit/names";
import { fingerColor } from "./colors";
import { type ChooserState, type Mode, minFingers, teamLabel } from "./logic";

export const fingersWord = (n: number) => (n === 1 ? "1 dedo" : `${n} dedos`);

/** What the chosen ones do: drink, or drink water when playing without alcohol. */
export function chosenLabel(drinkMode: DrinkMode): string {
  return drinkMode === "sem-alcool" ? "Bebe água!" : "Bebe!";
}

/** The mode in a few words, for the buttons and the rules. */
export function modeSummary(mode: Mode): string {
  if (mode.kind === "many") return `${mode.count} pessoas bebem`;
  if (mode.kind === "teams") return `Divide em ${mode.teams} times`;
  return "Uma pessoa bebe";
}

/** The big line in the middle of the touch area and the hint under it. */
export function headline(state: ChooserState): { title: string; hint: string } {
  const n = Object.keys(state.fingers).length;
  const missing = minFingers(state.mode) - n;
  switch (state.phase) {
    case "waiting":
      return n === 0
        ? {
            title: "Todo mundo põe um dedo na tela",
            hint: "Quando ninguém mexer por 3 segundos, começa a contagem.",
          }
        : {
            title: `${fingersWord(n)} na tela`,
            hint: `${missing === 1 ? "Falta" : "Faltam"} mais ${fingersWord(missing)}.`,
          };
    case "settling":
      return {
        title: "Segurem firme!",
        hint: `${fingersWord(n)} na tela. Se alguém tirar ou puser um dedo, a espera recomeça.`,
      };
    case "countdown":
      return { title: String(state.remaining), hint: "Ninguém solta!" };
    case "chosen":
      return { title: "", hint: "" };
  }
}

const colorOf = (state: ChooserState, id: string) =>
  fingerColor(state.result?.[id]?.color ?? 0).name;

/** What the live region reads out: the count, the countdown and the result. */
export function announcement(state: ChooserState, drinkMode: DrinkMode): string {
  if (state.phase === "countdown") return `Contagem: ${state.remaining}`;
  if (state.phase !== "chosen" || !state.result) {
    const { title, hint } = headline(state);
    return `${title}. ${hint}`;
  }
  if (state.mode.kind === "teams") {
    const teams = state.mode.teams;
    const entries = Object.entries(state.result);
    return Array.from({ length: teams }, (_, t) => {
      const names = entries.filter(([, f]) => f.team === t).map(([id]) => colorOf(state, id));
      return `${teamLabel(t)}: ${joinNames(names)}.`;
    }).join(" ");
  }
  const names = state.chosen.map((id) => colorOf(state, id));
  const who = names.length === 1 ? `Dedo ${names[0]}` : `Dedos ${joinNames(names)}`;
  const verb = chosenLabel(drinkMode).replace("Bebe", names.length === 1 ? "bebe" : "bebem");
  return `${who}: ${verb}`;
}

/** The names mode's result line: "Bia bebe!", "Bia e Caio bebem água!". */
export function namesResult(names: readonly string[], drinkMode: DrinkMode): string {
  if (names.length === 0) return "";
  const verb = names.length === 1 ? "bebe" : "bebem";
  return `${joinNames(names)} ${verb}${drinkMode === "sem-alcool" ? " água" : ""}!`;
}
