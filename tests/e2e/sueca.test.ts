import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  context = await newContext(browser, server.url);
  page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** What the table sees of the face-up card, read in one round trip. */
const readTable = () =>
  page.evaluate(() => {
    const text = (id: string) =>
      document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? "";
    return {
      left: text("cards-left"),
      turn: text("turn"),
      card: document.querySelector('[data-testid="card"] article')?.getAttribute("aria-label"),
      asksGeneralRule: !!document
        .querySelector('[data-testid="card-action"]')
        ?.textContent?.includes("regra geral"),
    };
  });

describe("Sueca", () => {
  it("draws a whole deck on a phone, tracks a general rule and reshuffles", async () => {
    await signUpAndOnboard(page);
    await page.goto("/sueca");
    await page.getByRole("radio", { name: /1 baralho/ }).check();
    for (const name of ["Ana", "Bia", "Caio"]) {
      await page.getByPlaceholder("Nome do jogador").fill(name);
      await page.getByRole("button", { name: "Adicionar" }).click();
    }
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).click();
    await page.getByTestId("card").waitFor();

    const seen = new Set<string>();
    let ruleMade = false;
    for (let i = 0; i < 52; i++) {
      const table = await readTable();
      expect(table.left).toBe(String(51 - i));
      expect(table.turn).toContain(["Ana", "Bia", "Caio"][i % 3]);
      seen.add(table.card ?? "");
      if (!ruleMade && table.asksGeneralRule) {
        await page.getByLabel("Qual é a nova regra geral?").fill("Ninguém fala nomes");
        await page.getByRole("button", { name: "Criar regra" }).click();
        await page.getByTestId("tracker").getByText("Ninguém fala nomes").waitFor();
        ruleMade = true;
      }
      await page.getByRole("button", { name: i < 51 ? /Próxima carta/ : "Ver resumo" }).click();
    }
    expect(seen.size).toBe(52);
    expect(ruleMade).toBe(true);

    await page.getByRole("heading", { name: "Fim do baralho!" }).waitFor();
    const stat = (id: string) => page.getByTestId(`stat-${id}`);
    expect(await stat("drawn").locator("dd").innerText()).toBe("52");
    expect(await stat("drawn").locator("dt").innerText()).toBe("cartas tiradas");
    expect(await stat("created").locator("dd").innerText()).toBe("1");
    await page.getByRole("button", { name: "Embaralhar de novo" }).click();
    expect(await page.getByTestId("cards-left").innerText()).toBe("51");
    await page.getByTestId("tracker").getByText("Ninguém fala nomes").waitFor();
    await context.setOffline(false);
  }, 120_000);
});
