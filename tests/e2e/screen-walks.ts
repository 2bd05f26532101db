import type { Page } from "playwright-core";
import { button } from "./game-turns";
import type { Check, Walk } from "./game-walks-turns";

/** The screens around the games, for `npm run shots` (see game-walks-turns.ts). */

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main").first().waitFor();
  await page.waitForLoadState("networkidle");
}

async function screens(page: Page, check: Check) {
  for (const [path, step] of [
    ["/dashboard", "painel"],
    ["/game-modes", "jogos"],
    ["/stats", "estatisticas"],
    ["/profile", "perfil"],
  ] as const) {
    await visit(page, path);
    await check(step, []);
  }
}

/** The offline badge over the dashboard and over a game's title. */
async function offline(page: Page, check: Check) {
  await visit(page, "/dashboard");
  await visit(page, "/coin-flip");
  await page.context().setOffline(true);
  await page.getByTestId("offline-badge").waitFor();
  await check("jogo", []);
  await page
    .getByRole("link", { name: /Voltar/ })
    .first()
    .click()
    .catch(() => {});
  await page.evaluate(() => history.pushState(null, "", "/dashboard"));
  await page.evaluate(() => dispatchEvent(new PopStateEvent("popstate")));
  await page.getByTestId("offline-badge").waitFor();
  await check("painel", []);
  await page.context().setOffline(false);
}

async function admin(page: Page, check: Check) {
  for (const [path, step] of [
    ["/admin/icons", "icones"],
    ["/admin/banners", "banners"],
    ["/admin/install-prompt", "install-prompt"],
  ] as const) {
    await visit(page, path);
    await check(step, []);
  }
  await page.getByRole("textbox").first().fill("");
  await button(page, /^Salvar/).click();
  await page.waitForTimeout(500);
  await check("install-prompt-erro", []);
  await visit(page, "/dashboard");
  await check("painel", []);
}

export const aroundWalks: Record<string, Walk> = { telas: screens, offline };
export const desktopWalks: Record<string, Walk> = { admin };
