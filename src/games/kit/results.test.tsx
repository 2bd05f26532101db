import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Results } from "./results";

afterEach(cleanup);

describe("Results", () => {
  it("says each score with the game's unit in the right number", () => {
    render(
      <Results
        gameName="Cara ou Coroa"
        ranking={[
          { name: "Bia", points: 2 },
          { name: "Ana", points: 1 },
          { name: "Caio", points: 0 },
          { name: "Duda", points: 1 },
        ]}
        unit={{ one: "acerto", other: "acertos" }}
        sound={false}
        vibration={false}
        onPlayAgain={() => {}}
        onExit={() => {}}
      />,
    );
    const podium = screen.getByRole("list", { name: "Pódio" }).textContent ?? "";
    expect(podium).toContain("Bia2 acertos");
    expect(podium).toContain("Ana1 acerto");
    expect(podium).not.toContain("1 acertos");
    expect(podium).toContain("Caio0 acertos");
    const rest = screen.getAllByRole("list").find((l) => l.getAttribute("start") === "4");
    expect(rest?.textContent).toBe("4º Duda1 acerto");
  });

  it("shares places on a tie and names everyone at the top", () => {
    render(
      <Results
        gameName="Girar a Garrafa"
        ranking={[
          { name: "Bia", points: 2 },
          { name: "Ana", points: 2 },
          { name: "Caio", points: 1 },
          { name: "Duda", points: 1 },
        ]}
        unit={{ one: "ponto", other: "pontos" }}
        sound={false}
        vibration={false}
        onPlayAgain={() => {}}
        onExit={() => {}}
      />,
    );
    expect(screen.queryByRole("heading", { name: "Empate entre Bia e Ana" })).not.toBeNull();
    const podium = screen.getByRole("list", { name: "Pódio" });
    expect([...podium.children].map((li) => li.textContent)).toEqual([
      "Bia2 pontosAna2 pontos1º",
      "Caio1 pontoDuda1 ponto3º",
    ]);
    expect(screen.getByRole("listitem", { name: "3º lugar" }).textContent).toContain("Duda");
    expect(screen.getAllByRole("list").some((l) => l.hasAttribute("start"))).toBe(false);
  });

  const renderRanking = (ranking: { name: string; points: number }[]) =>
    render(
      <Results
        gameName="Saideira"
        ranking={ranking}
        unit={{ one: "ponto", other: "pontos" }}
        sound={false}
        vibration={false}
        onPlayAgain={() => {}}
        onExit={() => {}}
      />,
    );

  it("puts all four of a four-way tie on the first step", () => {
    renderRanking([
      { name: "Ana", points: 3 },
      { name: "Bia", points: 3 },
      { name: "Caio", points: 3 },
      { name: "Duda", points: 3 },
      { name: "Edu", points: 1 },
    ]);
    const podium = screen.getByRole("list", { name: "Pódio" });
    expect([...podium.children].map((li) => li.getAttribute("aria-label"))).toEqual(["1º lugar"]);
    expect(podium.textContent).toBe("Ana3 pontosBia3 pontosCaio3 pontosDuda3 pontos1º");
    const rest = screen.getAllByRole("list").find((l) => l.hasAttribute("start"));
    expect(rest?.getAttribute("start")).toBe("5");
    expect(rest?.textContent).toBe("5º Edu1 ponto");
  });

  it("keeps a tied third on the podium", () => {
    renderRanking([
      { name: "Ana", points: 5 },
      { name: "Bia", points: 4 },
      { name: "Caio", points: 2 },
      { name: "Duda", points: 2 },
      { name: "Edu", points: 1 },
    ]);
    const third = screen.getByRole("listitem", { name: "3º lugar" });
    expect(third.textContent).toBe("Caio2 pontosDuda2 pontos3º");
    const rest = screen.getAllByRole("list").find((l) => l.hasAttribute("start"));
    expect(rest?.textContent).toBe("5º Edu1 ponto");
  });

  it("wraps long team names on the podium instead of cutting them", () => {
    renderRanking([{ name: "Time Amarelo da Esquina", points: 1 }]);
    const name = screen.getByText("Time Amarelo da Esquina");
    expect(name.className).not.toContain("truncate");
    expect(name.className).toContain("break-words");
    expect(screen.getByRole("list", { name: "Pódio" }).textContent).toContain("1 ponto");
  });
});
