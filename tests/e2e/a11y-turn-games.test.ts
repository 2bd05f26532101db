import { describe, expect, it } from "vitest";
import { findings, scannedPaths, turnGameScreens, visit } from "./a11y-kit";
import { setupApp } from "./fixture";
import { armed, classicCardsOnly, seedGames, tap } from "./game-turns";

// One account and one page for every game; axe is injected as a script, past the app's CSP.
const app = setupApp({ signedIn: true, perFile: true, contextOptions: { bypassCSP: true } });

const button = (name: string | RegExp) =>
  app.page.getByRole("button", { name, exact: typeof name === "string" });
const click = (name: string | RegExp) => button(name).click();
const heading = (name: string | RegExp) => app.page.getByRole("heading", { name }).waitFor();

async function addPlayers(names: string[]) {
  for (const n of names) {
    await app.page.getByPlaceholder("Nome do jogador").fill(n);
    await click("Adicionar");
  }
}

/** Waits for the app to land on `path`, then makes sure it stays there (no redirect). */
async function landOn(path: string) {
  await app.page.waitForURL((u) => u.pathname === path);
  await app.networkIdle();
  expect(new URL(app.page.url()).pathname).toBe(path);
}

/** The 'Como jogar' sheet of the game on screen, scanned open, then closed. */
async function rulesSheet(scan: ReturnType<typeof findings>["scan"], where: string) {
  await click("Como jogar");
  await app.page.getByRole("dialog", { name: /^Como jogar/ }).waitFor();
  await scan(app.page, `${where} (como jogar)`, true);
  await click("Entendi");
  await app.page.getByRole("dialog").waitFor({ state: "detached" });
}

const WINNER = /venceu!$|^Empate entre /;

