import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  newContext,
  signUpAndOnboard,
  startServer,
  type TestServer,
  uniqueEmail,
} from "./harness";

const ADMIN = "admin@example.com";
// A 2x2 magenta PNG, small enough to inline; the server re-encodes it.
const PNG_2X2 =
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4z5D2nyGNAUIBACl+BZV9hBAvAAAAAElFTkSuQmCC";

let server: TestServer;
let browser: Browser;
let admin: BrowserContext;
let adminPage: Page;
let files: string;
let png: string;
let notImage: string;
const others: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAILS: ADMIN }), launchBrowser()]);
  files = mkdtempSync(path.join(os.tmpdir(), "saideira-admin-e2e-"));
  png = path.join(files, "icone.png");
  writeFileSync(png, Buffer.from(PNG_2X2, "base64"));
  notImage = path.join(files, "notas.png");
  writeFileSync(notImage, "isto não é uma imagem");
  admin = await newContext(browser, server.url);
  adminPage = await admin.newPage();
  await adminPage.emulateMedia({ reducedMotion: "reduce" });
  await signUpAndOnboard(adminPage, ADMIN);
});
afterAll(async () => {
  for (const c of [admin, ...others]) await c?.close();
  await browser?.close();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

/** A signed-up, onboarded player in a context of their own. */
async function player(email = uniqueEmail()) {
  const context = await newContext(browser, server.url);
  others.push(context);
  const page = await context.newPage();
  const account = await signUpAndOnboard(page, email);
  return { context, page, ...account };
}

async function until(read: () => Promise<string | null>, ok: (v: string) => boolean) {
  const deadline = Date.now() + 10_000;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await read();
    if (last !== null && ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`condition not met; last value: ${last}`);
}

describe("admin", () => {
  it("changes a game icon and a landing page open in another tab shows it without reload", async () => {
    const landing = await admin.newPage();
    const iconsLoaded = landing.waitForResponse((r) => r.url().endsWith("/api/icons"));
    await landing.goto("/");
    await iconsLoaded; // the app has mounted and listens for changes
    const landingIcon = landing
      .locator("#jogos article")
      .filter({ has: landing.getByRole("heading", { name: "Modo Clássico" }) })
      .locator("img");
    expect(await landingIcon.getAttribute("src")).toMatch(/^\/icons\/classic-\d+\.webp$/);

    await adminPage.goto("/admin/icons");
    const card = adminPage.getByTestId("icon-card-classic");
    await card.locator('input[type="file"]').setInputFiles(notImage);
    await adminPage
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

    const landingSrc = await until(
      () => landingIcon.getAttribute("src"),
      (src) => src.includes("/uploads/"),
    );
    expect(landingSrc).toBe(adminSrc);
    await landing.close();

    await card.getByRole("button", { name: "Padrão" }).click();
    await adminPage.getByRole("button", { name: "Restaurar" }).click();
    await card.getByText("Ícone padrão").waitFor();
  });

  it("disables a user from /admin/crm: signed out at once and sign-in says 'Usuário desativado'", async () => {
    const user = await player();
    await adminPage.goto("/admin/crm");
    await adminPage.getByLabel("Buscar").fill(user.email);
    const row = adminPage.getByTestId(`user-${user.email}`);
    await row.waitFor();
    await adminPage.getByText("1 usuário para").waitFor(); // the debounced search has landed
    await row.getByRole("button", { name: "Desativar" }).click();
    await adminPage.getByRole("dialog").getByRole("button", { name: "Desativar" }).click();
    await row.getByText("Desativado", { exact: true }).waitFor();
    const download = adminPage.waitForEvent("download");
    await adminPage.getByRole("button", { name: "Exportar CSV" }).click();
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
    const { page } = await player();
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
    await adminPage.goto("/admin/banners");
    const slide = adminPage.getByRole("group", { name: "Slide 2" });
    await slide.getByLabel("Título").fill("Sextou no Saideira");
    await slide.getByLabel("Descrição").fill("Chame a galera para a roda");
    await adminPage.getByRole("button", { name: "Salvar textos" }).click();
    await adminPage.getByText("Textos salvos!", { exact: true }).waitFor();
    const first = adminPage.getByRole("group", { name: "Slide 1" });
    await first.locator('input[type="file"]').setInputFiles(png);
    await until(
      () => first.getByTestId("banner-preview-1").getAttribute("src"),
      (src) => src.includes("/uploads/"),
    );

    const { page } = await player();
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
    await adminPage.goto("/admin/featured-tags");
    const classic = adminPage.getByTestId("tags-classic");
    const chip = (name: string) => classic.getByRole("button", { name, exact: true });
    await chip("Em alta").click();
    if ((await chip("Popular").getAttribute("aria-pressed")) === "true")
      await chip("Popular").click();
    expect(await chip("Em alta").getAttribute("aria-pressed")).toBe("true");
    await adminPage.getByRole("button", { name: "Salvar etiquetas" }).click();
    await adminPage.getByText("Etiquetas salvas!", { exact: true }).waitFor();

    const { page } = await player();
    await page.goto("/game-modes");
    const card = page.getByTestId("game-classic");
    await card.getByText("Em alta", { exact: true }).waitFor();
    expect(await card.getByText("Popular", { exact: true }).count()).toBe(0);
  });
});
