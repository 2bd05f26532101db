import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

const button = (name: string) => app.page.getByRole("button", { name, exact: true });
const card = () => app.page.getByTestId("card");
const turn = () => app.page.getByTestId("turn").innerText();
const score = (name: string) => app.page.getByTestId(`score-${name}`).innerText();
/** The button that resolves the card on the table. */
const forward = async () =>
  button((await card().getAttribute("data-kind")) === "desafio" ? "Cumpriu" : "Próxima");

async function startGame() {
  await app.page.goto("/cards");
  await seedGames(app.page, 31);
  await app.page.getByText("20", { exact: true }).click();
  await addPlayers(app.page, ["Ana", "Bia", "Caio"]);
  await button("Começar").click();
  await card().waitFor();
}

describe("Cartas on the game engine", () => {
  it("a reload mid-turn shows the same card, rules in force, count and scores", async () => {
    await startGame();
    for (let i = 0; i < 3; i++) await tap(app.page, await forward());
    const text = await card().innerText();
    const rules = await app.page.getByTestId("active-rules").innerText();
    const scores = [await score("Ana"), await score("Bia"), await score("Caio")];
    await app.page.reload();
    await card().waitFor();
    expect(await card().innerText()).toBe(text);
    expect(await app.page.getByTestId("active-rules").innerText()).toBe(rules);
    await app.page.getByText("Carta 4 de 20", { exact: true }).waitFor();
    expect(await turn()).toContain("Ana");
    expect([await score("Ana"), await score("Bia"), await score("Caio")]).toEqual(scores);
  });

  it("two taps 80 ms apart on the card's answer play one card, not two", async () => {
    await startGame();
    const before = await gameVersion(app.page);
    await doubleTap(app.page, await forward());
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land
    expect(await gameVersion(app.page)).toBe(before + 1);
    await app.page.getByText("Carta 2 de 20", { exact: true }).waitFor();
    expect(await turn()).toContain("Bia");
    // Positive control: a deliberate tap plays Bia's card.
    await tap(app.page, await forward());
    await app.page.getByText("Carta 3 de 20", { exact: true }).waitFor();
    expect(await gameVersion(app.page)).toBe(before + 2);
  });

  it("'Encerrar' asks before ending the game", async () => {
    await startGame();
    await armed(app.page);
    await button("Encerrar").click();
    await app.page.getByRole("dialog", { name: "Encerrar a partida?" }).waitFor();
    await button("Continuar jogando").click();
    await app.page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await card().count()).toBe(1);
    await button("Encerrar").click();
    await button("Encerrar agora").click();
    await app.page.getByRole("heading", { name: /venceu!$|^Empate entre / }).waitFor();
  });
});
