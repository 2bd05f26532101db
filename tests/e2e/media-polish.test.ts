import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, addTeams, armed, button as buttonOn, tap } from "./game-turns";

const app = setupApp({ signedIn: true, clock: true });
/** Screenshots for review (not compared): bench/tmp/shots/media/. */
const SHOTS = path.resolve(import.meta.dirname, "../../bench/tmp/shots/media");
const shot = async (name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await app.page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};
const button = (name: string | RegExp) => buttonOn(app.page, name);

/** The element's box lies inside the viewport. */
async function onScreen(testId: string) {
  const box = await app.page.getByTestId(testId).boundingBox();
  const vp = app.page.viewportSize();
  if (!box || !vp) throw new Error(`${testId} not visible`);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height + 0.5);
  return box;
}

async function stroke() {
  const canvas = app.page.getByTestId("drawing-canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("canvas not visible");
  const init = (t: number) => ({
    pointerId: 7,
    pointerType: "touch",
    isPrimary: true,
    button: 0,
    clientX: box.x + box.width * (0.2 + 0.6 * t),
    clientY: box.y + box.height * (0.5 - 0.3 * Math.sin(t * Math.PI)),
  });
  await canvas.dispatchEvent("pointerdown", init(0));
  for (let i = 1; i <= 16; i++) await canvas.dispatchEvent("pointermove", init(i / 16));
  await canvas.dispatchEvent("pointerup", init(1));
}

describe("Desenha e Bebe on a phone", () => {
  it("shows the drawing on the outcome, lets the drawer peek, and gives the canvas the height sideways", async () => {
    await app.page.setViewportSize({ width: 390, height: 844 });
    await app.page.goto("/desenha-e-bebe");
    await app.page.getByRole("heading", { name: "Times" }).waitFor();
    await addTeams(app.page, { "Time Amarelo": ["Ana", "Bia"], "Time Rosa": ["Caio", "Duda"] });
    await button("Começar").click();
    await tap(app.page, button("Sou Ana: ver a palavra"));
    await tap(app.page, button(/^Começar a desenhar/));
    const portrait = await onScreen("drawing-canvas");
    expect(portrait.height).toBeGreaterThan(450);
    await stroke();
    await shot("desenha-play-390x844");

    // Held, the word shows; let go, it hides.
    const peek = await onScreen("peek-word");
    await app.page.mouse.move(peek.x + peek.width / 2, peek.y + peek.height / 2);
    await app.page.mouse.down();
    expect((await app.page.getByTestId("peeked-word").innerText()).length).toBeGreaterThan(1);
    await shot("desenha-peek-390x844");
    await app.page.mouse.up();
    expect(await app.page.getByTestId("peeked-word").count()).toBe(0);

    await tap(app.page, button("Acertaram!"));
    await app.page.getByRole("heading", { name: "Acertaram!" }).waitFor();
    const drawn = await onScreen("final-drawing");
    expect(drawn.height).toBeGreaterThan(100);
    expect(await app.page.getByTestId("final-drawing").locator("path").count()).toBe(1);
    const next = await button(/^Próxima rodada/).boundingBox();
    expect(next && next.y + next.height).toBeLessThanOrEqual(844); // the next step stays on screen
    await shot("desenha-outcome-390x844");

    // Sideways: the board takes the height; clock, tools and the verdict buttons stand beside it.
    await app.page.setViewportSize({ width: 844, height: 390 });
    await tap(app.page, button(/^Próxima rodada/));
    await tap(app.page, button("Sou Caio: ver a palavra"));
    await tap(app.page, button(/^Começar a desenhar/));
    const landscape = await onScreen("drawing-canvas");
    expect(landscape.height).toBeGreaterThan(390 * 0.85);
    expect(landscape.width).toBeGreaterThan(400);
    for (const name of ["Acertaram!", "Não acertaram", "Desfazer", "Pausar"]) {
      const box = await button(name).boundingBox();
      expect(box && box.y + box.height <= 390 && box.x >= landscape.x + landscape.width).toBe(true);
    }
    await stroke();
    await shot("desenha-play-844x390");
    await tap(app.page, button("Não acertaram"));
    await app.page.getByTestId("final-drawing").waitFor();
    await shot("desenha-outcome-844x390");
  });
});

/** Whether each unbreakable piece of the shown word (split at spaces and after hyphens) sits on one line. */
function piecesWhole(): Promise<{ word: string; whole: boolean; fits: boolean }> {
  return app.page.evaluate(() => {
    const p = document.querySelector<HTMLElement>('[data-testid="word"]');
    const node = p?.firstChild;
    if (!p || !node || node.nodeType !== Node.TEXT_NODE) throw new Error("no word");
    const text = node.textContent ?? "";
    let whole = true;
    const re = /[^\s-]+-?/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) whole = false;
    }
    const box = (p.parentElement as HTMLElement).getBoundingClientRect();
    const own = p.getBoundingClientRect();
    const fits = p.scrollWidth <= box.width + 1 && own.height <= box.height + 1;
    return { word: text, whole, fits };
  });
}

describe("Quem Sou Eu on a phone", () => {
  it("never breaks a word inside itself, upright or sideways, at 360 px", async () => {
    await app.page.setViewportSize({ width: 360, height: 640 });
    await app.page.goto("/guess-who/players");
    await addPlayers(app.page, ["Ana", "Bia"]);
    await button("Começar").click();
    await app.page.waitForURL(/\/guess-who\/theme$/);
    await app.page.getByRole("checkbox", { name: /Famosos/ }).check();
    await app.page.getByRole("checkbox", { name: /Comidas/ }).check();
    await button("Começar o jogo").click();
    await app.page.getByRole("heading", { name: "Passe o celular para Ana" }).waitFor();
    await button("Estou pronto!").click();
    await app.page.clock.fastForward(3000);
    await app.page.getByTestId("word").waitFor();
    for (let i = 0; i < 12; i++) {
      if (i === 6) await app.page.setViewportSize({ width: 640, height: 360 });
      // A rotation re-fits on the next frame (ResizeObserver): poll, not a sleep.
      await expect
        .poll(async () => {
          const { whole, fits, word } = await piecesWhole();
          return { word, whole, fits };
        })
        .toMatchObject({ whole: true, fits: true });
      const seen = await piecesWhole();
      if (i === 0) await shot("quem-sou-eu-360x640");
      if (i === 6) await shot("quem-sou-eu-640x360");
      await armed(app.page);
      await button("Passou").click();
      await expect.poll(() => app.page.getByTestId("word").innerText()).not.toBe(seen.word);
    }
  });
});
