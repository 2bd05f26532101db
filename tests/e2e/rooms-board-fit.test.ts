import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { outside } from "./in-view";
import { button, joinHere, openPhone, openRoom, type Phone, setupRooms } from "./rooms-kit";

// The board on a phone laid on the table (360x640, 390x844) as well as on a TV (1280x720).
const rooms = setupRooms();

const SHOTS = process.env.ROOM_SHOTS_DIR ?? path.join("/tmp", "saideira-board-shots");
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

/** Text cut short (an ellipsis, a clipped box) inside the element, as "text: n px hidden". */
const clipped = (loc: Locator) =>
  loc.evaluateAll((els) =>
    els.flatMap((root) =>
      [root, ...root.querySelectorAll("*")]
        // Visually hidden text (sr-only, 1 px wide) is for screen readers, not cut short.
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1)
        .map(
          (el) => `${(el.textContent ?? "").slice(0, 30)}: ${el.scrollWidth - el.clientWidth} px`,
        ),
    ),
  );

/**
 * At each size: a screenshot, nothing wider than the screen, `inView` (what the table reads:
 * whose turn, the card or the clock) on screen without scrolling and uncovered, no text of `whole`
 * (the scores with a name of the longest length, the room's code) cut short. On the TV (1280x720,
 * never scrolled) `tvInView` too: the scores.
 */
async function fits(
  board: Page,
  game: string,
  inView: Locator[],
  whole: Locator[],
  tvInView: Locator[] = [],
) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await board.setViewportSize(size);
    await board.evaluate(() => window.scrollTo(0, 0));
    await board.screenshot({ path: path.join(SHOTS, `${game}-${size.width}x${size.height}.png`) });
    const where = `${game} at ${size.width}x${size.height}`;
    const wide = await board.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(wide, `${where}: wider than the screen`).toBeLessThanOrEqual(0);
    for (const loc of whole) expect(await clipped(loc), where).toEqual([]);
    const seen = size.width >= 1024 ? [...inView, ...tvInView] : inView;
    for (const loc of seen) expect(await outside(board, loc), where).toEqual([]);
  }
}

/**
 * The longest card of Verdade ou Desafio's decks (read in its content.ts): a 'médio' dare's
 * sem-álcool text, 105 characters with `{outro}` twice, here filled with a name of the longest a
 * room allows (20). The board is checked with it whatever the deal gave.
 */
const LONGEST_CARD =
  "Pague uma prenda escolhida por Maria Eduarda Fontes ou deixe Maria Eduarda Fontes ler em voz alta o último e-mail que você recebeu.";

/**
 * Every frame the page receives carries `text` as the card (the deal's card, whichever it was):
 * the board draws the longest card through its own code (sizes by length included).
 */
async function dealAlways(page: Page, text: string, table: readonly string[] = []) {
  await page.routeWebSocket(/\/api\/rooms\/[^/]+\/socket$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message !== "string" || !message.includes('"card"')) return ws.send(message);
      const frame = JSON.parse(message);
      const card = frame.type === "room" ? frame.game?.view?.card : null;
      if (card) card.prompt = { level: card.prompt.level, text };
      // `table`: more players in the scores than there are phones here (a full room is 16).
      const players = frame.type === "room" ? frame.game?.view?.list?.players : null;
      for (const [i, name] of table.entries())
        players?.push({ id: `extra-${i}`, name, points: i * 3 });
      ws.send(JSON.stringify(frame));
    });
  });
}

/**
 * Ana opens a room of the game with the board in a second page (`prepare`d before it connects);
 * the others join by the link.
 */
async function gather(gamePath: string, names: string[], prepare?: (board: Page) => Promise<void>) {
  const { browser, server } = rooms;
  const phones = await Promise.all(names.map(() => openPhone(browser, server.url)));
  const [host, ...others] = phones as [Phone, ...Phone[]];
  const code = await openRoom(host.page, gamePath, names[0] ?? "");
  const board = await host.context.newPage();
  await prepare?.(board);
  await board.goto(`/s/${code}/tela`);
  const colours = ["Rosa", "Verde", "Roxo"];
  for (const [i, phone] of others.entries()) {
    await phone.page.goto(`/s/${code}`);
    await joinHere(phone.page, names[i + 1] ?? "", colours[i]);
  }
  await board
    .getByTestId("board-seats")
    .getByText(names.at(-1) ?? "")
    .waitFor();
  const close = () => Promise.all(phones.map((p) => p.context.close()));
  return { host: host.page, phones, board, code, close };
}

