import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findings } from "./a11y-kit";
import { appStarted, setupApp } from "./fixture";
import { PHONE } from "./harness";

/**
 * A newcomer's first pages (issue 29, decision 056): a guest who has not confirmed 18+ gets the
 * question in the server's HTML, answers it without the app, and the page behind it follows.
 */
const app = setupApp();

const KEY = "saideira_age_confirmed";
const question = (page: Page) => page.getByRole("heading", { name: "Antes de começar" });

/** Errors the page logs or throws, collected from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/**
 * Whether the question was visible when the document was parsed, before any of the page's
 * module scripts ran (what the first paint shows), and the first `<main>` as parsed.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const gate = document.querySelector("[data-age-gate]");
      const w = window as unknown as { gateShown: boolean; parsedMain: unknown };
      w.gateShown = gate !== null && getComputedStyle(gate).display !== "none";
      w.parsedMain = document.querySelector("main");
    });
  });
  return {
    gateShown: () => page.evaluate(() => (window as unknown as { gateShown: boolean }).gateShown),
    sameMain: () =>
      page.evaluate(
        () =>
          document.querySelector("main") ===
          (window as unknown as { parsedMain: unknown }).parsedMain,
      ),
  };
}

describe("the 18+ question of a guest's first pages", () => {
  it("is in the server's HTML and shows with JavaScript off, on /game-modes, /s/CODE and /entrar", async () => {
    const context = await app.browser.newContext({
      ...PHONE,
      baseURL: app.server.url,
      locale: "pt-BR",
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      for (const url of ["/game-modes", "/s/BCDF", "/entrar"]) {
        const res = await page.goto(url);
        expect(await res?.text(), url).toContain("Antes de começar");
        expect(await question(page).isVisible(), url).toBe(true);
        expect(await page.getByLabel("Tenho 18 anos ou mais").isVisible(), url).toBe(true);
        expect(await page.getByRole("button", { name: "Confirmar e jogar" }).isVisible(), url).toBe(
          true,
        );
        // The page behind it waits for the answer.
        expect(await page.locator("#root").isVisible(), url).toBe(false);
      }
      // The game list is in the page already: it follows the answer without another request.
      expect(await page.goto("/game-modes").then((r) => r?.text())).toContain("Escolha o jogo");
    } finally {
      await context.close();
    }
  });

  it("confirmed once, leads to the game list, hydrated by the app, and is remembered on the device", async () => {
    const { page } = app;
    const errors = pageErrors(page);
    const first = await watchFirstPaint(page);
    await page.goto("/game-modes");
    expect(await first.gateShown()).toBe(true);
    await question(page).waitFor();
    expect(await page.title()).toBe("Confirme sua idade · Saideira");
    // Nothing of the app runs before the answer (its chunks may be fetched meanwhile).
    expect(await page.evaluate(() => document.documentElement.classList.contains("age-ok"))).toBe(
      false,
    );
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByRole("alert").getByText("Confirme que você tem 18 anos ou mais").waitFor();
    await page.getByLabel("Tenho 18 anos ou mais").check();
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByRole("heading", { name: "Escolha o jogo" }).waitFor();
    expect(await question(page).count()).toBe(0);
    // Stored as confirmAge() stores it, so the app agrees: it hydrates the list as it arrived.
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe("1");
    await appStarted(page);
    expect(await first.sameMain()).toBe(true);
    // It works as the app: the players filter narrows the list.
    const cards = page.locator('a[data-testid^="game-"]');
    const all = await cards.count();
    for (let i = 0; i < 12; i++) await page.getByRole("button", { name: "Mais jogadores" }).click();
    await expect.poll(() => cards.count()).toBeLessThan(all);

    // A reload: the list at the first paint, never the question.
    await page.reload();
    await page.getByRole("heading", { name: "Escolha o jogo" }).waitFor();
    expect(await first.gateShown()).toBe(false);
    expect(await question(page).count()).toBe(0);
    await appStarted(page);
    expect(await first.sameMain()).toBe(true);
    await page.getByRole("link", { name: "Modo Clássico" }).click();
    await page.getByRole("button", { name: "Escolher jogadores" }).waitFor();
    expect(await question(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("on /entrar and /s/CODE, before the app, then the room pages once answered", async () => {
    const { page } = app;
    const errors = pageErrors(page);
    const first = await watchFirstPaint(page);
    await page.goto("/s/BCDF");
    expect(await first.gateShown()).toBe(true);
    await question(page).waitFor();
    await page.goto("/entrar");
    expect(await first.gateShown()).toBe(true);
    await page.getByLabel("Tenho 18 anos ou mais").check();
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByLabel("Código da sala").waitFor();
    expect(await question(page).count()).toBe(0);
    await page.goto("/s/BCDF");
    expect(await first.gateShown()).toBe(false);
    await appStarted(page);
    expect(await question(page).count()).toBe(0);
    expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
  });

  it("has no axe-core violation (WCAG 2.2 AA), with its error message too", async () => {
    // axe is injected as a script: let it past the page's Content-Security-Policy here only.
    const context = await app.browser.newContext({
      ...PHONE,
      baseURL: app.server.url,
      locale: "pt-BR",
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      const { problems, scan } = findings();
      await page.goto("/game-modes");
      await question(page).waitFor();
      await scan(page, "/game-modes (guest, 18+ question)");
      await page.getByRole("button", { name: "Confirmar e jogar" }).click();
      await page.getByRole("alert").waitFor();
      await scan(page, "/game-modes (guest, 18+ question, not ticked)");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("is not sent to someone signed in: the game list comes as before", async () => {
    const player = await app.player();
    const res = await player.page.goto("/game-modes");
    const html = (await res?.text()) ?? "";
    expect(html).not.toContain("data-age-gate");
    expect(html).toContain("Escolha o jogo");
  });
});