describe("accessibility of the turn games (axe-core, WCAG 2.2 AA, 44 px targets)", () => {
  it("Saideira: start, players, the wheel, a spin's result and the winner", async () => {
    const { problems, scan } = findings();
    await visit(app, "/saideira", "/roulette/start");
    await seedGames(app.page, 395); // the same wheel every run, as in games.test.ts
    await scan(app.page, "/roulette/start", true);
    await rulesSheet(scan, "/roulette/start");
    await app.page.getByLabel(/Meta de pontos/).fill("10");
    await click("Escolher jogadores");
    await landOn("/roulette/players");
    await scan(app.page, "/roulette/players", true);
    await addPlayers(["Ana", "Bia", "Caio"]);
    await scan(app.page, "/roulette/players (3 jogadores)", true);
    await click("Começar");
    await landOn("/roulette/play");
    await app.page.getByTestId("wheel").waitFor();
    await scan(app.page, "/roulette/play", true);
    const seen = new Set<string>(); // each kind of slot the wheel lands on is scanned once
    for (let spin = 0; spin < 40 && !app.page.url().endsWith("/roulette/winner"); spin++) {
      await tap(app.page, button(/^Girar,/));
      const panel = app.page.getByTestId("slot-panel");
      await panel.waitFor();
      const kind = (await panel.getAttribute("data-kind")) ?? "";
      if (!seen.has(kind)) await scan(app.page, `/roulette/play (caiu em ${kind})`, true);
      seen.add(kind);
      await tap(app.page, panel.getByRole("button").first());
      await panel.waitFor({ state: "detached" });
    }
    await landOn("/roulette/winner");
    await heading(/venceu!/);
    await scan(app.page, "/roulette/winner", true);
    await app.page.evaluate(() => localStorage.removeItem("saideira_test_seed")); // other games draw freely
    expect(problems).toEqual([]);
  });

  it("Modo Clássico: start, players, a challenge and the winner", async () => {
    const { problems, scan } = findings();
    await visit(app, "/classic");
    await scan(app.page, "/classic", true);
    await rulesSheet(scan, "/classic");
    await classicCardsOnly(app.page);
    await app.page.getByLabel(/Meta de pontos/).fill("10");
    await click("Escolher jogadores");
    await landOn("/classic/players");
    await addPlayers(["Ana", "Bia"]);
    await scan(app.page, "/classic/players", true);
    await click("Começar");
    await landOn("/classic/play");
    await app.page.getByTestId("challenge").waitFor();
    await scan(app.page, "/classic/play", true);
    await armed(app.page);
    await click(/^Cumpriu/);
    await armed(app.page); // Ana reached the target: Bia still plays the last round
    await click(/^Bebeu/);
    await heading("Ana venceu!");
    await scan(app.page, "/classic/play (vencedor)", true);
    expect(problems).toEqual([]);
  });

  it("Verdade ou Desafio: setup, the choice, a prompt and the winner", async () => {
    const { problems, scan } = findings();
    await visit(app, "/truth-or-dare");
    await scan(app.page, "/truth-or-dare", true);
    await rulesSheet(scan, "/truth-or-dare");
    await app.page.getByLabel(/Meta de pontos/).fill("10");
    await addPlayers(["Ana", "Bia"]);
    await click("Começar");
    await button("Verdade").waitFor();
    await scan(app.page, "/truth-or-dare (verdade ou desafio?)", true);
    await armed(app.page);
    await click("Desafio");
    await app.page.getByTestId("prompt").waitFor();
    await scan(app.page, "/truth-or-dare (desafio)", true);
    await armed(app.page);
    await click("Cumpriu +10");
    // Ana reached the target: Bia still plays her turn before the winner is declared.
    await armed(app.page);
    await click("Verdade");
    await armed(app.page);
    await click(/^Recusou/);
    await heading("Ana venceu!");
    await scan(app.page, "/truth-or-dare (vencedor)", true);
    expect(problems).toEqual([]);
  });

  it("Cartas: setup, a card and the result of a whole deck", async () => {
    const { problems, scan } = findings();
    await visit(app, "/cards");
    await scan(app.page, "/cards", true);
    await rulesSheet(scan, "/cards");
    await app.page.getByText("20", { exact: true }).click();
    await addPlayers(["Ana", "Bia"]);
    await click("Começar");
    for (let i = 0; i < 20; i++) {
      const card = app.page.getByTestId("card");
      await card.waitFor();
      if (i === 0) await scan(app.page, "/cards (carta)", true);
      await armed(app.page);
      await click((await card.getAttribute("data-kind")) === "desafio" ? "Cumpriu" : "Próxima");
    }
    await heading(WINNER);
    await scan(app.page, "/cards (resultado)", true);
    expect(problems).toEqual([]);
  });

  it("Eu Nunca: categories, players, a card, the round and the winner", async () => {
    const { problems, scan } = findings();
    await visit(app, "/eu-nunca", "/eu-nunca/categorias");
    await scan(app.page, "/eu-nunca/categorias", true);
    await rulesSheet(scan, "/eu-nunca/categorias");
    await click("Escolher jogadores");
    await landOn("/eu-nunca/jogadores");
    await scan(app.page, "/eu-nunca/jogadores", true);
    await app.page.getByLabel(/Dedos por jogador/).fill("3");
    await addPlayers(["Ana", "Bia", "Caio"]);
    await click("Começar");
    await landOn("/eu-nunca/jogo");
    await app.page.getByTestId("statement").waitFor();
    await scan(app.page, "/eu-nunca/jogo", true);
    // Ana, then Bia, lose their 3 fingers one card at a time.
    for (let card = 0; card < 6; card++) {
      await app.page.getByRole("button", { name: card < 3 ? /^Ana,/ : /^Bia,/ }).click();
      await armed(app.page);
      await click("Confirmar");
      await app.page.getByTestId("round").waitFor();
      if (card === 0) await scan(app.page, "/eu-nunca/jogo (rodada)", true);
      await armed(app.page);
      await click(card < 5 ? "Próxima" : "Ver resultado");
    }
    await heading("Caio venceu!");
    await scan(app.page, "/eu-nunca/jogo (vencedor)", true);
    expect(problems).toEqual([]);
  });

  it("Sueca: setup, a card, a card that asks for a rule, and the summary", async () => {
    const { problems, scan } = findings();
    await visit(app, "/sueca");
    await scan(app.page, "/sueca", true);
    await rulesSheet(scan, "/sueca");
    await app.page.getByRole("radio", { name: /1 baralho/ }).check();
    await addPlayers(["Ana", "Bia", "Caio"]);
    await click("Começar");
    await app.page.getByTestId("card").waitFor();
    await scan(app.page, "/sueca (carta)", true);
    let askedForRule = false;
    for (let i = 0; i < 52; i++) {
      if (!askedForRule && (await app.page.getByTestId("card-action").count())) {
        await scan(app.page, "/sueca (carta com ação)", true);
        askedForRule = true;
      }
      await tap(app.page, button(i < 51 ? /Próxima carta/ : "Ver resumo"));
    }
    await heading("Fim do baralho!");
    await scan(app.page, "/sueca (resumo)", true);
    expect(problems).toEqual([]);
  }, 120_000);

  it("scanned every screen of these games", () => {
    expect([...scannedPaths].sort()).toEqual([...turnGameScreens].sort());
  });
});
