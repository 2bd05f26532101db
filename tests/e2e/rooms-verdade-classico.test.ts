import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { button, gatherTable, type Phone, roomMessages, setupRooms } from "./rooms-kit";

// Verdade ou Desafio and Modo Clássico in rooms, and a board on a separate device (a TV's own
// browser context) paired with the one-time code from the host's phone.
const rooms = setupRooms();

const SHOTS = process.env.ROOM_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The element lies whole inside the phone's viewport (decision 030: the action on screen). */
async function expectOnScreen(page: Page, target: Locator) {
  await target.waitFor();
  const box = await target.boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 0.5);
}

interface Table {
  code: string;
  ana: Phone;
  bia: Phone;
  caio: Phone;
}

/** Ana opens a room (360x640), Bia (390x844) and Caio (360x640) join by the link. */
async function gather(gamePath: string): Promise<Table> {
  const small = { width: 360, height: 640 };
  const { code, phones } = await gatherTable(rooms, gamePath, [
    { name: "Ana", size: small },
    { name: "Bia", colour: "Rosa", size: { width: 390, height: 844 } },
    { name: "Caio", colour: "Verde", size: small },
  ]);
  const [ana, bia, caio] = phones as [Phone, Phone, Phone];
  return { code, ana, bia, caio };
}

/** A TV: a browser of its own (not the host's), a big screen, no seat in the room. */
async function pairTv(t: Table): Promise<Page> {
  const context = await rooms.browser.newContext({
    baseURL: rooms.server.url,
    locale: "pt-BR",
    viewport: { width: 1280, height: 720 },
    reducedMotion: "reduce",
  });
  await context.addInitScript(() => localStorage.setItem("saideira_age_confirmed", "1"));
  const tv = await context.newPage();
  await tv.goto(`/s/${t.code}/tela`);
  await tv.getByLabel("Código do placar").waitFor();
  await button(t.ana.page, "Abrir o placar em outra tela").click();
  const pairing = (await t.ana.page.getByTestId("pairing-code").innerText()).trim();
  expect(pairing).toMatch(/^\d{6}$/);
  await tv.getByLabel("Código do placar").fill(pairing === "000000" ? "000001" : "000000");
  await button(tv, "Mostrar o placar aqui").click();
  await tv.getByRole("alert").getByText("Código inválido ou vencido").waitFor();
  await tv.getByLabel("Código do placar").fill(pairing);
  await button(tv, "Mostrar o placar aqui").click();
  await tv.getByTestId("board-seats").getByText("Caio").waitFor();
  // The code is never part of an address; the paired board has nothing to press.
  expect(tv.url()).not.toContain(pairing);
  expect(await tv.getByRole("button").count()).toBe(0);
  return tv;
}

async function closeTable(t: Table, tv?: Page) {
  await Promise.all([t.ana.context.close(), t.bia.context.close(), t.caio.context.close()]);
  await tv?.context().close();
}

