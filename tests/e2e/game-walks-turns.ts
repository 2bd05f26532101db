import type { Locator, Page } from "playwright-core";
import {
  addPlayers,
  button,
  classicCardsOnly,
  seedGames,
  tap as tapMove,
  WINNER,
  armed as waitArmed,
} from "./game-turns";

/**
 * A few steps of a game, from its setup to its results, stopping at each screen a player sees:
 * `check(step, shown)` gets the step's name and what must be on screen there (the prompt first,
 * then its action buttons; none on a setup form, which a player scrolls). The e2e files assert
 * those boxes are inside the viewport; `npm run shots` takes a picture of each step. When the
 * check has a `scan`, the walk also scans the screens the accessibility check names (the names
 * the a11y files used) and opens each game's 'Como jogar' sheet to scan it: one walk serves both
 * checks (decision 041-one-walk-per-game). No vitest here: scripts/shots.mjs imports these walks.
 */
export interface Check {
  (step: string, shown: Locator[]): Promise<void>;
  /** Scans the page as it is now for accessibility, reported as `where` (e.g. "/cards (carta)"). */
  scan?: (where: string) => Promise<void>;
}
export type Walk = (page: Page, check: Check) => Promise<void>;

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name });

/**
 * A turn takes taps once it has been on screen 350 ms (DOUBLE_TAP_GUARD_MS, use-game.ts). The
 * walks run on Playwright's fake clock, so they move it past the guard rather than wait it out
 * in real time (a walk makes up to ~70 moves); they still wait for the turn to be armed.
 */
const GUARD_MS = 350;
export async function armed(page: Page): Promise<void> {
  await page.clock.fastForward(GUARD_MS);
  await waitArmed(page);
}
/** game-turns' `tap` (armed, tap, the move counted), past the guard on the fake clock. */
export async function tap(page: Page, target: Locator): Promise<void> {
  await page.clock.fastForward(GUARD_MS);
  await tapMove(page, target);
}

/** Waits for the results heading, then checks it (and scans it as `where`). */
export async function results(page: Page, check: Check, where?: string): Promise<void> {
  await heading(page, WINNER).waitFor();
  await check("resultado", [heading(page, WINNER)]);
  if (where) await check.scan?.(where);
}

