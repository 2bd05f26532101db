import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { mailedVerificationLink, signUpViaApi } from "./harness";

const ADMIN = "admin@example.com";
// A 2x2 magenta PNG, small enough to inline; the server re-encodes it.
const PNG_2X2 =
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4z5D2nyGNAUIBACl+BZV9hBAvAAAAAElFTkSuQmCC";

// Admin screens change what every visitor sees: a server of this file's own.
const app = setupApp({ env: { ADMIN_EMAILS: ADMIN }, perFile: true });
let files: string;
let png: string;
let notImage: string;

beforeAll(async () => {
  files = mkdtempSync(path.join(os.tmpdir(), "saideira-admin-e2e-"));
  png = path.join(files, "icone.png");
  writeFileSync(png, Buffer.from(PNG_2X2, "base64"));
  notImage = path.join(files, "notas.png");
  writeFileSync(notImage, "isto não é uma imagem");
  await signUpViaApi(app.context, app.server.url, ADMIN);
  // ADMIN_EMAILS makes the account admin once its email is verified: open the mailed link.
  const link = mailedVerificationLink(app.server.dataDir, ADMIN);
  await app.context.request.get(link, { maxRedirects: 0 });
});
afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

describe("admin", () => {
  it("changes a game icon and a landing page open in another tab shows it without reload", async () => {
    const landing = await app.context.newPage();
    const iconsLoaded = landing.waitForResponse((r) => r.url().endsWith("/api/icons"));
    await landing.goto("/");
    await iconsLoaded; // the app has mounted and listens for changes
    const landingIcon = landing
      .locator("#jogos article")
      .filter({ has: landing.getByRole("heading", { name: "Modo Clássico" }) })
      .locator("img");
    expect(await landingIcon.getAttribute("src")).toMatch(/^\/icons\/classic-\d+\.webp$/);

    await app.page.goto("/admin/icons");
    const card = app.page.getByTestId("icon-card-classic");
    await card.locator('input[type="file"]').setInputFiles(notImage);
    await app.page
      .getByText(
        "Falha no upload da imagem: tipo de arquivo não suportado (envie PNG, JPEG, WebP ou GIF)",
        { exact: true },
      )
      .waitFor();

    await card.locator('input[type="file"]').setInputFiles(png);
    await card.getByText("Ícone personalizado").waitFor();
    const adminSrc = await card
      .getByRole("img", { name: "Ícone de Modo Clássico" })
      .getAttribute("src");
    expect(adminSrc).toContain("/uploads/");

    await expect.poll(() => landingIcon.getAttribute("src"), { timeout: 10_000 }).toBe(adminSrc);
    await landing.close();

    await card.getByRole("button", { name: "Padrão" }).click();
    await app.page.getByRole("button", { name: "Restaurar" }).click();
    await card.getByText("Ícone padrão").waitFor();
  });

  it("disables a user from /admin/crm: signed out at once and sign-in says 'Usuário desativado'", async () => {
    const user = await app.player();
    await app.page.goto("/admin/crm");
    await app.page.getByLabel("Buscar").fill(user.email);
    const row = app.page.getByTestId(`user-${user.email}`);
    await row.waitFor();
    await app.page.getByText("1 usuário para").waitFor(); // the debounced search has landed
    await row.getByRole("button", { name: "Desativar" }).click();
    await app.page.getByRole("dialog").getByRole("button", { name: "Desativar" }).click();
    await row.getByText("Desativado", { exact: true }).waitFor();
    const download = app.page.waitForEvent("download");
    await app.page.getByRole("button", { name: "Exportar CSV" }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv).toContain(`"${user.email}"`);

    await user.page.goto("/dashboard");
    await user.page.waitForURL(/\/auth\?next=/);
    await user.page.getByLabel("Email").fill(user.email);
    await user.page.getByLabel("Senha", { exact: true }).fill(user.password);
    await user.page.getByRole("button", { name: "Entrar", exact: true }).click();
    expect(await user.page.getByRole("alert").innerText()).toContain("Usuário desativado");
  });

  it("shows the 403 page to a player on /admin and /admin/crm", async () => {
    const { page } = await app.player();
    for (const url of ["/admin", "/admin/crm"]) {
      await page.goto(url);
      await page.getByRole("heading", { name: "403 · Acesso negado" }).waitFor();
      expect(await page.getByText("Só administradores podem abrir esta página").count()).toBe(1);
      expect(
        await page.getByRole("link", { name: "Voltar para o painel" }).getAttribute("href"),
      ).toBe("/dashboard");
    }
  });

  it("saves banner texts and a slide image that the dashboard carousel shows", async () => {
    await app.page.goto("/admin/banners");
    const slide = app.page.getByRole("group", { name: "Slide 2" });
    await slide.getByLabel("Título").fill("Sextou no Saideira");
    await slide.getByLabel("Descrição").fill("Chame a galera para a roda");
    await app.page.getByRole("button", { name: "Salvar textos" }).click();
    await app.page.getByText("Textos salvos!", { exact: true }).waitFor();
    const first = app.page.getByRole("group", { name: "Slide 1" });
    await first.locator('input[type="file"]').setInputFiles(png);
    await expect
      .poll(() => first.getByTestId("banner-preview-1").getAttribute("src"), { timeout: 10_000 })
      .toContain("/uploads/");

    const { page } = await app.player();
    await page.goto("/dashboard");
    const carousel = page.getByRole("region", { name: "Destaques" });
    await carousel
      .getByRole("heading", { name: "Sextou no Saideira" })
      .waitFor({ state: "attached" });
    expect(await carousel.getByText("Chame a galera para a roda").count()).toBe(1);
    expect(await carousel.locator("article").first().locator("img").getAttribute("src")).toContain(
      "/uploads/",
    );
  });

  it("saves featured tags that the /game-modes cards show", async () => {
    await app.page.goto("/admin/featured-tags");
    const classic = app.page.getByTestId("tags-classic");
    const chip = (name: string) => classic.getByRole("button", { name, exact: true });
    await chip("Em alta").click();
    if ((await chip("Popular").getAttribute("aria-pressed")) === "true")
      await chip("Popular").click();
    expect(await chip("Em alta").getAttribute("aria-pressed")).toBe("true");
    await app.page.getByRole("button", { name: "Salvar etiquetas" }).click();
    await app.page.getByText("Etiquetas salvas!", { exact: true }).waitFor();

    const { page } = await app.player();
    await page.goto("/game-modes");
    const card = page.getByTestId("game-classic");
    await card.getByText("Em alta", { exact: true }).waitFor();
    expect(await card.getByText("Popular", { exact: true }).count()).toBe(0);
  });
});
