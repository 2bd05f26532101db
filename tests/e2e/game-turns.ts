import type { Locator, Page } from "playwright-core";

/**
 * Helpers for games on the engine (src/games/kit/use-game.ts): a screen marks its root with
 * `data-version` (moves applied) and `data-armed` (the turn on screen takes taps now).
 */
const root = (page: Page) => page.locator("main[data-version]");

export async function gameVersion(page: Page): Promise<number> {
  return Number(await root(page).getAttribute("data-version"));
}

/** Waits until the turn on screen takes taps (a person reads before tapping). */
export async function armed(page: Page): Promise<void> {
  await page.locator("main[data-armed='true']").waitFor();
}

/** One deliberate tap on a game action: waits for the turn to be armed, then for the move. */
export async function tap(page: Page, target: Locator): Promise<void> {
  await armed(page);
  const before = await gameVersion(page);
  await target.click();
  await page.waitForFunction(
    (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) !== v,
    before,
  );
}

/** Two touches `gapMs` apart on the same spot, as an excited thumb does. */
export async function doubleTap(page: Page, target: Locator, gapMs = 80): Promise<void> {
  await armed(page);
  const box = await target.boundingBox();
  if (!box) throw new Error("target not visible");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(gapMs);
  await page.touchscreen.tap(x, y);
}

/** Seeds the next games this page starts (the server runs with SAIDEIRA_TEST_HOOKS). */
export async function seedGames(page: Page, seed: number): Promise<void> {
  await page.evaluate((s) => localStorage.setItem("saideira_test_seed", String(s)), seed);
}

/**
 * Modo Clássico with its 'Clássico' cards only, on its start screen: each of them asks the
 * current player, so 'Cumpriu' / 'Bebeu' are always offered (Bora Beber, 'Bora Brincar' sem álcool, has group cards and duels).
 */
export async function classicCardsOnly(page: Page): Promise<void> {
  const drinking = page.getByRole("checkbox", { name: /^Bora (Beber|Brincar)/ });
  if (await drinking.isChecked()) await drinking.uncheck();
}

/** A button by its accessible name: exact for a string, a pattern for a RegExp. */
export const button = (page: Page, name: string | RegExp): Locator =>
  page.getByRole("button", { name, exact: typeof name === "string" });

/** Types each name into the shared player setup and adds it. */
export async function addPlayers(page: Page, names: string[]): Promise<void> {
  for (const n of names) {
    await page.getByPlaceholder("Nome do jogador").fill(n);
    await button(page, "Adicionar").click();
  }
}

/** Types each team's people into the team editor (Qual Meu Nome, Desenha e Bebe). */
export async function addTeams(page: Page, teams: Record<string, string[]>): Promise<void> {
  for (const [team, names] of Object.entries(teams)) {
    const input = page.getByLabel(`Nova pessoa no ${team}`);
    for (const name of names) {
      await input.fill(name);
      await input.press("Enter");
    }
  }
}

/**
 * Opens a game's setup at `path`, seeds it when asked, adds the players and taps 'Começar': the
 * setup most engine tests repeat.
 */
export async function startWithPlayers(
  page: Page,
  path: string,
  names: string[],
  seed?: number,
): Promise<void> {
  await page.goto(path);
  if (seed !== undefined) await seedGames(page, seed);
  await addPlayers(page, names);
  await button(page, "Começar").click();
}

/** The heading a results screen shows: one winner, or a tie. */
export const WINNER = /venceu!$|^Empate entre /;
