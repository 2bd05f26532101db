import type { CDPSession } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findings, partyGameScreens, scannedPaths, visit } from "./a11y-kit";
import { setupApp } from "./fixture";
import { armed, tap } from "./game-turns";

// One account and one page for every game, with a fake clock for the timed turns; axe is
// injected as a script, past the app's CSP.
const app = setupApp({
  signedIn: true,
  perFile: true,
  clock: true,
  contextOptions: { bypassCSP: true },
});

type Scan = ReturnType<typeof findings>["scan"];
const button = (name: string | RegExp) =>
  app.page.getByRole("button", { name, exact: typeof name === "string" });
const click = (name: string | RegExp) => button(name).click();
const heading = (name: string | RegExp) => app.page.getByRole("heading", { name }).waitFor();
const WINNER = /venceu!$|^Empate entre /;

async function addPlayers(names: string[]) {
  for (const n of names) {
    await app.page.getByPlaceholder("Nome do jogador").fill(n);
    await click("Adicionar");
  }
}

/** Two teams of two, typed into the team editor (Qual Meu Nome, Desenha e Bebe). */
async function addTeams(teams: Record<string, string[]>) {
  for (const [team, names] of Object.entries(teams)) {
    const input = app.page.getByLabel(`Nova pessoa no ${team}`);
    for (const name of names) {
      await input.fill(name);
      await input.press("Enter");
    }
  }
}

/** The 'Como jogar' sheet of the game on screen, scanned open, then closed. */
async function rulesSheet(scan: Scan, where: string) {
  await click("Como jogar");
  await app.page.getByRole("dialog", { name: /^Como jogar/ }).waitFor();
  await scan(app.page, `${where} (como jogar)`, true);
  await click("Entendi");
  await app.page.getByRole("dialog").waitFor({ state: "detached" });
}

/** Fingers on the screen through Chromium's touch input (the touch area's own coordinates). */
async function touch(cdp: CDPSession, type: "touchStart" | "touchEnd", at: [number, number][]) {
  const box = await app.page.getByTestId("touch-surface").boundingBox();
  if (!box) throw new Error("touch area not visible");
  const touchPoints = at.map(([dx, dy], id) => ({ id, x: box.x + dx, y: box.y + dy }));
  await cdp.send("Input.dispatchTouchEvent", { type, touchPoints });
}

