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
});

async function setUp(names: string[]) {
  await signUpAndOnboard(page);
  await page.goto("/coin-flip");
  for (const n of names) {
    await page.getByPlaceholder("Nome do jogador").fill(n);
    await page.getByRole("button", { name: "Adicionar" }).click();
  }
}

const chip = (name: string) => page.getByTestId(`call-${name}`);
const callOf = async (name: string) => (await chip(name).getAttribute("data-call")) ?? "";

/** Flips and waits for the result; returns the face and the sentence naming the drinkers. */
async function flipAndRead() {
  await page.getByRole("button", { name: "Jogar a moeda" }).tap();
  const result = page.getByTestId("flip-result");
  await result.waitFor({ timeout: 10_000 });
  const face = (await result.innerText()).includes("Cara") ? "cara" : "coroa";
  expect(await page.getByTestId("coin").getAttribute("data-face")).toBe(face);
  return { face, drinkers: await page.getByTestId("drinkers").innerText() };
}

describe("Cara ou Coroa", () => {
  it("everyone calls by tapping their chip, the coin flips and the wrong callers drink", async () => {
    await setUp(["Ana", "Bia", "Caio"]);
    await page.getByRole("button", { name: "Começar" }).tap();
    await page.getByText("Falta o palpite de Ana, Bia e Caio.").waitFor();

    await chip("Ana").tap(); // cara
    await chip("Bia").tap();
    await chip("Bia").tap(); // coroa
    await chip("Caio").tap(); // cara
    expect([await callOf("Ana"), await callOf("Bia"), await callOf("Caio")]).toEqual([
      "cara",
      "coroa",
      "cara",
    ]);

    // Full motion: the coin is in the air for a moment before the result shows.
    await page.getByRole("button", { name: "Jogar a moeda" }).tap();
    await page.getByText("A moeda está no ar…").first().waitFor();
    const result = page.getByTestId("flip-result");
    await result.waitFor({ timeout: 10_000 });
    const face = (await result.innerText()).includes("Cara") ? "cara" : "coroa";
    const drinkers = await page.getByTestId("drinkers").innerText();
    if (face === "cara") {
      expect(drinkers).toBe("Bia bebe um gole.");
      expect(await chip("Ana").innerText()).toContain("1 acerto");
    } else {
      expect(drinkers).toBe("Ana e Caio bebem um gole.");
      expect(await chip("Bia").innerText()).toContain("1 acerto");
    }
    const history = page.getByTestId("history").getByRole("listitem");
    expect(await history.count()).toBe(1);
    expect(await history.first().innerText()).toContain(face === "cara" ? "Bia" : "Ana, Caio");
    await page.getByText("A moeda não tem memória: cada jogada é 50/50").waitFor();

    // A few quick flips with reduced motion; the history and the totals keep up.
    await page.emulateMedia({ reducedMotion: "reduce" });
    let caras = face === "cara" ? 1 : 0;
    for (let i = 2; i <= 5; i++) {
      const r = await flipAndRead();
      if (r.face === "cara") caras++;
      expect(await history.count()).toBe(i);
      expect(await history.first().innerText()).toMatch(new RegExp(`^#${i}`));
    }
    expect(await page.getByTestId("streaks").innerText()).toContain(`${caras} × ${5 - caras}`);

    await page.getByRole("button", { name: "Encerrar e ver o placar" }).tap();
    await page.getByRole("heading", { name: /venceu!/ }).waitFor();
    await page
      .getByRole("list", { name: "Pódio" })
      .getByText(/\d+ acertos?/)
      .first()
      .waitFor();
  });

  it("plays a quick duel offline: one calls, the other takes the other side", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await setUp(["Ana", "Bia"]);
    await page.getByRole("button", { name: "Duelo (2 jogadores)" }).tap();
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).tap();
    await page.getByText("Ana chama: toque no seu nome para escolher o lado.").waitFor();

    // Not Bia's turn to call: her chip is locked and a tap changes nothing.
    expect(await chip("Bia").getAttribute("aria-disabled")).toBe("true");
    await chip("Bia").tap({ force: true });
    expect(await callOf("Bia")).toBe("");
    await chip("Ana").tap();
    expect([await callOf("Ana"), await callOf("Bia")]).toEqual(["cara", "coroa"]);

    const { face, drinkers } = await flipAndRead();
    expect(drinkers).toBe(face === "cara" ? "Bia bebe um gole." : "Ana bebe um gole.");
    // Bia calls next.
    await chip("Bia").tap();
    expect([await callOf("Ana"), await callOf("Bia")]).toEqual(["cara", "coroa"].reverse());
    const second = await flipAndRead();
    expect(second.drinkers).toBe(
      second.face === "cara" ? "Ana bebe um gole." : "Bia bebe um gole.",
    );
    expect(await page.getByTestId("history").getByRole("listitem").count()).toBe(2);
    await context.setOffline(false);
  });
});
