import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { uniqueEmail } from "./harness";

const app = setupApp();

/** A new account, signed in through the API, that has not onboarded yet (no profile). */
async function signUpWithoutProfile() {
  const res = await app.context.request.post(`${app.server.url}/api/auth/sign-up/email`, {
    data: { email: uniqueEmail(), password: "segredo123", name: "Bruna" },
    headers: { origin: app.server.url },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const profileFromServer = async () => {
  const res = await app.context.request.get(`${app.server.url}/api/profile`);
  const body = res.ok() ? ((await res.json()) as { profile: Record<string, unknown> }) : null;
  return { status: res.status(), profile: body?.profile };
};

describe("onboarding", () => {
  it("won't go past step 1 without a name and the 18+ confirmation", async () => {
    await signUpWithoutProfile();
    const page = app.page;
    await page.goto("/onboarding");
    await page.getByRole("heading", { name: "Bora começar!" }).waitFor();
    expect(await page.getByText("Passo 1 de 3").count()).toBe(1);

    await page.getByLabel("Como a galera te chama?").fill("   ");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("Informe seu nome");

    await page.getByLabel("Como a galera te chama?").fill("Bruna");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toBe("Confirme que você tem 18 anos ou mais");
    expect(await page.getByText("Passo 1 de 3").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Bora começar!" }).count()).toBe(1);
    expect((await profileFromServer()).status).toBe(404);

    await page.getByLabel(/Tenho 18 anos ou mais/).check();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("heading", { name: "Como você joga?" }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("saves the name, the drink mode and the favourite kinds chosen in the three steps", async () => {
    await signUpWithoutProfile();
    const page = app.page;
    await page.goto("/onboarding");
    await page.getByLabel("Como a galera te chama?").fill("Bruna Lima");
    await page.getByLabel(/Tenho 18 anos ou mais/).check();
    await page.getByRole("button", { name: "Continuar" }).click();

    await page.getByRole("heading", { name: "Como você joga?" }).waitFor();
    expect(await page.getByText("Passo 2 de 3").count()).toBe(1);
    expect(await page.getByRole("radio", { name: /Com álcool/ }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: /Sem álcool/ }).check();
    await page.getByRole("button", { name: "Continuar" }).click();

    await page.getByRole("heading", { name: "Do que vocês gostam?" }).waitFor();
    expect(await page.getByText("Passo 3 de 3").count()).toBe(1);
    await page.getByRole("checkbox", { name: "Cartas" }).check();
    await page.getByRole("checkbox", { name: "Sorte" }).check();
    await page.getByRole("checkbox", { name: "Desenho" }).check();
    await page.getByRole("checkbox", { name: "Cartas" }).uncheck();
    await page.getByRole("button", { name: "Concluir" }).click();
    await page.waitForURL(/\/dashboard$/);

    const { status, profile } = await profileFromServer();
    expect(status).toBe(200);
    expect(profile).toMatchObject({
      displayName: "Bruna Lima",
      drinkMode: "sem-alcool",
      favoriteKinds: ["sorte", "desenho"],
    });

    // What the user sees of it: the profile page has the name and the drink mode...
    await page.goto("/profile");
    await page.getByRole("heading", { level: 1, name: "Bruna Lima" }).waitFor();
    expect(await page.getByRole("radio", { name: "Sem álcool" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Com álcool" }).isChecked()).toBe(false);
    // ...and the recommendations explain themselves with the favourite kinds.
    await page.goto("/recommendations");
    await page.getByRole("heading", { name: "O que vamos jogar?" }).waitFor();
    const picks = await page.getByRole("listitem").allInnerTexts();
    expect(picks.join("\n")).toContain("curtem jogos de sorte");
    expect(picks.join("\n")).not.toContain("curtem jogos de cartas");
  });
});
