import type { CDPSession, Page } from "playwright-core";
import { addPlayers, addTeams, button } from "./game-turns";
import { armed, type Check, results, rulesSheet, tap, type Walk } from "./game-walks-turns";

/** The party games' walks (see game-walks-turns.ts). They need Playwright's clock installed. */

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name });

/** Ends a free-running game from its footer and waits for the scoreboard (scanned as `where`). */
async function endGame(page: Page, check: Check, where: string) {
  await tap(page, button(page, "Encerrar e ver o placar"));
  await results(page, check, where);
}

async function guessWho(page: Page, check: Check) {
  await page.goto("/guess-who/players");
  await check.scan?.("/guess-who/players");
  await rulesSheet(page, check, "/guess-who/players");
  await addPlayers(page, ["Ana Beatriz", "Bia"]);
  await check("jogadores", []);
  await button(page, "Começar").click();
  await page.waitForURL(/\/guess-who\/theme$/);
  await page.getByRole("checkbox", { name: /Lugares/ }).check();
  await page.locator("label", { hasText: "30s" }).click();
  await check("tema", []);
  await check.scan?.("/guess-who/theme");
  await button(page, "Começar o jogo").click();
  for (const name of ["Ana Beatriz", "Bia"]) {
    const first = name !== "Bia";
    const ready = button(page, "Estou pronto!");
    await heading(page, `Passe o celular para ${name}`).waitFor();
    await check("passe", [heading(page, `Passe o celular para ${name}`), ready]);
    if (first) await check.scan?.("/guess-who/play (passe o celular)");
    await ready.click();
    await page.clock.fastForward(3000);
    await page.getByTestId("word").waitFor();
    await check("palavra", [page.getByTestId("word")]);
    if (first) await check.scan?.("/guess-who/play (palavra)");
    await page.clock.fastForward(30_000);
    const next = button(page, name === "Bia" ? "Ver resultado" : "Passar para Bia");
    await heading(page, `${name} acertou 0 palavras`).waitFor();
    await check("fim-da-vez", [heading(page, `${name} acertou 0 palavras`), next]);
    if (first) await check.scan?.("/guess-who/play (fim da vez)");
    await tap(page, next);
  }
  await results(page, check, "/guess-who/play (resultado)");
}

async function qualMeuNome(page: Page, check: Check) {
  await page.goto("/qual-meu-nome");
  await check.scan?.("/qual-meu-nome");
  await rulesSheet(page, check, "/qual-meu-nome");
  await addTeams(page, { "Time Azul": ["Ana", "Bia"], "Time Rosa": ["Caio", "Duda"] });
  await page.getByText("Sortear da lista").click();
  await page.getByText("10", { exact: true }).click();
  await page.getByText("30 s", { exact: true }).click();
  await check("times", []);
  await check.scan?.("/qual-meu-nome (times prontos)");
  await button(page, "Começar").click();
  for (const round of [1, 2, 3]) {
    const intro = heading(page, new RegExp(`^Rodada ${round}:`));
    await intro.waitFor();
    if (round === 1) await check("rodada", [intro, button(page, "Começar a rodada")]);
    if (round === 1) await check.scan?.("/qual-meu-nome (rodada 1)");
    await tap(page, button(page, "Começar a rodada"));
    if (round === 1) await check("vez", [button(page, "Começar a vez")]);
    if (round === 1) await check.scan?.("/qual-meu-nome (vez do Time Azul)");
    await tap(page, button(page, "Começar a vez"));
    const card = page.getByTestId("name-card");
    await card.waitFor();
    let left = 10;
    if (round === 1) {
      // Time Azul guesses one name and runs out of time; Time Rosa plays the rest of the round.
      await armed(page);
      await check("nome", [card, button(page, "Acertou")]);
      await check.scan?.("/qual-meu-nome (nome na tela)");
      await tap(page, button(page, "Acertou"));
      left -= 1;
      await page.clock.fastForward(31_000);
      const rosa = button(page, "Próxima vez: Time Rosa");
      await heading(page, "Tempo esgotado!").waitFor();
      await check("tempo-esgotado", [heading(page, "Tempo esgotado!"), rosa]);
      await check.scan?.("/qual-meu-nome (tempo esgotado)");
      await tap(page, rosa);
      await tap(page, button(page, "Começar a vez"));
    }
    for (; left > 0; left--) await tap(page, button(page, "Acertou"));
    if (round < 3) {
      const next = button(page, new RegExp(`^Rodada ${round + 1}:`));
      await heading(page, `Fim da rodada ${round}!`).waitFor();
      if (round === 1) await check("fim-da-rodada", [heading(page, "Fim da rodada 1!"), next]);
      if (round === 1) await check.scan?.("/qual-meu-nome (fim da rodada)");
      await tap(page, next);
    }
  }
  await results(page, check, "/qual-meu-nome (vencedor)");
}