describe("Verdade ou Desafio in a room, with the board on a paired TV", () => {
  it("the player on the spot picks and reads; the others vote 'Cumpriu?'; the majority decides, to the results", async () => {
    const t = await gather("/truth-or-dare");
    const tv = await pairTv(t);
    await t.ana.page.getByRole("radio", { name: "30", exact: true }).check({ force: true });
    await button(t.ana.page, "Começar").click();
    const phones = { Ana: t.ana.page, Bia: t.bia.page, Caio: t.caio.page };

    for (const round of [1, 2, 3]) {
      // Ana: a truth; Bia says Sim and Caio Não: a tie counts as done.
      await tv.getByRole("heading", { name: "Vez de Ana" }).waitFor();
      await t.bia.page.getByRole("heading", { name: "Vez de Ana" }).waitFor();
      expect(await button(t.bia.page, "Verdade").count()).toBe(0);
      await expectOnScreen(t.ana.page, button(t.ana.page, "Verdade"));
      if (round === 1) await shot(t.ana.page, "tod-choose-360x640");
      await button(t.ana.page, "Verdade").click();
      const prompt = (await tv.getByTestId("tod-prompt").innerText()).trim();
      expect(prompt.length).toBeGreaterThan(5);
      expect((await t.caio.page.getByTestId("tod-prompt").innerText()).trim()).toBe(prompt);
      // Ana cannot vote on her own turn.
      expect(await button(t.ana.page, "Sim").count()).toBe(0);
      await expectOnScreen(t.bia.page, button(t.bia.page, "Sim"));
      await button(t.bia.page, "Sim").click();
      await t.bia.page.getByTestId("my-vote").getByText("Sim").waitFor();
      await tv.getByTestId("vote-progress").getByText("1 de 2 já votaram").waitFor();
      if (round === 1) {
        await shot(t.caio.page, "tod-vote-360x640");
        await shot(tv, "tod-board-voting");
        // Before the verdict no one but Bia has received her vote.
        const biaId = seatId(t.ana.frames, "Bia");
        for (const [name, phone] of [
          ["Ana", t.ana],
          ["Caio", t.caio],
        ] as const) {
          expect(phone.frames.join("\n"), name).not.toMatch(/"ballots"/);
          for (const m of roomMessages(phone.frames)) {
            const view = m.game?.view as { myVote?: boolean | null; voted?: string[] } | undefined;
            expect(view?.myVote ?? null, name).toBeNull();
          }
        }
        const last = roomMessages(t.caio.frames).at(-1)?.game?.view as { voted: string[] };
        expect(last.voted).toEqual([biaId]);
      }
      await expectOnScreen(t.caio.page, button(t.caio.page, "Não"));
      await button(t.caio.page, "Não").click();
      for (const p of [...Object.values(phones), tv])
        await p.getByTestId("verdict").getByText("Cumpriu! Ana ganha +10").waitFor();
      expect(await tv.getByTestId("tally").innerText()).toMatch(/Sim: 1\s+Bia\s+Não: 1\s+Caio/);
      if (round === 1) await shot(tv, "tod-board-verdict");
      await expectOnScreen(t.bia.page, button(t.bia.page, "Próxima vez"));
      await button(t.bia.page, "Próxima vez").click();

      // Bia: a dare she refuses herself.
      await t.bia.page.getByRole("heading", { name: "Sua vez!" }).waitFor();
      await button(t.bia.page, "Desafio").click();
      await expectOnScreen(t.bia.page, button(t.bia.page, "Recusar (bebe)"));
      if (round === 1) await shot(t.bia.page, "tod-spot-390x844");
      await button(t.bia.page, "Recusar (bebe)").click();
      await tv.getByTestId("verdict").getByText("Bia recusou: bebe!").waitFor();
      await button(t.caio.page, "Próxima vez").click();

      // Caio: a dare; Ana and Bia say Não.
      await button(t.caio.page, "Desafio").click();
      await button(t.ana.page, "Não").click();
      await button(t.bia.page, "Não").click();
      await tv.getByTestId("verdict").getByText("Não valeu: Caio bebe!").waitFor();
      await button(t.ana.page, round < 3 ? "Próxima vez" : "Próxima vez").click();
    }
    for (const p of [...Object.values(phones), tv])
      await p.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    expect(await tv.getByTestId("room-results").innerText()).toMatch(/1º Ana\s+30 pontos/);
    await shot(tv, "tod-board-results");
    await closeTable(t, tv);
  });
});

describe("Modo Clássico in a room", () => {
  it("only the seat whose turn it is (or the host) answers the card; the turns go round", async () => {
    const t = await gather("/classic");
    // Clássico cards only (Bora Beber has duels and group cards).
    await t.ana.page.getByText("Bora Beber", { exact: true }).click();
    await button(t.ana.page, "Começar").click();
    const board = await t.ana.context.newPage();
    await board.goto(`/s/${t.code}/tela`);
    await board.getByTestId("board-scores").waitFor();

    await t.ana.page.getByRole("heading", { name: "Sua vez!" }).waitFor();
    await t.bia.page.getByText("Ana responde no próprio celular.").waitFor();
    expect(await button(t.bia.page, "Cumpriu +10").count()).toBe(0);
    await expectOnScreen(t.ana.page, button(t.ana.page, "Cumpriu +10"));
    await shot(t.ana.page, "classic-turn-360x640");
    await button(t.ana.page, "Cumpriu +10").click();

    await t.bia.page.getByRole("heading", { name: "Sua vez!" }).waitFor();
    await expectOnScreen(t.bia.page, button(t.bia.page, "Bebeu +5"));
    expect(await button(t.caio.page, "Bebeu +5").count()).toBe(0);
    await button(t.bia.page, "Bebeu +5").click();

    // Caio's phone went quiet: the host answers for him.
    await t.caio.page.getByRole("heading", { name: "Sua vez!" }).waitFor();
    await t.ana.page.getByText("Anfitrião: responda por Caio.").waitFor();
    await shot(t.ana.page, "classic-host-stands-in-360x640");
    await button(t.ana.page, "Cumpriu +10").click();

    await t.ana.page.getByRole("heading", { name: "Sua vez!" }).waitFor();
    await expect
      .poll(() => board.getByTestId("board-scores").innerText())
      .toMatch(/Ana\s+10\s+Bia\s+5\s+Caio\s+10/);
    await shot(board, "classic-board");
    expect(await board.getByRole("button").count()).toBe(0);
    await closeTable(t);
  });
});

/** A seat's id by its name, from the room messages a phone received. */
function seatId(frames: readonly string[], name: string): string {
  for (const m of roomMessages(frames).reverse()) {
    const seat = m.seats?.find((s) => s.name === name);
    if (seat) return seat.id;
  }
  throw new Error(`no seat ${name}`);
}
