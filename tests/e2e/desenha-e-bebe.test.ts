import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { tap } from "./game-turns";

const app = setupApp({ signedIn: true });

async function addToTeam(team: string, names: string[]) {
  const input = app.page.getByLabel(`Nova pessoa no ${team}`);
  for (const name of names) {
    await input.fill(name);
    await input.press("Enter");
  }
}

async function setUpTeams() {
  await app.page.goto("/desenha-e-bebe");
  await app.page.getByRole("heading", { name: "Times" }).waitFor();
  await addToTeam("Time Amarelo", ["Ana", "Bia"]);
  await addToTeam("Time Rosa", ["Caio", "Duda"]);
}

/** Pixels of the drawing canvas that are not the (transparent) paper. */
function inkedPixels(): Promise<number> {
  return app.page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="drawing-canvas"]');
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return -1;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
    return inked;
  });
}

async function canvasBox() {
  const box = await app.page.getByTestId("drawing-canvas").boundingBox();
  if (!box) throw new Error("canvas not visible");
  return box;
}

/** A real finger stroke through Chromium's touch input (pointerType 'touch', pointer capture). */
async function touchStroke() {
  const box = await canvasBox();
  const cdp = await app.context.newCDPSession(app.page);
  const at = (t: number) => ({
    x: box.x + box.width * (0.2 + 0.6 * t),
    y: box.y + box.height * (0.3 + 0.3 * Math.sin(t * Math.PI)),
  });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at(0)] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [at(i / 12)] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** A stroke made of pointer events dispatched on the canvas, as a touch screen would send. */
async function dispatchedStroke() {
  const canvas = app.page.getByTestId("drawing-canvas");
  const box = await canvasBox();
  const init = (x: number, y: number) => ({
    pointerId: 7,
    pointerType: "touch",
    isPrimary: true,
    button: 0,
    clientX: box.x + x,
    clientY: box.y + y,
  });
  await canvas.dispatchEvent("pointerdown", init(40, 40));
  for (let i = 1; i <= 10; i++) await canvas.dispatchEvent("pointermove", init(40 + i * 15, 60));
  await canvas.dispatchEvent("pointerup", init(190, 60));
}

const button = (name: string | RegExp) =>
  app.page.getByRole("button", { name, exact: typeof name === "string" });

async function playRound(drawer: string, answer: "Acertaram!" | "Não acertaram") {
  await tap(app.page, button(`Sou ${drawer}: ver a palavra`));
  await app.page.getByRole("heading", { name: "Só o desenhista pode ver" }).waitFor();
  await tap(app.page, button(/^Começar a desenhar/));
  await tap(app.page, button(answer));
}

