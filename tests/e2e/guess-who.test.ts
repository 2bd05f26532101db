import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  launchBrowser,
  newContext,
  signUpAndOnboard,
  startServer,
  type TestServer,
} from "./harness";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await newContext(browser, server.url);
  page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  // A fake clock that still runs by itself; fastForward skips the 3-2-1 and ends turns at once.
  await page.clock.install();
});

async function addPlayers(names: string[]) {
  for (const n of names) {
    await page.getByPlaceholder("Nome do jogador").fill(n);
    await page.getByRole("button", { name: "Adicionar" }).click();
  }
}

const word = () => page.getByTestId("word").innerText();

/** Starts the turn of `name` and skips the countdown; returns the first word. */
async function startTurn(name: string): Promise<string> {
  await page.getByRole("heading", { name: `Passe o celular para ${name}` }).waitFor();
  await page.getByRole("button", { name: "Estou pronto!" }).click();
  expect(await page.getByTestId("countdown").innerText()).toBe("3");
  await page.clock.fastForward(3000);
  await page.getByTestId("word").waitFor();
  return word();
}

/** Answers and waits for the next word to show up. */
async function answerWith(action: () => Promise<void>, before: string): Promise<string> {
  await action();
  await expect.poll(word).not.toBe(before);
  return word();
}

describe("Quem Sou Eu", () => {
  it("plays two 30-second turns with the buttons and the keyboard, offline after loading", async () => {
    await signUpAndOnboard(page);
    await page.goto("/guess-who/players");
    await addPlayers(["Ana", "Bia"]);
    await page.waitForTimeout(300); // let the prefetched screens settle
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).click();

    await page.waitForURL(/\/guess-who\/theme$/);
    await page.getByRole("checkbox", { name: /Lugares/ }).check();
    await page.locator("label", { hasText: "30s" }).click();
    expect(await page.getByRole("radio", { name: "30 segundos" }).isChecked()).toBe(true);
    await page.getByText("Quem acertou menos bebe um gole").waitFor();
    await page.getByRole("button", { name: "Começar o jogo" }).click();
    await page.waitForURL(/\/guess-who\/play$/);

    // Ana: two right (one by keyboard), one passed.
    const seen: string[] = [];
    const a1 = await startTurn("Ana");
    expect(await page.getByTestId("clock").innerText()).toContain("30");
    const a2 = await answerWith(
      () => page.getByRole("button", { name: "Acertou", exact: true }).click(),
      a1,
    );
    const a3 = await answerWith(
      () => page.getByRole("button", { name: "Passou", exact: true }).click(),
      a2,
    );
    const a4 = await answerWith(() => page.keyboard.press("ArrowDown"), a3);
    seen.push(a1, a2, a3, a4);
    await page.clock.fastForward(30_000);
    await page.getByRole("heading", { name: "Ana acertou 2 palavras" }).waitFor();
    expect(await page.getByText("Tempo esgotado!", { exact: true }).isVisible()).toBe(true);
    const guessed = await page.getByTestId("guessed").innerText();
    expect(guessed).toContain(a1);
    expect(guessed).toContain(a3);
    expect(await page.getByTestId("passed").innerText()).toContain(a2);
    await page.getByRole("button", { name: "Passar para Bia" }).click();

    // Bia: one passed by keyboard, then the time runs out.
    const b1 = await startTurn("Bia");
    const b2 = await answerWith(() => page.keyboard.press("ArrowUp"), b1);
    seen.push(b1, b2);
    await page.clock.fastForward(30_000);
    await page.getByRole("heading", { name: "Bia acertou 0 palavras" }).waitFor();
    await page.getByRole("button", { name: "Ver resultado" }).click();

    await page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    expect(await page.getByTestId("drink-verdict").innerText()).toBe(
      "Bia acertou menos e bebe um gole.",
    );
    expect(new Set(seen).size).toBe(seen.length); // no word twice in a game
    await context.setOffline(false);

    await page.getByRole("button", { name: "Jogar de novo" }).click();
    await page.getByRole("heading", { name: "Passe o celular para Ana" }).waitFor();
  });
});
