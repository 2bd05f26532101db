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
    expect(screen.getByRole("heading", { name: "Empate entre Bia e Ana" })).toBeTruthy();
    const podium = screen.getByRole("list", { name: "Pódio" });
    expect([...podium.children].map((li) => li.textContent)).toEqual([
      "Bia2 pontos1º",
      "Ana2 pontos1º",
      "Caio1 ponto3º",
    ]);
    const rest = screen.getAllByRole("list").find((l) => l.getAttribute("start") === "4");
    expect(rest?.textContent).toBe("3º Duda1 ponto");
  });
});