/** When scanning: the game's 'Como jogar' sheet, scanned open, then closed. */
export async function rulesSheet(page: Page, check: Check, where: string): Promise<void> {
  if (!check.scan) return;
  await button(page, "Como jogar").click();
  await page.getByRole("dialog", { name: /^Como jogar/ }).waitFor();
  await check.scan(`${where} (como jogar)`);
  await button(page, "Entendi").click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

async function saideira(page: Page, check: Check) {
  await page.goto("/saideira");
  await page.waitForURL(/\/roulette\/start$/); // the game's old address redirects
  await seedGames(page, 395); // the same wheel every run
  await check.scan?.("/roulette/start");
  await rulesSheet(page, check, "/roulette/start");
  await page.getByLabel(/Meta de pontos/).fill("10");
  await check("inicio", []);
  await button(page, "Escolher jogadores").click();
  await page.waitForURL(/\/roulette\/players$/);
  await check.scan?.("/roulette/players");
  await addPlayers(page, ["Ana Beatriz", "Bia", "Caio Henrique"]);
  await check("jogadores", []);
  await check.scan?.("/roulette/players (3 jogadores)");
  await button(page, "Começar").click();
  await page.getByTestId("wheel").waitFor();
  const girar = button(page, /^Girar,/);
  await armed(page);
  await check("roleta", [page.getByTestId("turn"), girar]);
  await check.scan?.("/roulette/play");
  const panel = page.getByTestId("slot-panel");
  const kinds = new Set<string>(); // each kind of slot the wheel lands on is scanned once
  for (let spin = 0; spin < 40 && !page.url().endsWith("/roulette/winner"); spin++) {
    await tap(page, girar);
    await panel.waitFor();
    await armed(page);
    await check(spin < 3 ? `giro-${spin + 1}` : "giro", [
      panel,
      ...(await panel.getByRole("button").all()),
    ]);
    const kind = (await panel.getAttribute("data-kind")) ?? "";
    if (!kinds.has(kind)) await check.scan?.(`/roulette/play (caiu em ${kind})`);
    kinds.add(kind);
    await tap(page, panel.getByRole("button").first());
    await panel.waitFor({ state: "detached" });
  }
  await page.waitForURL(/\/roulette\/winner$/);
  await results(page, check, "/roulette/winner");
  await page.evaluate(() => localStorage.removeItem("saideira_test_seed"));
}

async function classic(page: Page, check: Check) {
  await page.goto("/classic");
  await check.scan?.("/classic");
  await rulesSheet(page, check, "/classic");
  await classicCardsOnly(page);
  await page.getByLabel(/Meta de pontos/).fill("20");
  await check("inicio", []);
  await button(page, "Escolher jogadores").click();
  await page.waitForURL(/\/classic\/players$/);
  await addPlayers(page, ["Ana Beatriz", "Bia"]);
  await check.scan?.("/classic/players");
  await button(page, "Começar").click();
  const challenge = page.getByTestId("challenge");
  const actions = () => page.locator("main > div").last().getByRole("button").all();
  for (let turn = 1; turn <= 4 && !(await heading(page, WINNER).count()); turn++) {
    await challenge.waitFor();
    await armed(page);
    await check(`vez-${turn}`, [challenge, ...(await actions())]);
    if (turn === 1) await check.scan?.("/classic/play");
    await tap(page, button(page, /^Cumpriu/));
  }
  await results(page, check, "/classic/play (vencedor)");
}

async function truthOrDare(page: Page, check: Check) {
  await page.goto("/truth-or-dare");
  await check.scan?.("/truth-or-dare");
  await rulesSheet(page, check, "/truth-or-dare");
  await page.getByLabel(/Meta de pontos/).fill("10");
  await addPlayers(page, ["Ana Beatriz", "Bia"]);
  await check("inicio", []);
  await button(page, "Começar").click();
  const [truth, dare] = [button(page, "Verdade"), button(page, "Desafio")];
  await truth.waitFor();
  await armed(page);
  await check("escolha", [page.getByTestId("turn"), truth, dare]);
  await check.scan?.("/truth-or-dare (verdade ou desafio?)");
  await tap(page, dare);
  const prompt = page.getByTestId("prompt");
  await armed(page);
  await check("desafio", [prompt, button(page, "Cumpriu +10"), button(page, /^Recusou/)]);
  await check.scan?.("/truth-or-dare (desafio)");
  await tap(page, button(page, "Cumpriu +10"));
  await tap(page, truth);
  await armed(page);
  await check("verdade", [prompt, button(page, /^Recusou/)]);
  await tap(page, button(page, /^Recusou/));
  await heading(page, "Ana Beatriz venceu!").waitFor();
  await results(page, check, "/truth-or-dare (vencedor)");
}

async function cards(page: Page, check: Check) {
  await page.goto("/cards");
  await check.scan?.("/cards");
  await rulesSheet(page, check, "/cards");
  await page.getByText("20", { exact: true }).click();
  await addPlayers(page, ["Ana Beatriz", "Bia", "Caio"]);
  await check("inicio", []);
  await button(page, "Começar").click();
  const card = page.getByTestId("card");
  for (let i = 0; i < 20; i++) {
    await card.waitFor();
    await armed(page);
    const forward = button(
      page,
      (await card.getAttribute("data-kind")) === "desafio" ? "Cumpriu" : "Próxima",
    );
    if (i < 3) await check(`carta-${i + 1}`, [card, forward]);
    if (i === 0) await check.scan?.("/cards (carta)");
    await forward.click();
  }
  await results(page, check, "/cards (resultado)");
}

async function euNunca(page: Page, check: Check) {
  await page.goto("/eu-nunca");
  await page.waitForURL(/\/eu-nunca\/categorias$/); // the game's own address redirects
  await check("categorias", []);
  await check.scan?.("/eu-nunca/categorias");
  await rulesSheet(page, check, "/eu-nunca/categorias");
  await button(page, "Escolher jogadores").click();
  await page.waitForURL(/\/eu-nunca\/jogadores$/);
  await check.scan?.("/eu-nunca/jogadores");
  await page.getByLabel(/Dedos por jogador/).fill("3");
  await addPlayers(page, ["Ana", "Bia", "Caio"]);
  await button(page, "Começar").click();
  const statement = page.getByTestId("statement");
  const tile = (name: string) => page.getByRole("button", { name: new RegExp(`^${name},`) });
  // Ana, then Bia, lose their 3 fingers one card at a time: Caio wins.
  for (const [card, name] of ["Ana", "Ana", "Ana", "Bia", "Bia", "Bia"].entries()) {
    await statement.waitFor();
    await armed(page);
    if (card < 2)
      await check(`carta-${card + 1}`, [statement, tile(name), button(page, "Confirmar")]);
    if (card === 0) await check.scan?.("/eu-nunca/jogo");
    await tile(name).click();
    await tap(page, button(page, "Confirmar"));
    await page.getByTestId("round").waitFor();
    const next = button(page, card < 5 ? "Próxima" : "Ver resultado");
    await armed(page);
    if (card < 2) await check(`rodada-${card + 1}`, [page.getByTestId("round"), next]);
    if (card === 0) await check.scan?.("/eu-nunca/jogo (rodada)");
    await tap(page, next);
  }
  await heading(page, "Caio venceu!").waitFor();
  await results(page, check, "/eu-nunca/jogo (vencedor)");
}

/** The face-up card's rank, title and rule stay inside the card (a short phone squeezed them out). */
async function expectCardHoldsItsText(page: Page) {
  const spilled = await page.getByTestId("card").evaluate((card) => {
    const face = card.querySelector("article")?.getBoundingClientRect();
    if (!face) return ["no card face"];
    return [...(card.querySelector("article")?.querySelectorAll("p, span") ?? [])]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && (r.top < face.top - 1 || r.bottom > face.bottom + 1);
      })
      .map((el) => el.textContent ?? "");
  });
  if (spilled.length > 0)
    throw new Error(`Sueca card text outside the card: ${spilled.join(" | ")}`);
}

