import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";

const app = setupApp({ reducedMotion: false });

describe("public screens", () => {
  it("serves the landing page prerendered, with all of its sections", async () => {
    // Prerendered: the headline is in the HTML before any script runs.
    const html = await (await fetch(`${app.server.url}/`)).text();
    expect(html).toContain("Jogos de Bebida para Jogar com os Amigos");
    expect(html).toContain("Jogar Agora");

    await app.page.goto("/");
    await expect
      .poll(() => app.page.getByRole("heading", { level: 1 }).innerText())
      .toContain("Jogos de Bebida para Jogar com os Amigos");
    const text = await app.page.locator("body").innerText();
    for (const name of [
      "Saideira",
      "Modo Clássico",
      "Desenha e Bebe",
      "Eu Nunca",
      "Sueca",
      "Quem Sou Eu",
    ]) {
      expect(text).toContain(name);
    }
    expect(text).not.toContain("Girar a Garrafa"); // only the first six games
    const icons = app.page.locator('main img[src^="/icons/"]');
    expect(await icons.count()).toBeGreaterThanOrEqual(6);
    for (const label of [
      "Jogos",
      "Sobre Nós",
      "Login",
      "Termos de Uso",
      "Política de Privacidade",
    ]) {
      expect(
        await app.page.locator("footer").getByRole("link", { name: label, exact: true }).count(),
      ).toBe(1);
    }
    await app.page
      .getByRole("link", { name: /Jogar Agora/ })
      .first()
      .click();
    await app.page.waitForURL(/\/auth\?next=%2Fgame-modes/);
  });

  it("shows the fallback image when a game icon fails to load", async () => {
    await app.page.route("**/icons/saideira-*.webp", (r) => r.fulfill({ status: 404, body: "" }));
    await app.page.goto("/home");
    await expect
      // The landing's own script swaps in the fallback image (no React on the landing).
      .poll(() => app.page.locator('img[src^="/icons/fallback-"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it("splash preloads resources, shows progress and goes to /auth", async () => {
    await app.page.goto("/splash");
    await app.page.getByText("Concluído!").waitFor();
    await app.page.waitForURL(/\/auth$/, { timeout: 5000 });
    await app.page.getByRole("heading", { name: "Bem-vindo" }).waitFor();
  });

  it("answers unknown paths with the 404 page and a 404 status", async () => {
    const res = await app.page.goto("/nao-existe-mesmo");
    expect(res?.status()).toBe(404);
    await app.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await app.page.getByRole("link", { name: "Voltar para o início" }).click();
    await app.page.waitForURL(`${app.server.url}/`);
  });

  it("shows the privacy policy and the terms", async () => {
    await app.page.goto("/politica-de-privacidade");
    await app.page.getByRole("heading", { level: 1, name: "Política de Privacidade" }).waitFor();
    expect(await app.page.locator("main").innerText()).toContain("LGPD");
    await app.page.goto("/termos-de-servico");
    await app.page.getByRole("heading", { level: 1, name: "Termos de Serviço" }).waitFor();
    expect(await app.page.locator("main").innerText()).toContain("Se beber, não dirija");
  });

  it("runs every local-storage check green", async () => {
    await app.page.goto("/test-localstorage");
    await expect
      .poll(() => app.page.getByTestId("summary").innerText(), { timeout: 20_000 })
      .toBe("7 de 7 verificações passaram");
    for (let n = 1; n <= 7; n++) {
      expect(await app.page.getByTestId(`check-${n}`).getAttribute("data-status")).toBe("passed");
    }
  });
});
