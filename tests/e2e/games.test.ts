import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, classicCardsOnly, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

async function addPlayers(names: string[]) {
  for (const n of names) {
    await app.page.getByPlaceholder("Nome do jogador").fill(n);
    await app.page.getByRole("button", { name: "Adicionar" }).click();
  }
}

describe("Modo Clássico", () => {
  async function startClassic(target: string) {
    await app.page.goto("/classic");
    await classicCardsOnly(app.page);
    await app.page.getByLabel(/Meta de pontos/).fill(target);
    await app.page.getByRole("button", { name: "Escolher jogadores" }).click();
    await app.page.waitForURL(/\/classic\/players$/);
    await addPlayers(["Ana", "Bia", "Caio"]);
  }
  const turn = () => app.page.getByTestId("turn").innerText();
  const cumpriu = () => app.page.getByRole("button", { name: /^Cumpriu/ });
  const bebeu = () => app.page.getByRole("button", { name: /^Bebeu/ });

  it("plays from start to result with 3 players, offline after loading; the round ends first", async () => {
    await startClassic("20");
    await app.networkIdle(); // the prefetched play screen has arrived
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.waitForURL(/\/classic\/play$/);
    expect(await turn()).toContain("Ana");
    const first = await app.page.getByTestId("challenge").innerText();
    expect(first).not.toMatch(/\{jogador\}|\{outro\}/);
    await tap(app.page, app.page.getByRole("button", { name: /^Pular/ }));
    expect(await turn()).toContain("Ana"); // skipping keeps the turn
    for (const _ of [1, 2, 3]) await tap(app.page, bebeu());
    expect(await app.page.getByTestId("score-Ana").innerText()).toBe("5 pontos");
    expect(await turn()).toContain("Ana"); // wrapped around
    // Ana 15, Bia 15, Caio 15, then Ana reaches 25 of 20: Bia and Caio still play their turn.
    for (const _ of [1, 2, 3, 4]) await tap(app.page, cumpriu());
    expect(await app.page.getByTestId("challenge").innerText()).toContain("Última rodada");
    expect(await turn()).toContain("Bia");
    for (const _ of [1, 2]) await tap(app.page, bebeu());
    await app.page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    await app.context.setOffline(false);
  });

  it("a reload mid-turn shows the same card, turn and scores; 'Continuar' brings the game back", async () => {
    await startClassic("100");
    await seedGames(app.page, 4242);
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.waitForURL(/\/classic\/play$/);
    await tap(app.page, cumpriu());
    await tap(app.page, bebeu());
    const card = await app.page.getByTestId("challenge").innerText();
    await app.page.reload();
    await app.page.getByTestId("challenge").waitFor();
    expect(await app.page.getByTestId("challenge").innerText()).toBe(card);
    expect(await turn()).toContain("Caio");
    expect(await app.page.getByTestId("score-Ana").innerText()).toBe("10 pontos");
    expect(await app.page.getByTestId("score-Bia").innerText()).toBe("5 pontos");
    // Leaving and coming back through the start screen keeps the scores.
    await app.page.goto("/classic");
    await app.page.getByRole("button", { name: "Continuar a partida" }).click();
    await app.page.waitForURL(/\/classic\/play$/);
    expect(await app.page.getByTestId("challenge").innerText()).toBe(card);
    expect(await app.page.getByTestId("score-Ana").innerText()).toBe("10 pontos");
  });

  it("two taps 80 ms apart play one turn, not two", async () => {
    await startClassic("100");
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.waitForURL(/\/classic\/play$/);
    const before = await gameVersion(app.page);
    await doubleTap(app.page, cumpriu());
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land
    expect(await gameVersion(app.page)).toBe(before + 1);
    expect(await app.page.getByTestId("score-Ana").innerText()).toBe("10 pontos");
    expect(await app.page.getByTestId("score-Bia").innerText()).toBe("0 pontos");
    expect(await turn()).toContain("Bia");
    // Positive control: a deliberate tap on Bia's card does count.
    await tap(app.page, cumpriu());
    expect(await app.page.getByTestId("score-Bia").innerText()).toBe("10 pontos");
  });
});

