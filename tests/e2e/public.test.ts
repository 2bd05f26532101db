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
    // No sign-in wall: the game list, after the one-time 18+ confirmation (decision 024).
    await app.page.waitForURL(/\/game-modes$/);
    await app.page.getByRole("heading", { name: "Antes de começar" }).waitFor();
  });

  it("explains itself in three steps, four benefits, three testimonials and a last call", async () => {
    const page = app.page;
    await page.goto("/");
    const region = (name: string) => page.getByRole("region", { name, exact: true });
    const texts = async (name: string, selector: string) =>
      (await region(name).locator(selector).allInnerTexts()).map((t) => t.trim());

    // The explanation: what the product is, under its own heading.
    const about = await region("O Saideira é a festa no bolso").innerText();
    expect(about).toContain("jogos de festa para jogar com os amigos direto no navegador");
    expect(about).toContain("Roda no navegador do celular, do tablet ou do computador.");

    expect(await texts("Como começar", "ol > li h3")).toEqual([
      "Chame a galera",
      "Escolha um jogo",
      "Passe o celular e divirta-se",
    ]);
    expect(await texts("Como começar", "ol > li > span")).toEqual(["1", "2", "3"]);

    // Spec: no install, fast and easy, guaranteed fun, new games.
    expect(await texts("Feito para a resenha", "li h3")).toEqual([
      "Sem instalar nada",
      "Rápido e fácil",
      "Diversão garantida",
      "Jogos novos sempre",
    ]);
    for (const text of await texts("Feito para a resenha", "li p"))
      expect(text.length).toBeGreaterThan(20);

    const testimonials = region("A galera aprovou").locator("figure");
    expect(await testimonials.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const quote = (await testimonials.nth(i).locator("blockquote").innerText()).trim();
      expect(quote).toMatch(/^“.{30,}”$/s);
      expect((await testimonials.nth(i).locator("figcaption").innerText()).trim()).not.toBe("");
    }
    expect(await texts("A galera aprovou", "figcaption span span:first-child")).toEqual([
      "Letícia",
      "Caio",
      "Renata",
    ]);

    const cta = region("A galera já chegou. Bora começar a rodada?");
    expect(await cta.getByRole("link", { name: "Jogar Agora" }).getAttribute("href")).toBe(
      "/game-modes",
    );
    expect(await cta.innerText()).toContain("Se beber, não dirija.");
    expect(await cta.innerText()).toContain("Proibido para menores de 18 anos.");

    const footer = page.getByRole("navigation", { name: "Rodapé" }).getByRole("link");
    const links = await footer.evaluateAll((as) =>
      as.map((a) => [a.textContent?.trim(), a.getAttribute("href")]),
    );
    expect(links).toEqual([
      ["Jogos", "/game-modes"],
      ["Sobre Nós", "/home"],
      ["Login", "/auth"],
      ["Termos de Uso", "/termos-de-servico"],
      ["Política de Privacidade", "/politica-de-privacidade"],
    ]);
    // The legal links open their pages.
    await page.locator("footer").getByRole("link", { name: "Termos de Uso" }).click();
    await page.getByRole("heading", { level: 1, name: "Termos de Serviço" }).waitFor();
    await page.goBack();
    await page.locator("footer").getByRole("link", { name: "Política de Privacidade" }).click();
    await page.getByRole("heading", { level: 1, name: "Política de Privacidade" }).waitFor();
    await page.goBack();
    await page.locator("footer").getByRole("link", { name: "Login" }).click();
    await page.getByRole("heading", { name: "Bem-vindo" }).waitFor();
  });

  it("shows the fallback image when a game icon fails to load", async () => {
    await app.page.route("**/icons/saideira-*.webp", (r) => r.fulfill({ status: 404, body: "" }));
    await app.page.goto("/home");
    await expect
      // The landing's own script swaps in the fallback image (no React on the landing).
      .poll(() => app.page.locator('img[src^="/icons/fallback-"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it("splash shows 'Carregando recursos (N%)', then 'Concluído!', and leaves for /auth 1.5 s later", async () => {
    const page = app.page;
    // Two images to preload; the second waits for the test, so the bar stops at 50%.
    await page.route("**/api/icons", (r) =>
      r.fulfill({
        json: { saideira: "/icons/saideira.png", classic: "/icons/classic.png" },
      }),
    );
    await page.route("**/api/banners", (r) => r.fulfill({ json: {} }));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/icons/classic-*", async (r) => {
      await held;
      await r.continue();
    });
    // When the page first showed each status text, started the fade and moved to /auth.
    await page.addInitScript(() => {
      const log: { at: number; what: string }[] = [];
      (window as unknown as { splashLog: typeof log }).splashLog = log;
      const note = (what: string) => {
        if (!log.some((e) => e.what === what)) log.push({ at: performance.now(), what });
      };
      const replace = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => {
        if (url && new URL(String(url), location.href).pathname === "/auth") note("/auth");
        replace(data, unused, url);
      };
      new MutationObserver(() => {
        const status = document.querySelector('[data-testid="splash-status"]')?.textContent;
        if (status) note(status);
        if (document.querySelector('main[data-phase="fade"]')) note("fade");
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });

    await page.goto("/splash", { waitUntil: "commit" });
    await page.getByText("Carregando recursos (50%)").waitFor();
    const bar = page.getByRole("progressbar", { name: "Carregando recursos" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("50");
    expect(await page.getByText("Concluído!").count()).toBe(0);
    release();
    await page.getByText("Concluído!").waitFor();
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    await page.waitForURL(/\/auth$/, { timeout: 5000 });
    await page.getByRole("heading", { name: "Bem-vindo" }).waitFor();

    const log = await page.evaluate(
      () => (window as unknown as { splashLog: { at: number; what: string }[] }).splashLog,
    );
    const steps = log.map((e) => e.what);
    const from = steps.indexOf("Carregando recursos (50%)");
    expect(from, steps.join(" | ")).toBeGreaterThanOrEqual(0);
    expect(steps.slice(from), steps.join(" | ")).toEqual([
      "Carregando recursos (50%)",
      "Concluído!",
      "fade",
      "/auth",
    ]);
    const at = (what: string) => log.find((e) => e.what === what)?.at ?? Number.NaN;
    // Spec section 9: one second after completion the fade starts; 500 ms later, /auth.
    const fade = at("fade") - at("Concluído!");
    const leave = at("/auth") - at("fade");
    expect(fade).toBeGreaterThanOrEqual(900);
    expect(fade).toBeLessThan(1400);
    expect(leave).toBeGreaterThanOrEqual(450);
    expect(leave).toBeLessThan(900);
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