describe("the room's board fits a phone laid on the table", () => {
  it("lobby and Verdade ou Desafio's longest card", async () => {
    // The host plays first: 'Vez de' names the longest name too.
    const t = await gather("/truth-or-dare", ["Maria Eduarda Fontes", "Ana Beatriz", "Caio"], (b) =>
      dealAlways(b, LONGEST_CARD),
    );
    const lobby = [t.board.getByRole("heading", { level: 1 }), t.board.getByTestId("board-code")];
    await fits(t.board, "lobby", lobby, [t.board.getByTestId("board-seats")]);
    // Three more at the table: under the card, six players' scores would take two rows on a TV.
    const newcomers = [
      ["Duda", "Ciano"],
      ["Edu", "Laranja"],
      ["Fabiana Cristina", "Amarelo"],
    ] as const;
    const more = await Promise.all(newcomers.map(() => openPhone(rooms.browser, rooms.server.url)));
    for (const [i, [name, colour]] of newcomers.entries()) {
      const page = more[i]?.page;
      if (!page) throw new Error(`no phone for ${name}`);
      await page.goto(`/s/${t.code}`);
      await joinHere(page, name, colour);
    }
    await t.board.getByTestId("board-seats").getByText("Fabiana Cristina").waitFor();
    await button(t.host, "Começar").click();
    await button(t.host, "Verdade").click();
    const prompt = t.board.getByTestId("tod-prompt");
    await prompt.waitFor();
    expect(await prompt.innerText()).toBe(LONGEST_CARD);
    const scores = t.board.getByTestId("board-scores");
    await fits(
      t.board,
      "verdade-ou-desafio",
      [t.board.getByRole("heading", { name: "Vez de Maria Eduarda Fontes" }), prompt],
      [scores, t.board.getByTestId("board-code")],
      [scores],
    );

    // Caio's phone leaves the room's page: after the grace the TV says so, calmly, and marks his
    // name in the scores (still on screen); once he is back, both go.
    const caio = t.phones[2]?.page;
    if (!caio) throw new Error("no phone for Caio");
    await caio.goto("about:blank");
    const line = t.board.getByTestId("gone-line");
    await line.waitFor({ timeout: 20_000 });
    expect(await line.innerText()).toBe("Caio está sem conexão");
    const marked = scores.getByRole("listitem").filter({ has: t.board.getByLabel("sem conexão") });
    expect(await marked.allInnerTexts()).toEqual([expect.stringMatching(/^Caio\s+0$/)]);
    for (const loc of [line, prompt, scores])
      expect(await outside(t.board, loc), "Caio gone, 1280x720").toEqual([]);
    await t.board.screenshot({ path: path.join(SHOTS, "verdade-ou-desafio-gone-1280x720.png") });
    await caio.goto(`/s/${t.code}`);
    await line.waitFor({ state: "detached" });
    expect(await marked.count()).toBe(0);
    await Promise.all(more.map((p) => p.context.close()));
    await t.close();
  }, 120_000);

  it("Verdade ou Desafio with a full room of 16 on a TV", async () => {
    // Three phones here; the board's frames carry 13 more players, four with long names.
    const table = ["Fabiana Cristina", "João Pedro Almeida", "Lu", "Marcos Vinícius", "Nat"];
    const extra = [...table, "Olga", "Paulo", "Quel", "Rafa", "Sol", "Teo", "Ulisses", "Vivi"];
    const t = await gather("/truth-or-dare", ["Maria Eduarda Fontes", "Ana Beatriz", "Caio"], (b) =>
      dealAlways(b, LONGEST_CARD, extra),
    );
    await button(t.host, "Começar").click();
    await button(t.host, "Verdade").click();
    const prompt = t.board.getByTestId("tod-prompt");
    await prompt.waitFor();
    const scores = t.board.getByTestId("board-scores");
    expect(await scores.getByRole("listitem").count()).toBe(16);
    await fits(
      t.board,
      "verdade-ou-desafio-16",
      [t.board.getByRole("heading", { name: "Vez de Maria Eduarda Fontes" }), prompt],
      [scores, t.board.getByTestId("board-code")],
      [scores],
    );
    await t.close();
  }, 120_000);

  it("Quem é Mais Provável?'s question", async () => {
    const t = await gather("/mais-provavel", ["Ana", "Bia", "Caio"]);
    await button(t.host, "Começar").click();
    const question = t.board.getByRole("heading", { level: 2 }).first();
    await question.waitFor();
    await fits(
      t.board,
      "mais-provavel",
      [question],
      [t.board.getByTestId("vote-progress"), t.board.getByTestId("board-code")],
    );
    await t.close();
  }, 120_000);

  it("Eu Nunca's card", async () => {
    const t = await gather("/eu-nunca", ["Ana Beatriz", "Maria Eduarda Fontes", "Caio", "Duda"]);
    await button(t.host, "Começar").click();
    const card = t.board.getByTestId("statement");
    await card.waitFor();
    const table = t.board.getByTestId("table");
    await fits(
      t.board,
      "eu-nunca",
      [t.board.getByRole("heading", { level: 2 }), card],
      [table, t.board.getByTestId("board-code")],
      [table],
    );
    await t.close();
  }, 120_000);

  it("Qual Meu Nome's turn with its clock", async () => {
    const t = await gather("/qual-meu-nome", ["Ana", "Bia", "Caio", "Duda"]);
    await t.host.getByRole("group", { name: "Times" }).getByText("2", { exact: true }).click();
    await t.host.getByText("Sortear da lista").click();
    await button(t.host, "Começar").click();
    await button(t.host, "Começar a rodada").click();
    await button(t.host, "Começar a vez").click();
    await t.board.getByTestId("room-clock").waitFor();
    await fits(
      t.board,
      "qual-meu-nome",
      [t.board.getByTestId("room-turn"), t.board.getByTestId("room-clock")],
      [t.board.getByTestId("room-scores"), t.board.getByTestId("board-code")],
      [t.board.getByTestId("room-scores")],
    );
    await t.close();
  }, 120_000);
});
