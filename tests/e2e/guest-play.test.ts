import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { classicCardsOnly, tap } from "./game-turns";
import { uniqueEmail } from "./harness";

const app = setupApp();

async function finishOnboarding(name: string) {
  const page = app.page;
  await page.getByLabel("Como a galera te chama?").fill(name);
  await page.getByText("Tenho 18 anos ou mais").click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Pular e ir para o painel" }).click();
}

async function signUpThroughForm(next: string) {
  const page = app.page;
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Senha", { exact: true }).fill("segredo123");
  await page.getByRole("button", { name: "Criar Conta" }).click();
  await page.waitForURL(/\/onboarding/);
}

const playsOnStats = async () => {
  await app.page.getByTestId("total-Partidas").waitFor();
  return app.page.getByTestId("total-Partidas").innerText();
};

describe("guest play", () => {
  it("plays without an account, then the game joins the new account's stats exactly once", async () => {
    const page = app.page;
    await page.goto("/");
    await page.getByRole("link", { name: "Jogar Agora" }).first().click();
    await page.waitForURL(/\/game-modes$/);
    // The one-time 18+ confirmation, not a sign-in wall.
    await page.getByRole("heading", { name: "Antes de começar" }).waitFor();
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByRole("alert").waitFor(); // the box must be ticked first
    await page.getByLabel("Tenho 18 anos ou mais").check();
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByRole("heading", { name: "Antes de começar" }).waitFor({ state: "detached" });

    await page.goto("/classic");
    expect(await page.getByRole("heading", { name: "Antes de começar" }).count()).toBe(0);
    await classicCardsOnly(page);
    await page.getByLabel(/Meta de pontos/).fill("10");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    for (const n of ["Ana", "Bia"]) {
      await page.getByPlaceholder("Nome do jogador").fill(n);
      await page.getByRole("button", { name: "Adicionar" }).click();
    }
    await page.getByRole("button", { name: "Ana", exact: true }).click(); // 'Sou eu'
    await page.getByRole("button", { name: "Começar" }).click();
    await tap(page, page.getByRole("button", { name: /^Cumpriu/ }));
    await tap(page, page.getByRole("button", { name: /^Bebeu/ }));
    await page.getByRole("heading", { name: "Ana venceu!" }).waitFor();

    await signUpThroughForm("/stats");
    await finishOnboarding("Ana");
    await page.waitForURL(/\/stats$/);
    await expect.poll(playsOnStats).toBe("1");
    expect(await page.getByTestId("total-Vitórias").innerText()).toBe("1");
    expect(await page.getByTestId("recent-games").getByText("Modo Clássico").count()).toBe(1);

    // A lost answer makes the device send the same play again: the server counts it once.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("saideira_plays") ?? "{}");
      for (const play of stored.value) play.synced = false;
      localStorage.setItem("saideira_plays", JSON.stringify(stored));
    });
    await page.reload();
    await app.networkIdle();
    await page.reload();
    expect(await playsOnStats()).toBe("1");
    expect(await page.getByTestId("recent-games").getByText("Modo Clássico").count()).toBe(1);
  });

  it("onboarding cannot be skipped by typing another address, and the return-to survives it", async () => {
    const page = app.page;
    await signUpThroughForm("/stats");
    for (const path of ["/dashboard", "/roulette/start", "/stats", "/game-modes"]) {
      await page.goto(path);
      await page.waitForURL(/\/onboarding/);
      await page.getByRole("heading", { name: "Bora começar!" }).waitFor();
    }
    await page.goto("/onboarding?next=%2Fstats");
    await finishOnboarding("Bruna");
    await page.waitForURL(/\/stats$/);
    expect(await playsOnStats()).toBe("0");
  });
});
