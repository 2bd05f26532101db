import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

const button = (name: string | RegExp) => app.page.getByRole("button", { name, exact: true });
const card = async () => (await app.page.getByTestId("name-card").innerText()).trim();
const turnScore = () => app.page.getByTestId("turn-score").innerText();
const seconds = async () => Number(await app.page.getByRole("timer").innerText());

/** Two teams of two on the setup screen, the names from the list (or typed), 30 s a turn. */
async function setUp(source: "Sortear da lista" | "Cada um escreve nomes secretos") {
  await app.page.goto("/qual-meu-nome");
  await seedGames(app.page, 777);
  for (const [team, names] of [
    ["Time Azul", ["Ana", "Bia"]],
    ["Time Rosa", ["Caio", "Duda"]],
  ] as const) {
    const input = app.page.getByLabel(`Nova pessoa no ${team}`);
    for (const name of names) {
      await input.fill(name);
      await input.press("Enter");
    }
  }
  await app.page.getByText(source).click();
  if (source === "Sortear da lista") await app.page.getByText("10", { exact: true }).click();
  else await app.page.getByText("2", { exact: true }).click();
  await app.page.getByText("30 s", { exact: true }).click();
  await button("Começar").click();
  await app.page.waitForURL(/\/qual-meu-nome\/play$/);
}

async function toTurn() {
  await setUp("Sortear da lista");
  await tap(app.page, button("Começar a rodada"));
  await tap(app.page, button("Começar a vez"));
}

describe("Qual Meu Nome on the game engine", () => {
  it("a reload mid-turn shows the same name, score and clock; 'Continuar' brings it back", async () => {
    await toTurn();
    await tap(app.page, button("Acertou"));
    const name = await card();
    const before = { seconds: await seconds(), at: Date.now() };
    await app.page.reload();
    await app.page.getByTestId("name-card").waitFor();
    expect(await card()).toBe(name);
    expect(await turnScore()).toBe("+1 nesta vez");
    const expected = before.seconds - (Date.now() - before.at) / 1000;
    expect(Math.abs((await seconds()) - expected)).toBeLessThanOrEqual(1);
    // Leaving and coming back through the start screen keeps the turn.
    await app.page.goto("/qual-meu-nome");
    await button("Continuar a partida").click();
    await app.page.waitForURL(/\/qual-meu-nome\/play$/);
    expect(await card()).toBe(name);
    expect(await turnScore()).toBe("+1 nesta vez");
  });

  it("a reload while the names are typed keeps the names typed so far", async () => {
    await setUp("Cada um escreve nomes secretos");
    await app.page.getByLabel("Nome secreto 1").fill("Minha avó");
    await app.page.getByLabel("Nome secreto 2").fill("Pelé");
    await tap(app.page, button("Pronto, passe o celular"));
    await app.page.getByRole("heading", { name: "Vez de Bia" }).waitFor();
    await app.page.getByLabel("Nome secreto 1").fill("pele");
    await app.page.reload();
    await app.page.getByRole("heading", { name: "Vez de Bia" }).waitFor();
    expect(await app.page.getByLabel("Nome secreto 1").inputValue()).toBe("pele");
    await app.page.getByLabel("Nome secreto 2").fill("Xuxa");
    await armed(app.page);
    await button("Pronto, passe o celular").click();
    // Ana's name is refused without saying it was hers.
    await app.page.getByText("Esse nome não pode ser usado. Escolha outro!").waitFor();
    expect(await app.page.locator("main").innerText()).not.toContain("Pelé");
  });

  it("two taps 80 ms apart on 'Acertou' score one name, not two", async () => {
    await toTurn();
    const before = await gameVersion(app.page);
    const first = await card();
    await doubleTap(app.page, button("Acertou"));
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land
    expect(await gameVersion(app.page)).toBe(before + 1);
    expect(await turnScore()).toBe("+1 nesta vez");
    expect(await card()).not.toBe(first);
    // Positive control: a deliberate tap on the next name does count.
    await tap(app.page, button("Acertou"));
    expect(await turnScore()).toBe("+2 nesta vez");
  });
});
