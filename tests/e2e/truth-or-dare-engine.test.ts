import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, doubleTap, gameVersion, startWithPlayers, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

const button = (name: string | RegExp) =>
  app.page.getByRole("button", { name, exact: typeof name === "string" });
const turn = () => app.page.getByTestId("turn").innerText();
const score = (name: string) => app.page.getByTestId(`score-${name}`).innerText();

async function startGame(names: string[]) {
  await startWithPlayers(app.page, "/truth-or-dare", names, 2027);
  await button("Verdade").waitFor();
}

describe("Verdade ou Desafio on the game engine", () => {
  it("a reload mid-turn shows the same card, turn and scores", async () => {
    await startGame(["Ana", "Bia", "Caio"]);
    await tap(app.page, button("Verdade"));
    await tap(app.page, button("Cumpriu +10"));
    await tap(app.page, button("Desafio"));
    const card = await app.page.getByTestId("prompt").innerText();
    await app.page.reload();
    await app.page.getByTestId("prompt").waitFor();
    expect(await app.page.getByTestId("prompt").innerText()).toBe(card);
    expect(await turn()).toContain("Bia");
    expect(await score("Ana")).toBe("10 pontos");
    expect(await score("Bia")).toBe("0 pontos");
    // Leaving and coming back keeps the card too.
    await app.page.goto("/game-modes");
    await app.page.goto("/truth-or-dare");
    expect(await app.page.getByTestId("prompt").innerText()).toBe(card);
  });

  it("two taps 80 ms apart on 'Cumpriu' play one turn: the next player's card is not drawn", async () => {
    await startGame(["Ana", "Bia", "Caio"]);
    await tap(app.page, button("Desafio"));
    const before = await gameVersion(app.page);
    await doubleTap(app.page, button("Cumpriu +10"));
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land on 'Verdade' or 'Desafio'
    expect(await gameVersion(app.page)).toBe(before + 1);
    expect(await score("Ana")).toBe("10 pontos");
    expect(await turn()).toContain("Bia");
    expect(await app.page.getByTestId("prompt").count()).toBe(0);
    // Positive control: Bia's deliberate tap does draw her card.
    await tap(app.page, button("Verdade"));
    await app.page.getByTestId("prompt").waitFor();
    expect(await gameVersion(app.page)).toBe(before + 2);
  });

  it("removing the player whose turn it is, mid-game, passes the turn and keeps the scores", async () => {
    await startGame(["Ana", "Bia", "Caio"]);
    await tap(app.page, button("Verdade"));
    await tap(app.page, button("Cumpriu +10"));
    await button(/Mudar jogadores/).click();
    await button("Remover Bia").click();
    await app.page.getByPlaceholder("Nome do jogador").fill("Duda");
    await button("Adicionar").click();
    await tap(app.page, button("Continuar a partida"));
    expect(await turn()).toContain("Caio");
    expect(await score("Ana")).toBe("10 pontos");
    expect(await score("Duda")).toBe("0 pontos");
    expect(await app.page.getByTestId("score-Bia").count()).toBe(0);
  });
});
