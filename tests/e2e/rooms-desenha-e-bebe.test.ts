import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { slug } from "../../src/shared/content-id";
import { button, gatherTable, type Phone, setupRooms } from "./rooms-kit";

// Desenha e Bebe in a room: the host with the board open, two phones; Ana draws first.
const rooms = setupRooms();

const SHOTS = process.env.SHOTS_DIR ?? path.join("test-results", "rooms-desenha-e-bebe");
const SMALL = { width: 360, height: 640 };

/** Pixels painted on the page's sheet (the paper is the element's background, not the canvas). */
const inked = (page: Page) =>
  page.getByTestId("room-sheet").evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const data = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; data && i < data.length; i += 4) if ((data[i] ?? 0) > 0) n++;
    return n;
  });

/** The element lies inside the viewport and nothing covers its centre. */
async function onScreen(page: Page, loc: Locator): Promise<string | null> {
  const size = page.viewportSize();
  const box = await loc.boundingBox();
  if (!size || !box) return `${loc}: hidden`;
  if (box.y < -0.5 || box.x < -0.5 || box.y + box.height > size.height + 0.5)
    return `${loc}: ${Math.round(box.width)}x${Math.round(box.height)} at ${Math.round(box.x)},${Math.round(box.y)} in ${size.width}x${size.height}`;
  const top = await loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (el.contains(hit) || hit.contains(el));
  });
  return top ? null : `${loc}: covered`;
}

/** A finger drags across the sheet in small steps (mouse events: pointer events of a pen). */
async function drawLine(page: Page, from: [number, number], to: [number, number], lift = true) {
  const box = await page.getByTestId("room-sheet").boundingBox();
  if (!box) throw new Error("no sheet");
  const at = ([fx, fy]: [number, number]) =>
    [box.x + fx * box.width, box.y + fy * box.height] as const;
  const [x0, y0] = at(from);
  const [x1, y1] = at(to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(x0 + ((x1 - x0) * i) / 12, y0 + ((y1 - y0) * i) / 12);
    await page.waitForTimeout(15);
  }
  if (lift) await page.mouse.up();
}

