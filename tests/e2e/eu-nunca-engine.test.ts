import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

const button = (name: string) => app.page.getByRole("button", { name, exact: true });
const statement = () => app.page.getByTestId("statement").innerText();
const progress = () => app.page.getByTestId("progress").innerText();
const tile = (name: string) => app.page.getByRole("button", { name: new RegExp(`^${name},`) });
const fingers = async () =>
  Promise.all(["Ana", "Bia", "Caio"].map((n) => tile(n).getAttribute("aria-label")));

async function startGame() {
  await app.page.goto("/eu-nunca/categorias");
  await seedGames(app.page, 77);
  await button("Escolher jogadores").click();
  await app.page.waitForURL(/\/eu-nunca\/jogadores$/);
  await app.page.getByLabel(/Dedos por jogador/).fill("3");
  await addPlayers(app.page, ["Ana", "Bia", "Caio"]);
  await button("Começar").click();
  await app.page.waitForURL(/\/eu-nunca\/jogo$/);
  await app.page.getByTestId("statement").waitFor();
}

describe("Eu Nunca on the game engine", () => {
  it("a reload keeps the statement, the marks and every player's fingers", async () => {
    await startGame();
    await tile("Ana").click();
    await tap(app.page, button("Confirmar"));
    await tap(app.page, button("Próxima"));
    await tile("Bia").click();
    const card = await statement();
    const before = await fingers();
    expect(before).toEqual(["Ana, 2 de 3 dedos", "Bia, 3 de 3 dedos", "Caio, 3 de 3 dedos"]);
    await app.page.reload();
    await app.page.getByTestId("statement").waitFor();
    expect(await statement()).toBe(card);
    expect(await progress()).toMatch(/^Carta 2 de \d+$/);
    expect(await fingers()).toEqual(before);
    expect(await tile("Bia").getAttribute("aria-pressed")).toBe("true");
    // Leaving and coming back through the start screen keeps it all.
    await app.page.goto("/eu-nunca/categorias");
    await button("Continuar a partida").click();
    await app.page.waitForURL(/\/eu-nunca\/jogo$/);
    expect(await statement()).toBe(card);
  });

  it("two taps 80 ms apart on 'Confirmar' confirm once and do not skip the next card", async () => {
    await startGame();
    await tile("Ana").click();
    const before = await gameVersion(app.page);
    await doubleTap(app.page, button("Confirmar"));
    await app.page.getByTestId("round").waitFor();
    await armed(app.page); // the second tap had its chance to land on 'Próxima'
    expect(await gameVersion(app.page)).toBe(before + 1);
    expect(await progress()).toMatch(/^Carta 1 de \d+$/);
    expect(await fingers()).toEqual([
      "Ana, 2 de 3 dedos",
      "Bia, 3 de 3 dedos",
      "Caio, 3 de 3 dedos",
    ]);
    // Positive control: a deliberate tap on 'Próxima' moves on.
    await tap(app.page, button("Próxima"));
    expect(await progress()).toMatch(/^Carta 2 de \d+$/);
  });
});