async function desenhaEBebe(page: Page, check: Check) {
  await page.goto("/desenha-e-bebe");
  await check.scan?.("/desenha-e-bebe");
  await rulesSheet(page, check, "/desenha-e-bebe");
  await addTeams(page, { "Time Amarelo": ["Ana", "Bia"], "Time Rosa": ["Caio", "Duda"] });
  await page.getByText("3 pontos", { exact: true }).click();
  await check("times", []);
  await button(page, "Começar").click();
  // Amarelo gets every word right, Rosa none: Amarelo wins once Rosa has played its third turn.
  for (const [round, drawer] of ["Ana", "Caio", "Bia", "Duda", "Ana", "Caio"].entries()) {
    const first = round === 0;
    const see = button(page, `Sou ${drawer}: ver a palavra`);
    await see.waitFor();
    if (first) await check("passe", [see]);
    await tap(page, see);
    const start = button(page, /^Começar a desenhar/);
    await heading(page, "Só o desenhista pode ver").waitFor();
    if (first) await check("palavra", [page.getByTestId("hold-to-reveal"), start]);
    if (first) await check.scan?.("/desenha-e-bebe (palavra secreta)");
    await tap(page, start);
    const verdict = button(page, round % 2 ? "Não acertaram" : "Acertaram!");
    await page.getByTestId("drawing-canvas").waitFor();
    if (first) await check("desenhando", [page.getByTestId("drawing-canvas"), verdict]);
    if (first) await check.scan?.("/desenha-e-bebe (desenhando)");
    await tap(page, verdict);
    if (round === 5) break;
    const next = button(page, /^Próxima rodada/);
    await next.waitFor();
    if (first) await check("veredito", [page.getByTestId("outcome"), next]);
    if (first) await check.scan?.("/desenha-e-bebe (veredito)");
    await tap(page, next);
    if (first) await check.scan?.("/desenha-e-bebe (vez do Time Rosa)");
  }
  await heading(page, "Time Amarelo venceu!").waitFor();
  await results(page, check, "/desenha-e-bebe (vencedor)");
}

/** Fingers on the glass through Chromium's touch input, at points of the touch area. */
async function touch(page: Page, cdp: CDPSession, at: [number, number][]) {
  const box = await page.getByTestId("touch-surface").boundingBox();
  if (!box) throw new Error("touch area not visible");
  const touchPoints = at.map(([dx, dy], id) => ({ id, x: box.x + dx, y: box.y + dy }));
  await cdp.send("Input.dispatchTouchEvent", {
    type: at.length ? "touchStart" : "touchEnd",
    touchPoints,
  });
}

async function touchGame(page: Page, check: Check) {
  await page.goto("/touch-game");
  const surface = page.getByTestId("touch-surface");
  await surface.waitFor();
  await check("vazio", [surface]);
  await check.scan?.("/touch-game");
  await rulesSheet(page, check, "/touch-game");
  const cdp = await page.context().newCDPSession(page);
  await touch(page, cdp, [
    [70, 120],
    [250, 170],
    [160, 330],
  ]);
  await page.getByTestId("finger").nth(2).waitFor();
  await check("dedos", [surface]);
  await check.scan?.("/touch-game (dedos na tela)");
  await page.clock.fastForward(3_500);
  await page.getByTestId("countdown").waitFor();
  await check("contagem", [page.getByTestId("countdown")]);
  await page.clock.fastForward(3_000);
  await page.getByText("Bebe!", { exact: true }).waitFor();
  const chosen = page.locator('[data-testid="finger"][data-chosen="true"]');
  await check("escolhido", [chosen]);
  await check.scan?.("/touch-game (escolhido)");
  await touch(page, cdp, []);
  await cdp.detach();
  await check("de-novo", [chosen, button(page, "De novo")]);
  await check.scan?.("/touch-game (de novo)");
  await button(page, "De novo").click();
  await button(page, "Modo pelos nomes").click();
  await addPlayers(page, ["Ana Beatriz", "Bia", "Caio"]);
  await check("nomes", []);
  await check.scan?.("/touch-game (pelos nomes)");
  await button(page, "Começar").click();
  await armed(page);
  await check("sortear", [button(page, "Sortear")]);
  await tap(page, button(page, "Sortear"));
  await page
    .getByTestId("names-result")
    .filter({ hasText: /bebe!$/ })
    .waitFor();
  await check("sorteado", [page.getByTestId("names-result"), button(page, /^Sortear/)]);
  await check.scan?.("/touch-game (nome sorteado)");
  await endGame(page, check, "/touch-game (placar)");
}

