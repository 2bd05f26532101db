import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CategoryPicker, type PickerCategory } from "./category-picker";

type Id = "festa" | "viagem" | "trabalho" | "picante";
const categories: PickerCategory<Id>[] = [
  { id: "festa", name: "Festa", description: "Baladas.", icon: null },
  { id: "viagem", name: "Viagem", description: "Perrengues.", icon: null },
  { id: "trabalho", name: "Trabalho", description: "Escritório.", icon: null },
  {
    id: "picante",
    name: "Picante",
    description: "Flerte.",
    icon: null,
    adult: true,
    adultWarning: "Só para maiores de 18.",
  },
];

let latest: Id[] = [];
function Harness({ showAdult, initial }: { showAdult: boolean; initial: Id[] }) {
  const [chosen, setChosen] = useState<Id[]>(initial);
  latest = chosen;
  return (
    <MemoryRouter>
      <CategoryPicker
        categories={categories}
        chosen={chosen}
        showAdult={showAdult}
        onChange={(next) => {
          latest = next;
          setChosen(next);
        }}
      />
    </MemoryRouter>
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name: new RegExp(name) });
const show = (showAdult: boolean, initial: Id[] = ["festa"]) =>
  render(<Harness showAdult={showAdult} initial={initial} />);

afterEach(cleanup);

describe("CategoryPicker", () => {
  it("hides +18 categories while the profile's 18+ setting is off, and says where to turn it on", () => {
    show(false, ["festa", "picante"]);
    expect(screen.queryByRole("checkbox", { name: /Picante/ })).toBeNull();
    expect(screen.getAllByRole("checkbox")).toHaveLength(3);
    expect(screen.getByText(/desligado nos ajustes/).textContent).toContain("engrenagem");
  });

  it("asks the whole group before adding an +18 category", () => {
    show(true);
    fireEvent.click(box("Picante"));
    expect(screen.queryByRole("dialog", { name: "Liberar a categoria Picante?" })).not.toBeNull();
    expect(screen.queryByText("Só para maiores de 18.")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(box("Picante")).toHaveProperty("checked", false);
    expect(latest).toEqual(["festa"]);

    fireEvent.click(box("Picante"));
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    expect(box("Picante")).toHaveProperty("checked", true);
    expect(latest).toEqual(["festa", "picante"]);
  });

  it("mixes several categories, in the list's order", () => {
    show(false, ["trabalho"]);
    fireEvent.click(box("Festa"));
    fireEvent.click(box("Viagem"));
    expect(latest).toEqual(["festa", "viagem", "trabalho"]);
    fireEvent.click(box("Viagem"));
    expect(latest).toEqual(["festa", "trabalho"]);
  });

  it("keeps at least one category ticked and says why", () => {
    show(false, ["festa", "viagem"]);
    fireEvent.click(box("Viagem"));
    fireEvent.click(box("Festa"));
    expect(box("Festa")).toHaveProperty("checked", true);
    expect(latest).toEqual(["festa"]);
    expect(screen.queryByText(/Pelo menos uma categoria fica marcada/)).not.toBeNull();
    fireEvent.click(box("Trabalho"));
    expect(screen.queryByText(/Pelo menos uma categoria fica marcada/)).toBeNull();
  });

  it("asks for a choice when only a hidden +18 category was chosen", () => {
    show(false, ["picante"]);
    expect(screen.getAllByRole("checkbox").every((b) => !(b as HTMLInputElement).checked)).toBe(
      true,
    );
    expect(screen.queryByText("Escolha pelo menos uma categoria")).not.toBeNull();
  });
});