describe("accessibility of the party games (axe-core, WCAG 2.2 AA, 44 px targets)", () => {
  it("Quem Sou Eu: players, theme, the hand-off, a word, the turn's summary and the result", async () => {
    const { problems, scan } = findings();
    await visit(app, "/guess-who/players");
    await scan(app.page, "/guess-who/players", true);
    await rulesSheet(scan, "/guess-who/players");
    await addPlayers(["Ana", "Bia"]);
    await click("Começar");
    await app.page.waitForURL(/\/guess-who\/theme$/);
    await app.page.getByRole("checkbox", { name: /Lugares/ }).check();
    await app.page.locator("label", { hasText: "30s" }).click();
    await scan(app.page, "/guess-who/theme", true);
    await click("Começar o jogo");
    await app.page.waitForURL(/\/guess-who\/play$/);
    for (const name of ["Ana", "Bia"]) {
      await heading(`Passe o celular para ${name}`);
      if (name === "Ana") await scan(app.page, "/guess-who/play (passe o celular)", true);
      await click("Estou pronto!");
      await app.page.clock.fastForward(3000);
      await app.page.getByTestId("word").waitFor();
      if (name === "Ana") await scan(app.page, "/guess-who/play (palavra)", true);
      await app.page.clock.fastForward(30_000);
      await heading(`${name} acertou 0 palavras`);
      if (name === "Ana") await scan(app.page, "/guess-who/play (fim da vez)", true);
      await tap(app.page, button(name === "Ana" ? "Passar para Bia" : "Ver resultado"));
    }
    await heading(WINNER);
    await scan(app.page, "/guess-who/play (resultado)", true);
    expect(problems).toEqual([]);
  });

  it("Qual Meu Nome: setup, a round's intro, a turn, time up, a round's end and the winner", async () => {
    const { problems, scan } = findings();
    await visit(app, "/qual-meu-nome");
    await scan(app.page, "/qual-meu-nome", true);
    await rulesSheet(scan, "/qual-meu-nome");
    await addTeams({ "Time Azul": ["Ana", "Bia"], "Time Rosa": ["Caio", "Duda"] });
    await app.page.getByText("Sortear da lista").click();
    await app.page.getByText("10", { exact: true }).click();
    await app.page.getByText("30 s", { exact: true }).click();
    await scan(app.page, "/qual-meu-nome (times prontos)", true);
    await click("Começar");
    for (const round of [1, 2, 3]) {
      await heading(new RegExp(`^Rodada ${round}:`));
      if (round === 1) await scan(app.page, "/qual-meu-nome (rodada 1)", true);
      await tap(app.page, button("Começar a rodada"));
      if (round === 1) await scan(app.page, "/qual-meu-nome (vez do Time Azul)", true);
      await tap(app.page, button("Começar a vez"));
      await app.page.getByTestId("name-card").waitFor();
      if (round === 1) {
        await scan(app.page, "/qual-meu-nome (nome na tela)", true);
        await tap(app.page, button("Acertou"));
        await app.page.clock.fastForward(31_000);
        await heading("Tempo esgotado!");
        await scan(app.page, "/qual-meu-nome (tempo esgotado)", true);
        await tap(app.page, button("Próxima vez: Time Rosa"));
        await tap(app.page, button("Começar a vez"));
      }
      for (let left = round === 1 ? 9 : 10; left > 0; left--)
        await tap(app.page, button("Acertou"));
      if (round < 3) {
        await heading(`Fim da rodada ${round}!`);
        if (round === 1) await scan(app.page, "/qual-meu-nome (fim da rodada)", true);
        await tap(app.page, button(new RegExp(`^Rodada ${round + 1}:`)));
      }
    }
    await heading(WINNER);
    await scan(app.page, "/qual-meu-nome (vencedor)", true);
    expect(problems).toEqual([]);
  }, 90_000);

  it("Desenha e Bebe: teams, the hand-off, the secret word, the canvas, a verdict and the winner", async () => {
    const { problems, scan } = findings();
    await visit(app, "/desenha-e-bebe");
    await scan(app.page, "/desenha-e-bebe", true);
    await rulesSheet(scan, "/desenha-e-bebe");
    await addTeams({ "Time Amarelo": ["Ana", "Bia"], "Time Rosa": ["Caio", "Duda"] });
    await app.page.getByText("3 pontos", { exact: true }).click();
    await click("Começar");
    // Amarelo gets every word right, Rosa none: Amarelo reaches 3 on the fifth turn, and wins
    // once Rosa has played its third.
    for (const [round, drawer] of ["Ana", "Caio", "Bia", "Duda", "Ana", "Caio"].entries()) {
      const first = round === 0;
      await tap(app.page, button(`Sou ${drawer}: ver a palavra`));
      await heading("Só o desenhista pode ver");
      if (first) await scan(app.page, "/desenha-e-bebe (palavra secreta)", true);
      await tap(app.page, button(/^Começar a desenhar/));
      await app.page.getByTestId("drawing-canvas").waitFor();
      if (first) await scan(app.page, "/desenha-e-bebe (desenhando)", true);
      await tap(app.page, button(round % 2 ? "Não acertaram" : "Acertaram!"));
      if (round === 5) break;
      await heading(round % 2 ? "Não acertaram" : "Acertaram!");
      if (first) await scan(app.page, "/desenha-e-bebe (veredito)", true);
      await tap(app.page, button(/^Próxima rodada/));
      if (first) await scan(app.page, "/desenha-e-bebe (vez do Time Rosa)", true);
    }
    await heading("Time Amarelo venceu!");
    await scan(app.page, "/desenha-e-bebe (vencedor)", true);
    expect(problems).toEqual([]);
  });

  it("Toque na Sorte: the empty chooser, fingers down, the one chosen, and the names mode", async () => {
    const { problems, scan } = findings();
    await visit(app, "/touch-game");
    await scan(app.page, "/touch-game", true);
    await rulesSheet(scan, "/touch-game");
    const fingers: [number, number][] = [
      [70, 120],
      [250, 170],
      [160, 330],
    ];
    const cdp = await app.context.newCDPSession(app.page);
    await touch(cdp, "touchStart", fingers);
    await expect.poll(() => app.page.getByTestId("finger").count()).toBe(3);
    await scan(app.page, "/touch-game (dedos na tela)", true);
    await app.page.clock.fastForward(3_500);
    await app.page.getByTestId("countdown").waitFor();
    await app.page.clock.fastForward(3_000);
    await app.page.getByText("Bebe!", { exact: true }).waitFor();
    await scan(app.page, "/touch-game (escolhido)", true);
    await touch(cdp, "touchEnd", []);
    await cdp.detach();
    await button("De novo").waitFor();
    await scan(app.page, "/touch-game (de novo)", true);
    await click("De novo");

    await click("Modo pelos nomes");
    await addPlayers(["Ana", "Bia", "Caio"]);
    await scan(app.page, "/touch-game (pelos nomes)", true);
    await click("Começar");
    await tap(app.page, button("Sortear"));
    await expect.poll(() => app.page.getByTestId("names-result").innerText()).toMatch(/bebe!$/);
    await scan(app.page, "/touch-game (nome sorteado)", true);
    await tap(app.page, button("Encerrar e ver o placar"));
    await heading(WINNER);
    await scan(app.page, "/touch-game (placar)", true);
    expect(problems).toEqual([]);
  });

  it("Girar a Garrafa: setup, the bottle table, a prompt and the scoreboard", async () => {
    const { problems, scan } = findings();
    await visit(app, "/spin-bottle");
    await scan(app.page, "/spin-bottle", true);
    await rulesSheet(scan, "/spin-bottle");
    await addPlayers(["Ana", "Bia", "Caio"]);
    await click("Começar");
    await app.page.getByTestId("bottle-table").waitFor();
    await scan(app.page, "/spin-bottle (mesa)", true);
    await tap(app.page, button("Girar")); // reduced motion: straight to where it stops
    const prompt = app.page.getByTestId("prompt");
    await prompt.waitFor();
    await scan(app.page, "/spin-bottle (garrafa parou)", true);
    const kind = await prompt.getAttribute("data-kind");
    await tap(app.page, button(kind === "bebe" ? /^Feito/ : /^Cumpriu/));
    await tap(app.page, button("Encerrar e ver o placar"));
    await heading(WINNER);
    await scan(app.page, "/spin-bottle (placar)", true);
    expect(problems).toEqual([]);
  });

  it("Cara ou Coroa: setup, the coin before and after a flip, and the scoreboard", async () => {
    const { problems, scan } = findings();
    await visit(app, "/coin-flip");
    await scan(app.page, "/coin-flip", true);
    await rulesSheet(scan, "/coin-flip");
    await addPlayers(["Ana", "Bia", "Caio"]);
    await click("Começar");
    await app.page.getByTestId("coin").waitFor();
    await scan(app.page, "/coin-flip (moeda)", true);
    for (const name of ["Ana", "Bia", "Caio"]) await app.page.getByTestId(`call-${name}`).click();
    await scan(app.page, "/coin-flip (palpites)", true);
    await tap(app.page, button("Jogar a moeda"));
    await app.page.getByTestId("flip-result").waitFor();
    await scan(app.page, "/coin-flip (resultado)", true);
    await tap(app.page, button("Encerrar e ver o placar"));
    await heading(WINNER);
    await scan(app.page, "/coin-flip (placar)", true);
    expect(problems).toEqual([]);
  });

  it("Quem é Mais Provável?: setup, the hand-off, a vote, the reveal and the result", async () => {
    const { problems, scan } = findings();
    await visit(app, "/mais-provavel");
    await scan(app.page, "/mais-provavel", true);
    await rulesSheet(scan, "/mais-provavel");
    await app.page.getByText("3", { exact: true }).click();
    await addPlayers(["Ana", "Bia", "Caio"]);
    await scan(app.page, "/mais-provavel (jogadores prontos)", true);
    await click("Começar");
    await app.page.waitForURL(/\/mais-provavel\/jogo$/);
    for (const round of [1, 2, 3]) {
      const order = [
        ["Ana", "Bia", "Caio"],
        ["Bia", "Caio", "Ana"],
        ["Caio", "Ana", "Bia"],
      ][round - 1] as string[];
      for (const [i, voter] of order.entries()) {
        await heading(new RegExp(`^(Vez de|Passe o celular para) ${voter}( votar)?$`));
        if (round === 1 && i < 2)
          await scan(
            app.page,
            `/mais-provavel/jogo (${i ? "passe o celular" : "vez de votar"})`,
            true,
          );
        await armed(app.page);
        await click(`Sou ${voter}: votar`);
        await heading(`Vez de ${voter} votar`);
        if (round === 1 && i === 0) await scan(app.page, "/mais-provavel/jogo (votando)", true);
        await tap(app.page, app.page.getByTestId("vote-option").first());
      }
      await app.page.getByTestId("verdict").waitFor();
      if (round === 1) await scan(app.page, "/mais-provavel/jogo (revelação)", true);
      await tap(app.page, button(round < 3 ? "Próxima rodada" : "Ver resultado"));
    }
    await heading(WINNER);
    await scan(app.page, "/mais-provavel/jogo (resultado)", true);
    expect(problems).toEqual([]);
  });

  it("scanned every screen of these games", () => {
    expect([...scannedPaths].sort()).toEqual([...partyGameScreens].sort());
  });
});
