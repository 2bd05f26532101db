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

/** The account's groups on /manage-players, by name (waits for the list to load). */
async function accountGroupNames(): Promise<string[]> {
  const page = app.page;
  await page.goto("/manage-players");
  await page.getByRole("link", { name: "← Painel" }).waitFor(); // the account's list, not the device's
  await page.getByText("Carregando grupos…").waitFor({ state: "detached" });
  return page.locator("main li p.font-bold").allInnerTexts();
}

describe("guest play", () => {
  it("plays, saves a group and changes a setting without an account; sign-up takes each once", async () => {
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

    // A saved group on the device: two players at least, then it is listed.
    await page.getByRole("link", { name: "Meus grupos" }).click();
    await page.waitForURL(/\/manage-players$/);
    await page.getByText("Sem conta, os grupos ficam só neste aparelho.").waitFor();
    await page.getByRole("button", { name: "Novo grupo" }).click();
    await page.getByLabel("Nome do grupo").fill("Turma da praia");
    for (const n of ["Ana", "Bia"]) {
      await page.getByRole("textbox", { name: "Jogadores" }).fill(n);
      await page.getByRole("button", { name: "Adicionar" }).click();
    }
    await page.getByRole("button", { name: "Salvar grupo" }).click();
    await page.getByText("Ana, Bia").waitFor();

    await page.goto("/classic");
    expect(await page.getByRole("heading", { name: "Antes de começar" }).count()).toBe(0);
    // A setting changed in the game's gear, as a guest.
    await page.getByRole("button", { name: "Ajustes do jogo" }).click();
    const vibration = page.getByRole("switch", { name: "Vibração" });
    await vibration.click();
    expect(await vibration.getAttribute("aria-checked")).toBe("false");
    await page.getByRole("button", { name: "Pronto" }).click();
    await classicCardsOnly(page);

    await page.getByLabel(/Meta de pontos/).fill("10");
    await page.getByRole("button", { name: "Escolher jogadores" }).click();
    await page.getByRole("button", { name: "Turma da praia" }).click(); // the saved group
    await page.getByRole("button", { name: "Ana", exact: true }).click(); // 'Sou eu'
    await page.getByRole("button", { name: "Começar" }).click();
    await tap(page, page.getByRole("button", { name: /^Cumpriu/ }));
    await tap(page, page.getByRole("button", { name: /^Bebeu/ }));
    await page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    const deviceGroups = await page.evaluate(() => localStorage.getItem("saideira_groups"));

    await signUpThroughForm("/stats");
    await finishOnboarding("Ana");
    await page.waitForURL(/\/stats$/);
    await expect.poll(playsOnStats).toBe("1");
    expect(await page.getByTestId("total-Vitórias").innerText()).toBe("1");
    expect(await page.getByTestId("recent-games").getByText("Modo Clássico").count()).toBe(1);
    // The group moved into the account (and off the device); the setting into the profile.
    await expect.poll(accountGroupNames).toEqual(["Turma da praia"]);
    expect(await page.getByText("Ana, Bia").count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("saideira_groups"))).toBeNull();
    const prefs = await page.evaluate(
      async () => (await (await fetch("/api/profile")).json()).profile.preferences,
    );
    expect(prefs).toMatchObject({ vibration: false, sound: true });

    // A lost answer makes the device send the same plays and groups again: each counts once.
    await page.evaluate((groups) => {
      const stored = JSON.parse(localStorage.getItem("saideira_plays") ?? "{}");
      for (const play of stored.value) play.synced = false;
      localStorage.setItem("saideira_plays", JSON.stringify(stored));
      if (groups) localStorage.setItem("saideira_groups", groups);
    }, deviceGroups);
    await page.goto("/stats");
    await app.networkIdle();
    await page.reload();
    expect(await playsOnStats()).toBe("1");
    expect(await page.getByTestId("recent-games").getByText("Modo Clássico").count()).toBe(1);
    expect(await accountGroupNames()).toEqual(["Turma da praia"]);
    expect(await page.evaluate(() => localStorage.getItem("saideira_groups"))).toBeNull();
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
  it("signing in to an account with untouched settings takes the device's group and setting once", async () => {
    const page = app.page;
    const existing = await app.player(); // an account made elsewhere, settings at the defaults
    await page.goto("/game-modes");
    await page.getByLabel("Tenho 18 anos ou mais").check();
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByRole("link", { name: "Meus grupos" }).click();
    await page.getByRole("button", { name: "Novo grupo" }).click();
    await page.getByLabel("Nome do grupo").fill("Família");
    for (const n of ["Vó", "Tio"]) {
      await page.getByRole("textbox", { name: "Jogadores" }).fill(n);
      await page.getByRole("button", { name: "Adicionar" }).click();
    }
    await page.getByRole("button", { name: "Salvar grupo" }).click();
    await page.getByText("Vó, Tio").waitFor();
    await page.goto("/coin-flip");
    await page.getByRole("button", { name: "Ajustes do jogo" }).click();
    await page.getByRole("switch", { name: "Sem álcool" }).click();
    await page.getByRole("button", { name: "Pronto" }).click();

    for (let round = 0; round < 2; round += 1) {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(existing.email);
      await page.getByLabel("Senha", { exact: true }).fill(existing.password);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await expect.poll(accountGroupNames).toEqual(["Família"]);
      const drinkMode = () =>
        page.evaluate(async () => (await (await fetch("/api/profile")).json()).profile.drinkMode);
      await expect.poll(drinkMode).toBe("sem-alcool");
      // Signed out, the device keeps nothing to send twice: the group is the account's now.
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Sair" }).click();
      await page.waitForURL(/\/auth/);
      expect(await page.evaluate(() => localStorage.getItem("saideira_groups"))).toBeNull();
    }
  });
  it("/auth, the landing and the legal pages say playing needs no account, and it does not", async () => {
    const page = app.page;
    await page.goto("/");
    await page.getByText("Sem instalar aplicativo e sem criar conta", { exact: false }).waitFor();
    for (const path of ["/politica-de-privacidade", "/termos-de-servico"]) {
      await page.goto(path);
      await page.getByText(/jogar, não precisa dela|Você pode jogar sem criar conta/).waitFor();
      await page
        .getByText(/perfil, as suas estatísticas e os seus grupos em todos os seus/)
        .waitFor();
    }
    await page.goto("/auth");
    const note = page.getByRole("region", { name: "Para que serve a conta" });
    await note.getByText("Para jogar, não precisa de conta.").waitFor();
    expect(await note.innerText()).toContain("perfil, suas estatísticas e seus grupos em todos");
    await note.getByRole("link", { name: "Jogar sem conta →" }).click();
    await page.waitForURL(/\/game-modes$/);
    await page.getByLabel("Tenho 18 anos ou mais").check();
    await page.getByRole("button", { name: "Confirmar e jogar" }).click();
    await page.getByRole("heading", { name: "Escolha o jogo" }).waitFor();
    await page.getByRole("link", { name: "Modo Clássico" }).click();
    await page.getByRole("button", { name: "Escolher jogadores" }).waitFor(); // no sign-in wall
  });
});
