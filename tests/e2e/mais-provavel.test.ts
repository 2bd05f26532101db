import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

// A phone (the fixture's default), signed in and past the 18+ gate; animations off.
const app = setupApp({ signedIn: true });

const button = (name: string | RegExp) =>
  app.page.getByRole("button", { name, exact: typeof name === "string" });
const heading = (name: string | RegExp) => app.page.getByRole("heading", { name }).waitFor();
const question = () => app.page.getByTestId("question").innerText();
const progress = () => app.page.getByTestId("vote-progress").innerText();
const option = (name: string) =>
  app.page.getByTestId("vote-option").filter({ hasText: new RegExp(`^${name}$`) });

async function startGame(rounds: number) {
  await app.page.goto("/mais-provavel");
  await seedGames(app.page, 4242);
  await app.page.getByText(String(rounds), { exact: true }).click();
  for (const name of ["Ana", "Bia", "Caio"]) {
    await app.page.getByPlaceholder("Nome do jogador").fill(name);
    await button("Adicionar").click();
  }
  await button("Começar").click();
  await app.page.waitForURL(/\/mais-provavel\/jogo$/);
  await app.page.getByTestId("question").waitFor();
}

/** The phone is passed to `voter`, who says so and votes for `target`. */
async function vote(voter: string, target: string) {
  await heading(new RegExp(`^(Vez de|Passe o celular para) ${voter}( votar)?$`));
  await armed(app.page);
  await button(`Sou ${voter}: votar`).click();
  await heading(`Vez de ${voter} votar`);
  await tap(app.page, option(target));
}

describe("Quem é Mais Provável? on one phone", () => {
  it("three players play three rounds to the results, the phone passed round the table", async () => {
    await startGame(3);
    const orders = [
      ["Ana", "Bia", "Caio"],
      ["Bia", "Caio", "Ana"],
      ["Caio", "Ana", "Bia"],
    ];
    const seen = new Set<string>();
    for (const [round, order] of orders.entries()) {
      expect(await app.page.getByText(`Rodada ${round + 1} de 3`).count()).toBe(1);
      seen.add(await question());
      // Everyone votes for Ana; Ana votes for Bia.
      for (const voter of order) await vote(voter, voter === "Ana" ? "Bia" : "Ana");
      await app.page.getByTestId("counts").waitFor();
      expect(await app.page.getByTestId("counts").innerText()).toMatch(
        /^Ana\s+2 votos\s+Bia\s+1 voto\s+Caio\s+0 votos$/,
      );
      expect(await app.page.getByTestId("verdict").innerText()).toBe("Ana bebe!");
      await tap(app.page, button(round < 2 ? "Próxima rodada" : "Ver resultado"));
    }
    expect(seen.size).toBe(3); // no question twice
    await heading("Ana venceu!");
    const results = await app.page.locator("main").innerText();
    expect(results).toContain("6 votos");
    expect(results).toContain("3 votos");
    expect(results).toContain("0 votos");
    await button("Jogar de novo").click();
    await heading("Vez de Ana votar");
    expect(await progress()).toBe("0 de 3 já votaram");
  });

  it("a tie at the top: everyone tied drinks", async () => {
    await startGame(3);
    await vote("Ana", "Bia");
    await vote("Bia", "Caio");
    await vote("Caio", "Ana");
    expect(await app.page.getByTestId("verdict").innerText()).toBe(
      "Empate! Ana, Bia e Caio bebem!",
    );
  });

  it("a reload mid-round keeps the question and the votes cast, and shows none of them", async () => {
    await startGame(5);
    await vote("Ana", "Caio");
    await vote("Bia", "Caio");
    const card = await question();
    const screen = () => app.page.locator("main").innerText();
    const handOff = await screen();
    await app.page.reload();
    await heading("Passe o celular para Caio");
    expect(await question()).toBe(card);
    expect(await progress()).toBe("2 de 3 já votaram");
    expect(await screen()).toBe(handOff);
    // Nothing on screen says who got a vote: no counts, no names to vote for.
    expect(await app.page.getByTestId("counts").count()).toBe(0);
    expect(await app.page.getByTestId("vote-option").count()).toBe(0);
    expect(handOff).not.toMatch(/^\d+ votos?$/m);
    // Leaving through the setup and coming back keeps it too.
    await app.page.goto("/mais-provavel");
    await button(/Continuar a partida/).click();
    await app.page.waitForURL(/\/mais-provavel\/jogo$/);
    expect(await question()).toBe(card);
    await vote("Caio", "Ana");
    expect(await app.page.getByTestId("verdict").innerText()).toBe("Caio bebe!");
  });

  it("a double tap on a name votes once, and one on 'Sou eu' does not vote", async () => {
    await startGame(3);
    await armed(app.page);
    const before = await gameVersion(app.page);
    await doubleTap(app.page, button("Sou Ana: votar"));
    await heading("Vez de Ana votar");
    await armed(app.page);
    expect(await gameVersion(app.page)).toBe(before);
    await doubleTap(app.page, option("Bia"));
    await heading("Passe o celular para Bia");
    await armed(app.page); // the second tap had its chance to land on 'Sou Bia'
    expect(await gameVersion(app.page)).toBe(before + 1);
    expect(await progress()).toBe("1 de 3 já votaram");
    expect(await app.page.getByTestId("vote-option").count()).toBe(0);
  });
});
