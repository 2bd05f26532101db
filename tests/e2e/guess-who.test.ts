import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, tap } from "./game-turns";

const app = setupApp({ signedIn: true, clock: true });

async function addPlayers(names: string[]) {
  for (const n of names) {
    await app.page.getByPlaceholder("Nome do jogador").fill(n);
    await app.page.getByRole("button", { name: "Adicionar" }).click();
  }
}

const word = () => app.page.getByTestId("word").innerText();

/** Starts the turn of `name` and skips the countdown; returns the first word. */
async function startTurn(name: string): Promise<string> {
  await app.page.getByRole("heading", { name: `Passe o celular para ${name}` }).waitFor();
  await app.page.getByRole("button", { name: "Estou pronto!" }).click();
  expect(await app.page.getByTestId("countdown").innerText()).toBe("3");
  await app.page.clock.fastForward(3000);
  await app.page.getByTestId("word").waitFor();
  return word();
}

/** Answers once the word has been read (armed) and waits for the next word to show up. */
async function answerWith(action: () => Promise<void>, before: string): Promise<string> {
  await armed(app.page);
  await action();
  await expect.poll(word).not.toBe(before);
  return word();
}

describe("Quem Sou Eu", () => {
  it("plays two 30-second turns with the buttons and the keyboard, offline after loading", async () => {
    await app.page.goto("/guess-who/players");
    await addPlayers(["Ana", "Bia"]);
    await app.networkIdle(); // the prefetched play screen has arrived
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();

    await app.page.waitForURL(/\/guess-who\/theme$/);
    await app.page.getByRole("checkbox", { name: /Lugares/ }).check();
    await app.page.locator("label", { hasText: "30s" }).click();
    expect(await app.page.getByRole("radio", { name: "30 segundos" }).isChecked()).toBe(true);
    await app.page.getByText("A cada rodada, quem acertou menos nela bebe um gole").waitFor();
    await app.page.getByRole("button", { name: "Começar o jogo" }).click();
    await app.page.waitForURL(/\/guess-who\/play$/);

    // Ana: two right (one by keyboard), one passed.
    const seen: string[] = [];
    const a1 = await startTurn("Ana");
    expect(await app.page.getByTestId("clock").innerText()).toContain("30");
    const a2 = await answerWith(
      () => app.page.getByRole("button", { name: "Acertou", exact: true }).click(),
      a1,
    );
    const a3 = await answerWith(
      () => app.page.getByRole("button", { name: "Passou", exact: true }).click(),
      a2,
    );
    const a4 = await answerWith(() => app.page.keyboard.press("ArrowDown"), a3);
    seen.push(a1, a2, a3, a4);
    await app.page.clock.fastForward(30_000);
    await app.page.getByRole("heading", { name: "Ana acertou 2 palavras" }).waitFor();
    expect(await app.page.getByText("Tempo esgotado!", { exact: true }).isVisible()).toBe(true);
    const guessed = await app.page.getByTestId("guessed").innerText();
    expect(guessed).toContain(a1);
    expect(guessed).toContain(a3);
    expect(await app.page.getByTestId("passed").innerText()).toContain(a2);
    await tap(app.page, app.page.getByRole("button", { name: "Passar para Bia" }));

    // Bia: one passed by keyboard, then the time runs out.
    const b1 = await startTurn("Bia");
    const b2 = await answerWith(() => app.page.keyboard.press("ArrowUp"), b1);
    seen.push(b1, b2);
    await app.page.clock.fastForward(30_000);
    await app.page.getByRole("heading", { name: "Bia acertou 0 palavras" }).waitFor();
    // Bia's turn closed the round: the summary says who drinks now, not only at the end.
    expect(await app.page.getByTestId("round-verdict").innerText()).toBe(
      "Fim da rodada! Bia acertou menos na rodada e bebe um gole.",
    );
    await tap(app.page, app.page.getByRole("button", { name: "Ver resultado" }));

    await app.page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    expect(await app.page.getByTestId("drink-verdict").innerText()).toBe(
      "Bia acertou menos na rodada e bebe um gole.",
    );
    expect(new Set(seen).size).toBe(seen.length); // no word twice in a game
    await app.context.setOffline(false);

    await app.page.getByRole("button", { name: "Jogar de novo" }).click();
    await app.page.getByRole("heading", { name: "Passe o celular para Ana" }).waitFor();
  });
});
