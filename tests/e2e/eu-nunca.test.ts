import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { tap } from "./game-turns";

const app = setupApp({ signedIn: true });

const statement = () => app.page.getByTestId("statement").innerText();
const progress = () => app.page.getByTestId("progress").innerText();
const round = () => app.page.getByTestId("round").innerText();
const tile = (name: string) => app.page.getByRole("button", { name: new RegExp(`^${name},`) });
const click = (name: string) => app.page.getByRole("button", { name, exact: true }).click();
/** A move of the game: waits until the card on screen takes taps (the double-tap guard). */
const act = (name: string) => tap(app.page, app.page.getByRole("button", { name, exact: true }));

/** Marks who has done it on the card on the table and confirms. */
async function card(...names: string[]) {
  expect(await statement()).toMatch(/Eu nunca /);
  for (const name of names) await tile(name).click();
  await act("Confirmar");
  await app.page.getByTestId("round").waitFor();
}

describe("Eu Nunca", () => {
  it("plays with 3 players and 3 fingers until one is left, offline after loading", async () => {
    await app.page.goto("/eu-nunca");
    await app.page.waitForURL(/\/eu-nunca\/categorias$/);
    // 18+ is off in a new profile: the Picante category is hidden.
    await app.page.getByText(/categorias \+18 ficam escondidas/).waitFor();
    expect(await app.page.getByRole("checkbox", { name: /Picante/ }).count()).toBe(0);
    await app.page.getByRole("checkbox", { name: /Festa/ }).uncheck();
    await app.page.getByRole("checkbox", { name: /Viagem/ }).check();
    await app.page.getByText("88 cartas no baralho").waitFor();
    await click("Escolher jogadores");
    await app.page.waitForURL(/\/eu-nunca\/jogadores$/);
    await app.page.getByText("Clássico, Viagem").waitFor();
    await app.page.getByLabel(/Dedos por jogador/).fill("3");
    for (const name of ["Ana", "Bia", "Caio"]) {
      await app.page.getByPlaceholder("Nome do jogador").fill(name);
      await click("Adicionar");
    }
    await app.networkIdle(); // the prefetched game screen has arrived
    await app.context.setOffline(true);
    await click("Começar");
    await app.page.waitForURL(/\/eu-nunca\/jogo$/);

    expect(await progress()).toBe("Carta 1 de 88");
    expect(await statement()).toContain("Quem já fez toca no próprio nome: perde um dedo e bebe");
    expect(await tile("Ana").getAttribute("aria-label")).toBe("Ana, 3 de 3 dedos");

    await tile("Caio").click(); // tapped by mistake, and undone
    expect(await tile("Caio").getAttribute("aria-pressed")).toBe("true");
    await card("Ana", "Bia", "Caio");
    expect(await round()).toContain("Ana bebe um gole e fica com 2 dedos.");
    expect(await round()).toContain("Bia bebe um gole e fica com 2 dedos.");
    expect(await round()).not.toContain("Caio");
    await act("Próxima");
    expect(await progress()).toBe("Carta 2 de 88");

    await card("Ana", "Bia");
    await act("Próxima");
    await act("Pular carta");
    expect(await progress()).toBe("Carta 4 de 88");
    expect(await tile("Ana").getAttribute("aria-label")).toBe("Ana, 1 de 3 dedos");

    await card("Ana");
    expect(await round()).toContain("Ana bebe um gole e está fora do jogo!");
    await act("Próxima");
    expect(await tile("Ana").isDisabled()).toBe(true);
    expect(await tile("Ana").getAttribute("aria-label")).toBe("Ana, fora do jogo");

    await card("Caio");
    await act("Próxima");
    await card("Caio");
    await act("Próxima");
    // Bia and Caio are on their last finger: both going out on the same card spares them.
    await card("Bia", "Caio");
    expect(await round()).toContain("Empate no último dedo!");
    expect(await tile("Bia").getAttribute("aria-label")).toBe("Bia, 1 de 3 dedos");
    await act("Próxima");

    await card("Bia");
    expect(await round()).toContain("Só sobrou Caio!");
    await act("Ver resultado");
    await app.page.getByRole("heading", { name: "Caio venceu!" }).waitFor();
    expect(await app.page.getByRole("list", { name: "Pódio" }).innerText()).toMatch(
      /Caio\s+1 de 3 dedos/,
    );

    await click("Jogar de novo");
    expect(await progress()).toBe("Carta 1 de 88");
    expect(await tile("Ana").getAttribute("aria-label")).toBe("Ana, 3 de 3 dedos");
    await app.context.setOffline(false);
  });

  it("plays the cards without players to the end of the deck, sem álcool and +18", async () => {
    await app.page.goto("/profile");
    await app.page.getByRole("radio", { name: "Sem álcool" }).check();
    await app.page.getByRole("switch", { name: "Conteúdo +18" }).click();
    await app.page.getByRole("button", { name: "Mostrar" }).click();
    await expect
      .poll(() =>
        app.page.getByRole("switch", { name: "Conteúdo +18" }).getAttribute("aria-checked"),
      )
      .toBe("true");

    await app.page.goto("/eu-nunca/categorias");
    await app.page.getByRole("checkbox", { name: /Picante/ }).click(); // asks first
    await app.page.getByRole("heading", { name: "Liberar a categoria Picante?" }).waitFor();
    await click("Todos topam");
    expect(await app.page.getByRole("checkbox", { name: /Picante/ }).isChecked()).toBe(true);
    await app.page.getByRole("checkbox", { name: /Clássico/ }).uncheck();
    await app.page.getByRole("checkbox", { name: /Festa/ }).uncheck();
    await click("Escolher jogadores");
    await app.networkIdle();
    await app.context.setOffline(true);
    await click("Jogar sem jogadores");
    await app.page.waitForURL(/\/eu-nunca\/jogo$/);

    const total = Number((await progress()).match(/de (\d+)$/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(42);
    expect(await statement()).toContain("Quem já fez toma um gole d'água.");
    expect(await app.page.getByRole("button", { name: "Confirmar" }).count()).toBe(0);
    const seen = new Set<string>();
    for (let i = 1; i <= total; i++) {
      expect(await progress()).toBe(`Carta ${i} de ${total}`);
      const text = (await statement()).split("\n").find((l) => l.startsWith("Eu nunca")) ?? "";
      seen.add(text);
      await act(i === total ? "Terminar" : "Próxima");
    }
    expect(seen.size).toBe(total); // no card came out twice
    await app.page.getByRole("heading", { name: "Acabaram as cartas!" }).waitFor();
    await click("Recomeçar");
    expect(await progress()).toBe(`Carta 1 de ${total}`);
    await app.context.setOffline(false);
  });
});
