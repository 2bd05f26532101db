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
});