describe("Desenha e Bebe in a room", () => {
  it("the drawer's strokes reach the board and the other phones live; a sloppy right guess scores; the word stays on the drawer's phone until the turn ends; play to the results", async () => {
    mkdirSync(SHOTS, { recursive: true });
    const t = await gatherTable(
      rooms,
      "/desenha-e-bebe",
      [
        { name: "Ana", size: SMALL },
        { name: "Bia", colour: "Rosa", size: SMALL },
        { name: "Caio", colour: "Verde", size: SMALL },
      ],
      // The board's own frames (the host's context also holds the drawer's phone).
      { board: { width: 1280, height: 720 } },
    );
    const [host, bia, caio] = t.phones as [Phone, Phone, Phone];
    const { boardFrames } = t;
    const board = t.board as Page;
    // A minute per turn: turn 3's undo must land before its clock runs out on a loaded CI machine.
    await host.page.getByRole("radio", { name: "60 s" }).check({ force: true });
    await button(host.page, "Começar").click();

    // Turn 1: only Ana's phone has the word.
    const word = (await host.page.getByTestId("my-word").innerText()).trim();
    await bia.page.getByRole("heading", { name: "Ana vai desenhar" }).waitFor();
    await board.getByRole("heading", { name: "Ana vai desenhar" }).waitFor();
    await button(host.page, "Começar a desenhar").click();
    for (const p of [bia.page, caio.page, board]) await p.getByTestId("word-shape").waitFor();
    expect(await inked(bia.page)).toBe(0);

    // Ana draws; before she lifts her finger the stroke is on the board and on Bia's phone.
    await drawLine(host.page, [0.2, 0.2], [0.8, 0.7], false);
    for (const p of [bia.page, board]) {
      await expect.poll(() => inked(p), { timeout: 5_000 }).toBeGreaterThan(200);
      expect(await p.getByTestId("room-sheet").getAttribute("data-strokes")).toBe("1");
    }
    await host.page.screenshot({ path: path.join(SHOTS, "drawer-360x640.png") });
    await bia.page.screenshot({ path: path.join(SHOTS, "guesser-360x640.png") });
    await board.screenshot({ path: path.join(SHOTS, "board-1280x720.png") });
    await board.setViewportSize(SMALL);
    await board.screenshot({ path: path.join(SHOTS, "board-360x640.png") });
    await host.page.mouse.up();
    // A second stroke, stored after the first: everyone ends with both.
    await drawLine(host.page, [0.8, 0.2], [0.2, 0.8]);
    const strokes = (p: Page) => p.getByTestId("room-sheet").getAttribute("data-strokes");
    for (const p of [bia.page, caio.page, board]) await expect.poll(() => strokes(p)).toBe("2");

    // The sheet and the guess field on screen, on both phone sizes and with the keyboard up.
    for (const size of [SMALL, { width: 390, height: 844 }, { width: 360, height: 360 }]) {
      await bia.page.setViewportSize(size);
      const field = bia.page.getByLabel("Seu palpite");
      if (size.height === 360) await field.focus();
      const shown = [field, button(bia.page, "Chutar")];
      if (size.height > 360) shown.push(bia.page.getByTestId("room-sheet"));
      for (const loc of shown) await expect.poll(() => onScreen(bia.page, loc)).toBeNull();
    }
    await bia.page.setViewportSize(SMALL);
    for (const loc of [
      host.page.getByTestId("room-sheet"),
      host.page.getByRole("button", { name: "Desfazer" }),
    ])
      await expect.poll(() => onScreen(host.page, loc)).toBeNull();

    // Caio misses (everyone sees it); Bia types the word in capitals, without accents.
    await caio.page.getByLabel("Seu palpite").fill("nada a ver");
    await button(caio.page, "Chutar").click();
    await board.getByTestId("guesses").getByText("nada a ver").waitFor();
    const secret = [`"${word}"`, `"${slug(word)}"`];
    for (const frames of [bia.frames, caio.frames, boardFrames])
      for (const s of secret) expect(frames.join("\n")).not.toContain(s);
    const loud = word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    await bia.page.getByLabel("Seu palpite").fill(`  ${loud} `);
    await button(bia.page, "Chutar").click();
    for (const p of [host.page, bia.page, caio.page, board]) {
      await p.getByRole("heading", { name: "Bia acertou!" }).waitFor();
      expect(await p.getByTestId("revealed-word").innerText()).toBe(word);
    }
    expect(await board.getByTestId("room-scores").innerText()).toMatch(
      /Ana\s+1[\s\S]*Bia\s+1|Bia\s+1[\s\S]*Ana\s+1/,
    );
    expect(await board.getByRole("button").count()).toBe(0);

    // Turn 2: Bia gives up and drinks.
    await button(caio.page, "Próxima vez").click();
    await button(bia.page, "Começar a desenhar").click();
    await button(bia.page, "Desistir desta palavra").click();
    await board.getByRole("heading", { name: "Bia desistiu" }).waitFor();

    // Turn 3: Caio draws until the clock (the server's) runs out.
    await button(host.page, "Próxima vez").click();
    await button(caio.page, "Começar a desenhar").click();
    await drawLine(caio.page, [0.5, 0.1], [0.5, 0.9]);
    for (const p of [bia.page, board]) await expect.poll(() => strokes(p)).toBe("1");
    // Bia's phone reloads mid-drawing: its new socket gets the whole drawing (not a delta).
    await bia.page.reload();
    await expect.poll(() => strokes(bia.page)).toBe("1");
    expect(await inked(bia.page)).toBeGreaterThan(200);
    // Then it follows the deltas like the others: a stroke added, one undone.
    await drawLine(caio.page, [0.2, 0.5], [0.8, 0.5]);
    for (const p of [bia.page, board]) await expect.poll(() => strokes(p)).toBe("2");
    // Tapped at once, maybe before the stroke is stored: the undo waits for it and undoes it (sent
    // on the same version it was refused as stale, and a CI run under load kept both strokes).
    await caio.page.getByRole("button", { name: "Desfazer" }).click();
    await expect.poll(() => strokes(caio.page)).toBe("1");
    for (const p of [bia.page, board]) await expect.poll(() => strokes(p)).toBe("1");
    await board.getByTestId("turn-clock").waitFor();
    await board.getByRole("heading", { name: "Tempo esgotado!" }).waitFor({ timeout: 75_000 });
    // A socket that held the previous version got a stroke alone or an undo (a delta keeping one
    // stroke), not the whole drawing. Which sockets do depends on timing: under load the server may
    // send one newer version instead of two, and a socket that skipped one gets the whole view.
    const deltas = [bia.frames, caio.frames, boardFrames]
      .flat()
      .filter((f) => f.includes('"keep":{"drawing.strokes":1}'));
    expect(deltas.length).toBeGreaterThan(0);
    await button(bia.page, "Ver resultado").click();
    for (const p of [host.page, bia.page, caio.page, board])
      await p.getByTestId("room-results").waitFor();
    expect(await board.getByTestId("room-results").innerText()).toMatch(/1º Ana\s+1 ponto/);
    expect(await board.getByTestId("room-results").innerText()).toMatch(/1º Bia\s+1 ponto/);
    await Promise.all([host.context.close(), bia.context.close(), caio.context.close()]);
  }, 210_000);
});
