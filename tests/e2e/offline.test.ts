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

describe("offline play", () => {
  it("loads once, goes offline, reloads and plays a game to its end; stats follow when back online", async () => {
    await signUpAndOnboard(page);
    await page.goto("/classic");
    // The service worker controls the page once installed (first install takes over at once).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 30_000,
    });
    await page.getByLabel(/Meta de pontos/).fill("10");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    for (const n of ["Ana", "Bia", "Caio"]) {
      await page.getByPlaceholder("Nome do jogador").fill(n);
      await page.getByRole("button", { name: "Adicionar" }).click();
    }
    await page.getByRole("button", { name: "Começar" }).click();
    await page.waitForURL(/\/classic\/play$/);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-badge").waitFor();
    await page.getByTestId("challenge").waitFor();
    expect(await page.getByTestId("turn").innerText()).toContain("Ana");
    await page.getByRole("button", { name: /^Cumpriu/ }).click();
    await page.getByRole("heading", { name: "Ana venceu!" }).waitFor();

    await context.setOffline(false);
    await page.goto("/stats");
    await expect
      .poll(() => page.getByTestId("total-Partidas").innerText(), { timeout: 15_000 })
      .toBe("1");
  });
});
