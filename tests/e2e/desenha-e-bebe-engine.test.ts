import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { armed, doubleTap, gameVersion, seedGames, tap } from "./game-turns";

const app = setupApp({ signedIn: true });

const button = (name: string | RegExp) =>
  app.page.getByRole("button", { name, exact: typeof name === "string" });
const score = (team: string) => app.page.getByTestId(`score-${team}`).innerText();
const seconds = async () => Number.parseInt(await app.page.getByTestId("seconds").innerText(), 10);

async function start() {
  await app.page.goto("/desenha-e-bebe");
  await seedGames(app.page, 4242);
  for (const [team, names] of [
    ["Time Amarelo", ["Ana", "Bia"]],
    ["Time Rosa", ["Caio", "Duda"]],
  ] as const) {
    const input = app.page.getByLabel(`Nova pessoa no ${team}`);
    for (const name of names) {
      await input.fill(name);
      await input.press("Enter");
    }
  }
  await button("Começar").click();
  await app.page.waitForURL(/\/desenha-e-bebe\/play$/);
}

/** The word under the card, read by holding it down. */
async function secretWord(): Promise<string> {
  const card = app.page.getByTestId("hold-to-reveal");
  await card.focus();
  await app.page.keyboard.down(" ");
  const word = await app.page.getByTestId("secret-word").innerText();
  await app.page.keyboard.up(" ");
  return word;
}

/** Pixels of the drawing canvas that are not the (transparent) paper. */
const inkedPixels = () =>
  app.page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="drawing-canvas"]');
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return -1;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
    return inked;
  });

describe("Desenha e Bebe on the game engine", () => {
  it("a reload keeps the word, the clock, the drawing and the score", async () => {
    await start();
    await tap(app.page, button("Sou Ana: ver a palavra"));
    const word = await secretWord();
    await app.page.reload();
    // No free skip: the same word, and the one swap still there.
    await app.page.getByRole("heading", { name: "Só o desenhista pode ver" }).waitFor();
    expect(await secretWord()).toBe(word);
    await button("Trocar palavra (1 vez)").waitFor();
    await tap(app.page, button(/^Começar a desenhar/));
    const canvas = app.page.getByTestId("drawing-canvas");
    const box = await canvas.boundingBox();
    if (!box) throw new Error("canvas not visible");
    await app.page.mouse.move(box.x + 40, box.y + 40);
    await app.page.mouse.down();
    await app.page.mouse.move(box.x + 200, box.y + 120, { steps: 8 });
    await app.page.mouse.up();
    await expect.poll(inkedPixels).toBeGreaterThan(200);
    const before = { seconds: await seconds(), at: Date.now() };
    await app.page.reload();
    await canvas.waitFor();
    const expected = before.seconds - (Date.now() - before.at) / 1000;
    expect(Math.abs((await seconds()) - expected)).toBeLessThanOrEqual(1);
    await expect.poll(inkedPixels).toBeGreaterThan(200);
    await tap(app.page, button("Acertaram!"));
    expect(await app.page.getByTestId("last-word").innerText()).toBe(word);
    expect(await score("Time Amarelo")).toBe("1/5");
    // Leaving and coming back through the start screen keeps the game.
    await app.page.goto("/desenha-e-bebe");
    await button("Continuar a partida").click();
    await app.page.waitForURL(/\/desenha-e-bebe\/play$/);
    expect(await score("Time Amarelo")).toBe("1/5");
  });

  it("two taps 80 ms apart on 'Acertaram!' score one point, not a second verdict", async () => {
    await start();
    await tap(app.page, button("Sou Ana: ver a palavra"));
    await tap(app.page, button(/^Começar a desenhar/));
    const before = await gameVersion(app.page);
    await doubleTap(app.page, button("Acertaram!"));
    await app.page.waitForFunction(
      (v) => Number(document.querySelector("main[data-version]")?.getAttribute("data-version")) > v,
      before,
    );
    await armed(app.page); // the second tap had its chance to land
    expect(await gameVersion(app.page)).toBe(before + 1);
    await app.page.getByRole("heading", { name: "Acertaram!" }).waitFor();
    expect(await score("Time Amarelo")).toBe("1/5");
    expect(await score("Time Rosa")).toBe("0/5");
    // Positive control: deliberate taps do count.
    await tap(app.page, button("Próxima rodada: Time Rosa"));
    await tap(app.page, button("Sou Caio: ver a palavra"));
    await tap(app.page, button(/^Começar a desenhar/));
    await tap(app.page, button("Acertaram!"));
    expect(await score("Time Rosa")).toBe("1/5");
  });

  it("'Acertaram!' does nothing while paused", async () => {
    await start();
    await tap(app.page, button("Sou Ana: ver a palavra"));
    await tap(app.page, button(/^Começar a desenhar/));
    await tap(app.page, button("Pausar"));
    await armed(app.page);
    await button("Acertaram!").click({ force: true });
    expect(await app.page.getByText("Pausado", { exact: true }).count()).toBe(1);
    await tap(app.page, button("Continuar"));
    await tap(app.page, button("Acertaram!"));
    expect(await score("Time Amarelo")).toBe("1/5");
  });
});