describe("Desenha e Bebe", () => {
  it("draws with a finger, undoes it, and plays to a winner with target 3, offline", async () => {
    await setUpTeams();
    await app.page.getByText("3 pontos", { exact: true }).click();
    await app.context.setOffline(true);
    await app.page.getByRole("button", { name: "Começar", exact: true }).click();

    await app.page.getByRole("heading", { name: "Vez do Time Amarelo" }).waitFor();
    expect(await app.page.getByTestId("score-Time Rosa").innerText()).toBe("0/3");
    await tap(app.page, button("Sou Ana: ver a palavra"));

    // Only while the card is held down does the word show.
    const card = app.page.getByTestId("hold-to-reveal");
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error("card not visible");
    await app.page.mouse.move(cardBox.x + cardBox.width / 2, cardBox.y + cardBox.height / 2);
    await app.page.mouse.down();
    const word = await app.page.getByTestId("secret-word").innerText();
    expect(word.length).toBeGreaterThan(1);
    await app.page.mouse.up();
    expect(await app.page.getByTestId("secret-word").count()).toBe(0);

    await tap(app.page, button(/^Começar a desenhar/));
    await app.page.getByTestId("drawing-canvas").waitFor();
    expect(parseInt(await app.page.getByTestId("seconds").innerText(), 10)).toBeGreaterThan(50);
    expect(await inkedPixels()).toBe(0);

    await touchStroke();
    await expect.poll(inkedPixels).toBeGreaterThan(200);
    await app.page.getByRole("button", { name: "Desfazer" }).click();
    await expect.poll(inkedPixels).toBe(0);

    await dispatchedStroke();
    await expect.poll(inkedPixels).toBeGreaterThan(200);
    await app.page.getByRole("button", { name: "Limpar tudo" }).click();
    await expect.poll(inkedPixels).toBe(0);
    await app.page.getByRole("button", { name: "Desfazer" }).click();
    await expect.poll(inkedPixels).toBeGreaterThan(200);

    await tap(app.page, button("Acertaram!"));
    await app.page.getByRole("heading", { name: "Acertaram!" }).waitFor();
    expect(await app.page.getByTestId("last-word").innerText()).toBe(word);
    expect(await app.page.getByTestId("verdict").innerText()).toBe("+1 ponto para o Time Amarelo");
    await tap(app.page, button("Próxima rodada: Time Rosa"));

    // Teams alternate and drawers rotate: Caio, Bia, Duda, then Ana again.
    await playRound("Caio", "Não acertaram");
    expect(await app.page.getByTestId("verdict").innerText()).toMatch(
      /^Time Rosa bebe [123] goles?$/,
    );
    await tap(app.page, button("Próxima rodada: Time Amarelo"));
    await playRound("Bia", "Acertaram!");
    await tap(app.page, button(/^Próxima rodada/));
    await playRound("Duda", "Acertaram!");
    await tap(app.page, button(/^Próxima rodada/));
    await playRound("Ana", "Acertaram!");
    // Amarelo reached 3, but Rosa still plays its third turn before anyone wins.
    await tap(app.page, button("Próxima rodada: Time Rosa"));
    await playRound("Caio", "Não acertaram");

    await app.page.getByRole("heading", { name: "Time Amarelo venceu!" }).waitFor();
    // Summary: Amarelo guessed its 3 words; Rosa guessed 1 and drank for the two misses.
    await app.page.getByText("3 pontos · 0 goles", { exact: true }).waitFor();
    expect(await app.page.getByText(/^1 ponto · \d+ goles?$/).count()).toBe(1);
    expect(await app.page.getByRole("heading", { name: /^Resumo: 6 rodadas/ }).count()).toBe(1);
  });

  it("mime mode shows 'Mímica!' with a running clock that can pause", async () => {
    await setUpTeams();
    await app.page.getByText("Mímica", { exact: true }).click();
    await app.page.getByText("30 s", { exact: true }).click();
    await app.page.getByRole("button", { name: "Começar", exact: true }).click();
    await tap(app.page, button("Sou Ana: ver a palavra"));
    await tap(app.page, button("Trocar palavra (1 vez)"));
    expect(await app.page.getByRole("button", { name: "Palavra já trocada" }).isDisabled()).toBe(
      true,
    );
    await tap(app.page, button("Começar a mímica (30 s)"));
    await app.page.getByText("Mímica!").waitFor();
    expect(await app.page.getByTestId("drawing-canvas").count()).toBe(0);
    await expect
      .poll(async () => parseInt(await app.page.getByTestId("seconds").innerText(), 10))
      .toBeLessThan(30);
    await tap(app.page, button("Pausar"));
    await app.page.getByText("Pausado").waitFor();
    await tap(app.page, button("Continuar"));
    await tap(app.page, button("Não acertaram"));
    await app.page.getByRole("heading", { name: "Não acertaram" }).waitFor();
    await app.page.reload();
    // A reload keeps the verdict and the score; the next team plays after it.
    await app.page.getByRole("heading", { name: "Não acertaram" }).waitFor();
    expect(await app.page.getByTestId("score-Time Amarelo").innerText()).toBe("0/5");
    await tap(app.page, button("Próxima rodada: Time Rosa"));
    await app.page.getByRole("heading", { name: "Vez do Time Rosa" }).waitFor();
  });
});