async function sueca(page: Page, check: Check) {
  await page.goto("/sueca");
  await check.scan?.("/sueca");
  await rulesSheet(page, check, "/sueca");
  await page.getByRole("radio", { name: /1 baralho/ }).check();
  await addPlayers(page, ["Ana Beatriz", "Bia", "Caio"]);
  await check("inicio", []);
  await button(page, "Começar").click();
  const card = page.getByTestId("card");
  let [ruleShown, ruleScanned] = [false, false];
  for (let i = 0; i < 52; i++) {
    await card.waitFor();
    await armed(page);
    const next = button(page, i < 51 ? /Próxima carta/ : "Ver resumo");
    const action = page.getByTestId("card-action");
    await expectCardHoldsItsText(page);
    if (i < 2) await check(`carta-${i + 1}`, [card, next]);
    else if (!ruleShown && (await action.count())) {
      const own = action.getByRole("button");
      await check("carta-com-acao", [action, own.first(), own.last(), next]);
      ruleShown = true;
    }
    if (i === 0) await check.scan?.("/sueca (carta)");
    if (check.scan && !ruleScanned && (await action.count())) {
      await check.scan("/sueca (carta com ação)");
      ruleScanned = true;
    }
    await tap(page, next);
  }
  await heading(page, "Fim do baralho!").waitFor();
  await check("resumo", [heading(page, "Fim do baralho!")]);
  await check.scan?.("/sueca (resumo)");
}

/** The turn games: Saideira, Clássico, Verdade ou Desafio, Cartas, Eu Nunca, Sueca. */
export const turnWalks: Record<string, Walk> = {
  saideira,
  classic,
  "truth-or-dare": truthOrDare,
  cards,
  "eu-nunca": euNunca,
  sueca,
};
