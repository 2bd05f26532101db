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
});

async function addPlayers(names: string[]) {
  for (const n of names) {
    await page.getByPlaceholder("Nome do jogador").fill(n);
    await page.getByRole("button", { name: "Adicionar" }).click();
  }
}

describe("Modo Clássico", () => {
  it("plays from start to result with 3 players, offline after loading", async () => {
    await signUpAndOnboard(page);
    await page.goto("/classic");
    await page.getByLabel(/Meta de pontos/).fill("20");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    await page.waitForURL(/\/classic\/players$/);
    await addPlayers(["Ana", "Bia", "Caio"]);
    await page.waitForTimeout(300); // let the prefetched screens settle
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).click();
    await page.waitForURL(/\/classic\/play$/);
    const turn = () => page.getByTestId("turn").innerText();
    expect(await turn()).toContain("Ana");
    const first = await page.getByTestId("challenge").innerText();
    expect(first).not.toMatch(/\{jogador\}|\{outro\}/);
    await page.getByRole("button", { name: /^Pular/ }).click();
    expect(await turn()).toContain("Ana"); // skipping keeps the turn
    for (const _ of [1, 2, 3]) await page.getByRole("button", { name: /^Bebeu/ }).click();
    expect(await page.getByTestId("score-Ana").innerText()).toBe("5 pts");
    expect(await turn()).toContain("Ana"); // wrapped around
    // Ana 15, Bia 15, Caio 15, then Ana reaches 25 of 20.
    for (const _ of [1, 2, 3, 4]) await page.getByRole("button", { name: /^Cumpriu/ }).click();
    await page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    await context.setOffline(false);
  });
});

describe("Saideira roulette", () => {
  it("spins until someone wins, with 3 players, offline after loading", async () => {
    await signUpAndOnboard(page);
    await page.goto("/roulette/start");
    await page.getByLabel(/Meta de pontos/).fill("10");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    await addPlayers(["Ana", "Bia", "Caio"]);
    await page.waitForTimeout(300);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).click();
    await page.waitForURL(/\/roulette\/play$/);
    for (let spin = 0; spin < 40 && !page.url().endsWith("/roulette/winner"); spin++) {
      const before = await page.getByTestId("wheel").getAttribute("data-rotation");
      await page.getByRole("button", { name: /^Girar,/ }).click();
      const panel = page.getByTestId("slot-panel");
      await panel.waitFor();
      expect(await page.getByTestId("wheel").getAttribute("data-rotation")).not.toBe(before);
      await panel.getByRole("button").first().click();
      await page.waitForTimeout(50);
    }
    await page.waitForURL(/\/roulette\/winner$/);
    await page.getByRole("heading", { name: /venceu!/ }).waitFor();
    await page.getByRole("heading", { name: "Números da noite" }).waitFor();
    await context.setOffline(false);
  });
});

describe("Verdade ou Desafio", () => {
  it("plays from start to result with 3 players, offline after loading", async () => {
    await signUpAndOnboard(page);
    await page.goto("/truth-or-dare");
    await page.getByLabel(/Meta de pontos/).fill("20");
    await addPlayers(["Ana", "Bia", "Caio"]);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).click();
    await page.getByRole("button", { name: "Verdade", exact: true }).click();
    const truth = await page.getByTestId("prompt").innerText();
    expect(truth).toContain("?");
    await page.getByRole("button", { name: "Pular" }).click();
    expect(await page.getByTestId("turn").innerText()).toContain("Ana");
    await page.getByRole("button", { name: "Cumpriu +10" }).click();
    for (const who of ["Bia", "Caio"]) {
      expect(await page.getByTestId("turn").innerText()).toContain(who);
      await page.getByRole("button", { name: "Desafio", exact: true }).click();
      await page.getByRole("button", { name: /^Recusou/ }).click();
    }
    await page.getByRole("button", { name: "Desafio", exact: true }).click();
    await page.getByRole("button", { name: "Cumpriu +10" }).click();
    await page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    await context.setOffline(false);
  });
});

