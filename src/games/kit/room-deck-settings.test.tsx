import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { RoomDeckSettings } from "./room-deck-settings";

type Id = "leve" | "medio" | "picante";
const options = [
  { id: "leve" as const, name: "Leve" },
  { id: "medio" as const, name: "Médio" },
  { id: "picante" as const, name: "Picante", adult: true },
];
const TARGETS = [30, 50, 100] as const;

let latest: { levels: Id[]; target: number } = { levels: [], target: 0 };
function Lobby({ showAdult, initial }: { showAdult: boolean; initial: Id[] }) {
  const [value, setValue] = useState({ levels: initial, target: 50 });
  latest = value;
  const set = (next: typeof value) => {
    latest = next;
    setValue(next);
  };
  return (
    <RoomDeckSettings
      deckLegend="Níveis"
      options={options}
      chosen={value.levels}
      showAdult={showAdult}
      noun="o nível"
      adultWarning="Só para maiores de 18."
      onDeck={(levels) => set({ ...value, levels })}
      countLegend="Meta de pontos"
      counts={TARGETS}
      count={TARGETS.find((t) => t === value.target) ?? 50}
      onCount={(target) => set({ ...value, target })}
    />
  );
}

const box = (name: RegExp) => screen.queryByRole("checkbox", { name }) as HTMLInputElement | null;
const show = (showAdult: boolean, initial: Id[] = ["leve"]) =>
  render(<Lobby showAdult={showAdult} initial={initial} />);

afterEach(cleanup);

describe("RoomDeckSettings", () => {
  it("offers no +18 option while the host's 18+ setting is off", () => {
    show(false);
    expect(box(/Picante/)).toBeNull();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("adds an +18 option only after the group's 'Todos topam'", () => {
    show(true);
    fireEvent.click(box(/Picante/) as HTMLInputElement);
    expect(screen.queryByRole("dialog", { name: "Liberar o nível Picante?" })).not.toBeNull();
    expect(screen.queryByText("Só para maiores de 18.")).not.toBeNull();
    expect(latest.levels).toEqual(["leve"]);
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(box(/Picante/)?.checked).toBe(false);
    expect(latest.levels).toEqual(["leve"]);

    fireEvent.click(box(/Picante/) as HTMLInputElement);
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    expect(box(/Picante/)?.checked).toBe(true);
    expect(latest.levels).toEqual(["leve", "picante"]);
  });

  it("takes the other options and the number at once, and keeps the last option ticked", () => {
    show(true, ["leve", "picante"]);
    fireEvent.click(box(/Médio/) as HTMLInputElement);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(latest.levels).toEqual(["leve", "picante", "medio"]);
    fireEvent.click(box(/Picante/) as HTMLInputElement);
    fireEvent.click(box(/Leve/) as HTMLInputElement);
    fireEvent.click(box(/Médio/) as HTMLInputElement);
    expect(latest.levels).toEqual(["medio"]);
    expect(box(/Médio/)?.checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "100" }));
    expect(latest.target).toBe(100);
  });
});
