import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, armed, doubleTap, gameVersion, tap } from "./game-turns";

// Real time: the turn's clock must survive a reload as it runs.
const app = setupApp({ signedIn: true });

async function startGame() {
  await app.page.goto("/guess-who/players");
  await addPlayers(app.page, ["Ana", "Bia"]);
  await app.page.getByRole("button", { name: "Começar" }).click();
  await app.page.waitForURL(/\/guess-who\/theme$/);
  await app.page.getByRole("button", { name: "Começar o jogo" }).click();
  await app.page.waitForURL(/\/guess-who\/play$/);
  await app.page.getByRole("button", { name: "Estou pronto!" }).click();
  await app.page.getByTestId("word").waitFor({ timeout: 6_000 });
}

const read = () =>
  app.page.evaluate(() => {
    const text = (id: string) =>
      document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() ?? "";
    return {
      word: text("word"),
      guessed: text("guessed-count"),
      clock: Number(text("clock")),
      at: Date.now(),
    };
  });
const acertou = () => app.page.getByRole("button", { name: "Acertou", exact: true });

describe("Quem Sou Eu on the game engine", () => {
  it("a reload mid-turn shows the same word, the same score and the clock where it was", async () => {
    await startGame();
    await tap(app.page, acertou());
    await app.page.waitForTimeout(1_500); // the clock has clearly moved from the full time
    const before = await read();
    expect(before.guessed).toBe("1");
    expect(before.clock).toBeLessThan(60);
    await app.page.reload();
    await app.page.getByTestId("word").waitFor();
    const after = await read();
    expect(after.word).toBe(before.word);
    expect(after.guessed).toBe("1");
    // The clock went on while the page reloaded: no seconds given back, none lost (±1 s).
    const elapsed = (after.at - before.at) / 1000;
    expect(after.clock).toBeLessThanOrEqual(before.clock);
    expect(Math.abs(before.clock - after.clock - elapsed)).toBeLessThanOrEqual(1.5);
  });

  it("two taps 80 ms apart on 'Acertou' score one word, the one on screen", async () => {
    await startGame();
    await armed(app.page);
    const first = await read();
    const before = await gameVersion(app.page);
    await doubleTap(app.page, acertou());
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land
    expect(await gameVersion(app.page)).toBe(before + 1);
    const after = await read();
    expect(after.guessed).toBe("1");
    expect(after.word).not.toBe(first.word);
    // Positive control: a deliberate tap on the new word does count.
    await tap(app.page, acertou());
    expect((await read()).guessed).toBe("2");
  });

  it("'Continuar a partida' brings the turn back; a reload on the results keeps them", async () => {
    /** The stored turn's clock moved back a minute and a half, then a reload: the time is up. */
    const runOut = async () => {
      await app.page.evaluate(() => {
        const key = "saideira_game_guess-who";
        const raw = JSON.parse(localStorage.getItem(key) ?? "{}");
        raw.value.data.turn.startedAt -= 90_000;
        localStorage.setItem(key, JSON.stringify(raw));
      });
      await app.page.reload();
      await app.page.getByText("Tempo esgotado!", { exact: true }).waitFor();
    };
    await startGame();
    const word = (await read()).word;
    await app.page.goto("/guess-who/players");
    await app.page.getByRole("button", { name: "Continuar a partida" }).click();
    await app.page.getByTestId("word").waitFor();
    expect((await read()).word).toBe(word);
    await runOut();
    await tap(app.page, app.page.getByRole("button", { name: "Passar para Bia" }));
    await app.page.getByRole("button", { name: "Estou pronto!" }).click();
    await app.page.getByTestId("word").waitFor({ timeout: 6_000 });
    await tap(app.page, acertou());
    await runOut();
    await tap(app.page, app.page.getByRole("button", { name: "Ver resultado" }));
    await app.page.getByRole("heading", { name: "Bia venceu!" }).waitFor();
    await app.page.reload();
    await app.page.getByRole("heading", { name: "Bia venceu!" }).waitFor();
    expect(await app.page.getByTestId("drink-verdict").innerText()).toBe(
      "Ana acertou menos na rodada e bebe um gole.",
    );
  });
});