describe("Cartas", () => {
  it("plays a whole deck to the result with 3 players, offline after loading", async () => {
    await signUpAndOnboard(page);
    await page.goto("/cards");
    await page.getByText("20", { exact: true }).click();
    await addPlayers(["Ana", "Bia", "Caio"]);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Começar" }).click();
    const kinds = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const card = page.getByTestId("card");
      await card.waitFor();
      const kind = (await card.getAttribute("data-kind")) ?? "";
      kinds.add(kind);
      expect(await card.innerText()).not.toMatch(/\{jogador\}|\{outro\}/);
      const done = kind === "desafio" ? "Cumpriu" : "Próxima";
      await page.getByRole("button", { name: done, exact: true }).click();
    }
    await page.getByRole("heading", { name: /venceu!|Fim de jogo/ }).waitFor();
    expect(kinds.size).toBeGreaterThan(1);
    await context.setOffline(false);
  });
});

describe("players, groups, stats and profile", () => {
  it("reuses a saved group in a game and shows the played game in the stats", async () => {
    await signUpAndOnboard(page);
    await page.goto("/manage-players");
    await page.getByRole("button", { name: "Novo grupo" }).click();
    await page.getByLabel("Nome do grupo").fill("Turma da facul");
    for (const n of ["Dani", "Edu", "Fê"]) {
      await page.getByLabel("Jogadores", { exact: true }).fill(n);
      await page.getByRole("button", { name: "Adicionar" }).click();
    }
    await page.getByRole("button", { name: "Salvar grupo" }).click();
    await page.getByText("Dani, Edu, Fê").waitFor();

    await page.goto("/classic");
    await page.getByLabel(/Meta de pontos/).fill("10");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    await page.getByRole("button", { name: "Turma da facul" }).click();
    expect(await page.getByLabel("Nome do jogador 3").inputValue()).toBe("Fê");
    await page.getByRole("button", { name: "Começar" }).click();
    // The end of a game reports end, played and victory in that order; wait for the last one
    // before a full page load (which would cut requests still in flight).
    const recorded = page.waitForResponse((r) => r.url().endsWith("/api/stats/victory"));
    await page.getByRole("button", { name: /^Cumpriu/ }).click();
    await page.getByRole("heading", { name: "Dani venceu!" }).waitFor();
    expect((await recorded).status()).toBe(200);

    await page.goto("/stats");
    await expect.poll(() => page.getByTestId("total-Partidas").innerText()).toBe("1");
    expect(await page.getByTestId("total-Vitórias").innerText()).toBe("1");
    expect(await page.getByTestId("recent-games").innerText()).toContain("Modo Clássico");
    await page.goto("/dashboard");
    await page.getByTestId("continue-game").waitFor();
  });

  it("edits the profile, and 'sem álcool' changes the drink button", async () => {
    await signUpAndOnboard(page);
    await page.goto("/profile");
    const name = page.locator("#name-title + form input");
    await name.fill("Ana Paula");
    await page.getByRole("button", { name: "Salvar" }).click();
    await page.getByText("Nome salvo!").waitFor();
    await page.getByRole("radio", { name: "Sem álcool" }).check();
    await page.getByRole("switch", { name: "Conteúdo +18" }).click();
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect
      .poll(() => page.getByRole("switch", { name: "Conteúdo +18" }).getAttribute("aria-checked"))
      .toBe("true");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Ana Paula" }).waitFor();
    expect(await page.getByRole("radio", { name: "Sem álcool" }).isChecked()).toBe(true);

    await page.goto("/classic");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    await addPlayers(["Ana", "Bia"]);
    await page.getByRole("button", { name: "Começar" }).click();
    await page.getByRole("button", { name: /^Pagou a prenda/ }).waitFor();
  });

  it("deletes the account and everything of it", async () => {
    const { email, password } = await signUpAndOnboard(page);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    const confirm = page.getByRole("button", { name: "Excluir para sempre" });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/Digite EXCLUIR/).fill("excluir");
    await confirm.click();
    await page.waitForURL(`${server.url}/`);
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("Credenciais inválidas. Por favor, tente novamente.");
  });
});