describe("Saideira roulette", () => {
  it("spins until someone wins, with 3 players, offline after loading; 'Jogar de novo' starts over", async () => {
    await app.page.goto("/roulette/start");
    await seedGames(app.page, 395); // the same wheel every run: the game ends the same way
    await app.page.getByLabel(/Meta de pontos/).fill("10");
    await app.page.getByRole("button", { name: "Escolher jogadores" }).click();
    await addPlayers(["Ana", "Bia", "Caio"]);
    await app.networkIdle();
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();
    await app.page.waitForURL(/\/roulette\/play$/);
    for (let spin = 0; spin < 40 && !app.page.url().endsWith("/roulette/winner"); spin++) {
      const before = await app.page.getByTestId("wheel").getAttribute("data-rotation");
      await tap(app.page, app.page.getByRole("button", { name: /^Girar,/ }));
      const panel = app.page.getByTestId("slot-panel");
      await panel.waitFor();
      expect(await app.page.getByTestId("wheel").getAttribute("data-rotation")).not.toBe(before);
      await tap(app.page, panel.getByRole("button").first());
      await panel.waitFor({ state: "detached" });
    }
    await app.page.waitForURL(/\/roulette\/winner$/);
    await app.page.getByRole("heading", { name: /venceu!/ }).waitFor();
    await app.page.getByRole("heading", { name: "Números da noite" }).waitFor();
    await app.page.getByRole("button", { name: "Jogar de novo" }).click();
    await app.page.waitForURL(/\/roulette\/play$/);
    expect(await app.page.getByTestId("turn").innerText()).toContain("Ana");
    for (const name of ["Ana", "Bia", "Caio"])
      expect(await app.page.getByTestId(`score-${name}`).innerText()).toBe("0 pontos");
    await app.context.setOffline(false);
  });
});

describe("Verdade ou Desafio", () => {
  it("plays from start to result with 3 players, offline after loading; the round ends first", async () => {
    const tapButton = (name: string | RegExp) =>
      tap(app.page, app.page.getByRole("button", { name, exact: typeof name === "string" }));
    await app.page.goto("/truth-or-dare");
    await app.page.getByLabel(/Meta de pontos/).fill("20");
    await addPlayers(["Ana", "Bia", "Caio"]);
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();
    await tapButton("Verdade");
    const truth = await app.page.getByTestId("prompt").innerText();
    expect(truth).toContain("?");
    await tapButton("Pular");
    expect(await app.page.getByTestId("turn").innerText()).toContain("Ana");
    await tapButton("Cumpriu +10");
    for (const who of ["Bia", "Caio"]) {
      expect(await app.page.getByTestId("turn").innerText()).toContain(who);
      await tapButton("Desafio");
      await tapButton(/^Recusou/);
    }
    await tapButton("Desafio");
    await tapButton("Cumpriu +10"); // Ana reaches 20: Bia and Caio still play their turn
    await app.page.getByText(/Última rodada/).waitFor();
    for (const _ of ["Bia", "Caio"]) {
      await tapButton("Verdade");
      await tapButton(/^Recusou/);
    }
    await app.page.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    await app.context.setOffline(false);
  });
});

describe("Cartas", () => {
  it("plays a whole deck to the result with 3 players, offline after loading", async () => {
    await app.page.goto("/cards");
    await app.page.getByText("20", { exact: true }).click();
    await addPlayers(["Ana", "Bia", "Caio"]);
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).click();
    const kinds = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const card = app.page.getByTestId("card");
      await card.waitFor();
      const kind = (await card.getAttribute("data-kind")) ?? "";
      kinds.add(kind);
      expect(await card.innerText()).not.toMatch(/\{jogador\}|\{outro\}/);
      const done = kind === "desafio" ? "Cumpriu" : "Próxima";
      await tap(app.page, app.page.getByRole("button", { name: done, exact: true }));
    }
    // A random deck: one player may lead, or several may tie on points and drinks.
    await app.page.getByRole("heading", { name: /venceu!$|^Empate entre / }).waitFor();
    expect(kinds.size).toBeGreaterThan(1);
    await app.context.setOffline(false);
  });
});