async function spinBottle(page: Page, check: Check) {
  await page.goto("/spin-bottle");
  await check.scan?.("/spin-bottle");
  await rulesSheet(page, check, "/spin-bottle");
  await addPlayers(page, ["Ana Beatriz", "Bia", "Caio", "Duda", "Enzo"]);
  await check("inicio", []);
  await button(page, "Começar").click();
  await page.getByTestId("bottle-table").waitFor();
  await armed(page);
  await check("mesa", [page.getByTestId("bottle-table"), button(page, "Girar")]);
  await check.scan?.("/spin-bottle (mesa)");
  for (let spin = 1; spin <= 2; spin++) {
    await tap(page, button(page, "Girar")); // reduced motion: straight to where it stops
    const prompt = page.getByTestId("prompt");
    await prompt.waitFor();
    await armed(page);
    const done = button(
      page,
      (await prompt.getAttribute("data-kind")) === "bebe" ? /^Feito/ : /^Cumpriu/,
    );
    await check(`garrafa-${spin}`, [prompt, done]);
    if (spin === 1) await check.scan?.("/spin-bottle (garrafa parou)");
    await tap(page, done);
  }
  await endGame(page, check, "/spin-bottle (placar)");
}

async function coinFlip(page: Page, check: Check) {
  await page.goto("/coin-flip");
  await check.scan?.("/coin-flip");
  await rulesSheet(page, check, "/coin-flip");
  await addPlayers(page, ["Ana Beatriz", "Bia", "Caio"]);
  await check("inicio", []);
  await button(page, "Começar").click();
  await page.getByTestId("coin").waitFor();
  await check.scan?.("/coin-flip (moeda)");
  for (const name of ["Ana Beatriz", "Bia", "Caio"]) await page.getByTestId(`call-${name}`).click();
  await armed(page);
  await check("palpites", [page.getByTestId("coin"), button(page, "Jogar a moeda")]);
  await check.scan?.("/coin-flip (palpites)");
  await tap(page, button(page, "Jogar a moeda"));
  await page.getByTestId("flip-result").waitFor();
  await check("resultado-da-moeda", [page.getByTestId("flip-result")]);
  await check.scan?.("/coin-flip (resultado)");
  await endGame(page, check, "/coin-flip (placar)");
}

async function maisProvavel(page: Page, check: Check) {
  await page.goto("/mais-provavel");
  await check.scan?.("/mais-provavel");
  await rulesSheet(page, check, "/mais-provavel");
  await page.getByText("3", { exact: true }).click();
  await addPlayers(page, ["Ana", "Bia", "Caio"]);
  await check("inicio", []);
  await check.scan?.("/mais-provavel (jogadores prontos)");
  await button(page, "Começar").click();
  await page.waitForURL(/\/mais-provavel\/jogo$/);
  const orders = [
    ["Ana", "Bia", "Caio"],
    ["Bia", "Caio", "Ana"],
    ["Caio", "Ana", "Bia"],
  ];
  for (const [round, order] of orders.entries()) {
    for (const [i, voter] of order.entries()) {
      const me = button(page, `Sou ${voter}: votar`);
      await me.waitFor();
      await armed(page);
      if (round === 0 && i < 2) await check(i ? "passe" : "vez", [me]);
      if (round === 0 && i < 2)
        await check.scan?.(`/mais-provavel/jogo (${i ? "passe o celular" : "vez de votar"})`);
      await me.click();
      const option = page.getByTestId("vote-option");
      await heading(page, `Vez de ${voter} votar`).waitFor();
      if (round === 0 && i === 0)
        await check("votando", [page.getByTestId("question"), option.first(), option.last()]);
      if (round === 0 && i === 0) await check.scan?.("/mais-provavel/jogo (votando)");
      await tap(page, option.first());
    }
    const next = button(page, round < 2 ? "Próxima rodada" : "Ver resultado");
    await page.getByTestId("verdict").waitFor();
    if (round === 0) await check("revelacao", [page.getByTestId("verdict"), next]);
    if (round === 0) await check.scan?.("/mais-provavel/jogo (revelação)");
    await tap(page, next);
  }
  await results(page, check, "/mais-provavel/jogo (resultado)");
}

/** Quem Sou Eu, Qual Meu Nome, Desenha e Bebe, Toque na Sorte, Garrafa, Moeda, Mais Provável. */
export const partyWalks: Record<string, Walk> = {
  "guess-who": guessWho,
  "qual-meu-nome": qualMeuNome,
  "desenha-e-bebe": desenhaEBebe,
  "touch-game": touchGame,
  "spin-bottle": spinBottle,
  "coin-flip": coinFlip,
  "mais-provavel": maisProvavel,
};
