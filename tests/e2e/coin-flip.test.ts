import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true, reducedMotion: false });

async function setUp(names: string[]) {
  await app.page.goto("/coin-flip");
  for (const n of names) {
    await app.page.getByPlaceholder("Nome do jogador").fill(n);
    await app.page.getByRole("button", { name: "Adicionar" }).click();
  }
}

const chip = (name: string) => app.page.getByTestId(`call-${name}`);
const callOf = async (name: string) => (await chip(name).getAttribute("data-call")) ?? "";

/** Flips and waits for the result; returns the face and the sentence naming the drinkers. */
async function flipAndRead() {
  await tap(app.page, app.page.getByRole("button", { name: "Jogar a moeda" }));
  const result = app.page.getByTestId("flip-result");
  await result.waitFor({ timeout: 10_000 });
  const face = (await result.innerText()).includes("Cara") ? "cara" : "coroa";
  expect(await app.page.getByTestId("coin").getAttribute("data-face")).toBe(face);
  return { face, drinkers: await app.page.getByTestId("drinkers").innerText() };
}

describe("Cara ou Coroa", () => {
  it("everyone calls by tapping their chip, the coin flips and the wrong callers drink", async () => {
    await setUp(["Ana", "Bia", "Caio"]);
    await app.page.getByRole("button", { name: "Começar" }).tap();
    await app.page.getByText("Falta o palpite de Ana, Bia e Caio.").waitFor();

    await chip("Ana").tap(); // cara
    await chip("Bia").tap();
    await chip("Bia").tap(); // coroa
    await chip("Caio").tap(); // cara
    expect([await callOf("Ana"), await callOf("Bia"), await callOf("Caio")]).toEqual([
      "cara",
      "coroa",
      "cara",
    ]);

    // Full motion: the coin is in the air for a moment before the result shows.
    await armed(app.page);
    await app.page.getByRole("button", { name: "Jogar a moeda" }).tap();
    await app.page.getByText("A moeda está no ar…").first().waitFor();
    const result = app.page.getByTestId("flip-result");
    await result.waitFor({ timeout: 10_000 });
    const face = (await result.innerText()).includes("Cara") ? "cara" : "coroa";
    const drinkers = await app.page.getByTestId("drinkers").innerText();
    if (face === "cara") {
      expect(drinkers).toBe("Bia bebe um gole.");
      expect(await chip("Ana").innerText()).toContain("1 acerto");
    } else {
      expect(drinkers).toBe("Ana e Caio bebem um gole.");
      expect(await chip("Bia").innerText()).toContain("1 acerto");
    }
    const history = app.page.getByTestId("history").getByRole("listitem");
    expect(await history.count()).toBe(1);
    expect(await history.first().innerText()).toContain(face === "cara" ? "Bia" : "Ana, Caio");
    await app.page.getByText("A moeda não tem memória: cada jogada é 50/50").waitFor();

    // The calls stay on the table until someone changes theirs: the coin can go up again.
    expect([await callOf("Ana"), await callOf("Bia"), await callOf("Caio")]).toEqual([
      "cara",
      "coroa",
      "cara",
    ]);
    expect(
      await app.page.getByRole("button", { name: "Jogar a moeda" }).getAttribute("aria-disabled"),
    ).toBeNull();

    // A few quick flips with reduced motion; the history and the totals keep up.
    await app.page.emulateMedia({ reducedMotion: "reduce" });
    let caras = face === "cara" ? 1 : 0;
    for (let i = 2; i <= 5; i++) {
      const r = await flipAndRead();
      if (r.face === "cara") caras++;
      expect(await history.count()).toBe(i);
      expect(await history.first().innerText()).toMatch(new RegExp(`^#${i}`));
    }
    expect(await app.page.getByTestId("streaks").innerText()).toContain(`${caras} × ${5 - caras}`);

    await tap(app.page, app.page.getByRole("button", { name: "Encerrar e ver o placar" }));
    // Random flips: one player may lead, or several may tie on right calls.
    await app.page.getByRole("heading", { name: /venceu!$|^Empate entre / }).waitFor();
    await app.page
      .getByRole("list", { name: "Pódio" })
      .getByText(/\d+ acertos?/)
      .first()
      .waitFor();
  });

  it("plays a quick duel offline: one calls, the other takes the other side", async () => {
    await app.page.emulateMedia({ reducedMotion: "reduce" });
    await setUp(["Ana", "Bia"]);
    await app.page.getByRole("button", { name: "Duelo (2 jogadores)" }).tap();
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar" }).tap();
    await app.page.getByText("Ana chama: toque no seu nome para escolher o lado.").waitFor();

    // Not Bia's turn to call: her chip is locked and a tap changes nothing.
    expect(await chip("Bia").getAttribute("aria-disabled")).toBe("true");
    await chip("Bia").tap({ force: true });
    expect(await callOf("Bia")).toBe("");
    await chip("Ana").tap();
    expect([await callOf("Ana"), await callOf("Bia")]).toEqual(["cara", "coroa"]);

    const { face, drinkers } = await flipAndRead();
    expect(drinkers).toBe(face === "cara" ? "Bia bebe um gole." : "Ana bebe um gole.");
    // Bia calls next.
    await chip("Bia").tap();
    expect([await callOf("Ana"), await callOf("Bia")]).toEqual(["cara", "coroa"].reverse());
    const second = await flipAndRead();
    expect(second.drinkers).toBe(
      second.face === "cara" ? "Ana bebe um gole." : "Bia bebe um gole.",
    );
    expect(await app.page.getByTestId("history").getByRole("listitem").count()).toBe(2);
    await app.context.setOffline(false);
  });

  it("a reload mid-game shows the same result, calls, scores and history", async () => {
    await app.page.emulateMedia({ reducedMotion: "reduce" });
    await setUp(["Ana", "Bia", "Caio"]);
    await seedGames(app.page, 77);
    await app.page.getByRole("button", { name: "Começar" }).tap();
    await chip("Ana").tap();
    await chip("Bia").tap();
    await chip("Bia").tap();
    await chip("Caio").tap();
    await flipAndRead();
    const { drinkers } = await flipAndRead();
    const chips = await app.page.getByRole("list", { name: "Palpites" }).innerText();
    const history = await app.page.getByTestId("history").innerText();

    await app.page.reload();
    await app.page.getByTestId("flip-result").waitFor();
    expect(await app.page.getByTestId("drinkers").innerText()).toBe(drinkers);
    expect(await app.page.getByRole("list", { name: "Palpites" }).innerText()).toBe(chips);
    expect(await app.page.getByTestId("history").innerText()).toBe(history);
    expect([await callOf("Ana"), await callOf("Bia"), await callOf("Caio")]).toEqual([
      "cara",
      "coroa",
      "cara",
    ]);
  });

  it("two taps 80 ms apart on 'Jogar a moeda' flip once", async () => {
    await app.page.emulateMedia({ reducedMotion: "reduce" });
    await setUp(["Ana", "Bia"]);
    await app.page.getByRole("button", { name: "Começar" }).tap();
    await chip("Ana").tap();
    await chip("Bia").tap();
    const flip = app.page.getByRole("button", { name: "Jogar a moeda" });
    await flip.scrollIntoViewIfNeeded(); // a touch needs it on screen
    const before = await gameVersion(app.page);
    await doubleTap(app.page, flip);
    await app.page.getByTestId("flip-result").waitFor();
    await armed(app.page); // the second tap had its chance to land on the same button
    expect(await gameVersion(app.page)).toBe(before + 1);
    const history = app.page.getByTestId("history").getByRole("listitem");
    expect(await history.count()).toBe(1);
    const right = (await app.page.getByTestId("flip-result").innerText()).includes("Cara") ? 1 : 0;
    expect(await chip("Ana").innerText()).toContain(`${right} acerto`);
    // Positive control: a deliberate tap flips again.
    await flipAndRead();
    expect(await history.count()).toBe(2);
    expect(await gameVersion(app.page)).toBe(before + 2);
  });
});
