import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

/**
 * Seed 395 with Ana and Bia (checked against the engine): Ana lands on Regra nova, Bia on
 * Desafio, Ana on Verdade, Bia on Desafio again.
 */
const SEED = 395;

async function startRoulette() {
  await app.page.goto("/roulette/start");
  await seedGames(app.page, SEED);
  await app.page.getByLabel(/Meta de pontos/).fill("1000");
  await app.page.getByRole("button", { name: "Escolher jogadores" }).click();
  await app.page.waitForURL(/\/roulette\/players$/);
  await addPlayers(app.page, ["Ana", "Bia"]);
  await app.page.getByRole("button", { name: "Começar" }).click();
  await app.page.waitForURL(/\/roulette\/play$/);
}

const panel = () => app.page.getByTestId("slot-panel");
const girar = () => app.page.getByRole("button", { name: /^Girar,/ });
const score = (name: string) => app.page.getByTestId(`score-${name}`).innerText();
const turn = () => app.page.getByTestId("turn").innerText();

/** Spins, waits for the wheel to stop on the result, and answers with the button named `answer`. */
async function spinAndAnswer(answer: RegExp) {
  await tap(app.page, girar());
  await tap(app.page, panel().getByRole("button", { name: answer }));
}

describe("Saideira roulette on the engine", () => {
  it("a reload mid-turn shows the same slot, prompt, rule, refusal cost and scores", async () => {
    await startRoulette();
    await spinAndAnswer(/^Valendo!/); // Ana: a new rule
    await spinAndAnswer(/^Recusou \(1 gole\)/); // Bia refuses once
    await spinAndAnswer(/^Cumpriu/); // Ana
    await tap(app.page, girar()); // Bia again: her second refusal would cost two
    await panel().waitFor();
    const shown = await panel().innerText();
    const rotation = await app.page.getByTestId("wheel").getAttribute("data-rotation");
    expect(shown).toContain("Recusou (2 goles)");
    expect(await score("Ana")).toBe("40 pontos");
    const rule = await app.page.getByTestId("active-rule").innerText();

    await app.page.reload();
    await panel().waitFor();
    expect(await panel().innerText()).toBe(shown);
    expect(await app.page.getByTestId("wheel").getAttribute("data-rotation")).toBe(rotation);
    expect(await app.page.getByTestId("active-rule").innerText()).toBe(rule);
    expect(await score("Ana")).toBe("40 pontos");
    expect(await score("Bia")).toBe("0 pontos");
    expect(await turn()).toContain("Bia");

    // Leaving and coming back through the start screen keeps the game, scores and all.
    await app.page.goto("/roulette/start");
    await app.page.getByRole("button", { name: "Continuar a partida" }).click();
    await app.page.waitForURL(/\/roulette\/play$/);
    expect(await panel().innerText()).toBe(shown);
    expect(await score("Ana")).toBe("40 pontos");
    // The dashboard's 'Continuar de onde parou' opens the game itself, not its start screen.
    await app.page.goto("/dashboard");
    await app.page.getByTestId("continue-game").click();
    await app.page.waitForURL(/\/roulette\/play$/);
    expect(await panel().innerText()).toBe(shown);
  });

  it("two taps 80 ms apart spin once and answer once", async () => {
    await startRoulette();
    const v0 = await gameVersion(app.page);
    await doubleTap(app.page, girar());
    await panel().waitFor();
    await armed(app.page);
    expect(await gameVersion(app.page)).toBe(v0 + 1);

    const done = panel().getByRole("button", { name: /^Valendo! \+20/ });
    await done.scrollIntoViewIfNeeded(); // below the wheel on a phone: a touch needs it on screen
    await doubleTap(app.page, done);
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      v0 + 1,
    );
    await armed(app.page); // the second tap had its chance to land on Bia's 'Girar'
    expect(await gameVersion(app.page)).toBe(v0 + 2);
    expect(await score("Ana")).toBe("20 pontos");
    expect(await turn()).toContain("Bia");
    expect(await panel().count()).toBe(0);
    // Positive control: a deliberate tap on Bia's 'Girar' does spin.
    await tap(app.page, girar());
    await panel().waitFor();
    expect(await gameVersion(app.page)).toBe(v0 + 3);
  });
});