describe("players, groups, stats and profile", () => {
  it("reuses a saved group in a game and shows the played game in the stats", async () => {
    await app.page.goto("/manage-players");
    await app.page.getByRole("button", { name: "Novo grupo" }).click();
    await app.page.getByLabel("Nome do grupo").fill("Turma da facul");
    for (const n of ["Dani", "Edu", "Fê"]) {
      await app.page.getByLabel("Jogadores", { exact: true }).fill(n);
      await app.page.getByRole("button", { name: "Adicionar" }).click();
    }
    await app.page.getByRole("button", { name: "Salvar grupo" }).click();
    await app.page.getByText("Dani, Edu, Fê").waitFor();

    await app.page.goto("/classic");
    await classicCardsOnly(app.page);
    await app.page.getByLabel(/Meta de pontos/).fill("10");
    await app.page.getByRole("button", { name: "Escolher jogadores" }).click();
    await app.page.getByRole("button", { name: "Turma da facul" }).click();
    expect(await app.page.getByLabel("Nome do jogador 3").inputValue()).toBe("Fê");
    await app.page.getByRole("button", { name: "Dani", exact: true }).click(); // 'Sou eu'
    await app.page.getByRole("button", { name: "Começar" }).click();
    await tap(app.page, app.page.getByRole("button", { name: /^Cumpriu/ }));
    await tap(app.page, app.page.getByRole("button", { name: /^Bebeu/ })); // the final round
    await tap(app.page, app.page.getByRole("button", { name: /^Bebeu/ }));
    await app.page.getByRole("heading", { name: "Dani venceu!" }).waitFor();

    await app.page.goto("/stats");
    await expect.poll(() => app.page.getByTestId("total-Partidas").innerText()).toBe("1");
    expect(await app.page.getByTestId("total-Vitórias").innerText()).toBe("1");
    expect(await app.page.getByTestId("recent-games").innerText()).toContain("Modo Clássico");
    // A finished game is not offered as 'Continuar de onde parou'.
    await app.page.goto("/dashboard");
    await app.page.getByRole("heading", { name: /Ana/ }).waitFor();
    expect(await app.page.getByTestId("continue-game").count()).toBe(0);
  });

  it("edits the profile, and 'sem álcool' changes the drink button", async () => {
    await app.page.goto("/profile");
    const name = app.page.locator("#name-title + form input");
    await name.fill("Ana Paula");
    await app.page.getByRole("button", { name: "Salvar" }).click();
    await app.page.getByText("Nome salvo!").waitFor();
    await app.page.getByRole("radio", { name: "Sem álcool" }).check();
    await app.page.getByRole("switch", { name: "Conteúdo +18" }).click();
    await app.page.getByRole("button", { name: "Mostrar" }).click();
    await expect
      .poll(() =>
        app.page.getByRole("switch", { name: "Conteúdo +18" }).getAttribute("aria-checked"),
      )
      .toBe("true");
    await app.page.reload();
    await app.page.getByRole("heading", { level: 1, name: "Ana Paula" }).waitFor();
    expect(await app.page.getByRole("radio", { name: "Sem álcool" }).isChecked()).toBe(true);

    await app.page.goto("/classic");
    await classicCardsOnly(app.page);
    await app.page.getByRole("button", { name: "Escolher jogadores" }).click();
    await addPlayers(["Ana", "Bia"]);
    await app.page.getByRole("button", { name: "Começar" }).click();
    // The button says what the drawn challenge asks without alcohol: a sip, or else a forfeit.
    const challenge = await app.page.getByTestId("challenge").innerText();
    const sip = /\bgoles?\b/i.test(challenge) && !/\bprendas?\b/i.test(challenge);
    await app.page
      .getByRole("button", { name: sip ? /^Tomou um gole/ : /^Pagou a prenda/ })
      .waitFor();
    expect(await app.page.getByRole("button", { name: /^Bebeu/ }).count()).toBe(0);
  });

  it("deletes the account and everything of it", async () => {
    const { email, password } = app.account;
    await app.page.goto("/profile");
    await app.page.getByRole("button", { name: "Excluir minha conta" }).click();
    const confirm = app.page.getByRole("button", { name: "Excluir para sempre" });
    expect(await confirm.isDisabled()).toBe(true);
    await app.page.getByLabel(/Digite EXCLUIR/).fill("excluir");
    await confirm.click();
    await app.page.waitForURL(`${app.server.url}/`);
    await app.page.goto("/auth");
    await app.page.getByLabel("Email").fill(email);
    await app.page.getByLabel("Senha", { exact: true }).fill(password);
    await app.page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect
      .poll(() => app.page.getByRole("alert").innerText())
      .toBe("Credenciais inválidas. Por favor, tente novamente.");
  });
});
