import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  button,
  joinHere,
  lobbyNames,
  openPhone,
  openRoom,
  type Phone,
  roomMessages,
  setupRooms,
  vote,
  voteOption,
} from "./rooms-kit";

// Three browser contexts: the host (with the board open in a second page) and two phones.
const rooms = setupRooms();

interface Table {
  code: string;
  host: Phone;
  board: Page;
  bia: Phone;
  caio: Phone;
}

/** Ana opens a room of the game; the board opens; Bia types the code, Caio follows the link. */
async function gather(gamePath: string): Promise<Table> {
  const { browser, server } = rooms;
  const [host, bia, caio] = await Promise.all([
    openPhone(browser, server.url),
    openPhone(browser, server.url),
    // Caio scanned the QR code: this phone never answered the 18+ question.
    openPhone(browser, server.url, false),
  ]);
  const code = await openRoom(host.page, gamePath, "Ana");
  const board = await host.context.newPage();
  await board.goto(`/s/${code}/tela`);
  await board.getByTestId("board-seats").getByText("Ana").waitFor();
  expect(await board.getByTestId("join-qr").count()).toBe(1);

  await bia.page.goto("/entrar");
  await bia.page.getByLabel("Código da sala").fill(code.toLowerCase());
  await button(bia.page, "Entrar").click();
  await joinHere(bia.page, "Bia", "Rosa");

  await caio.page.goto(`/s/${code}`);
  await caio.page.getByText("Tenho 18 anos ou mais").click();
  await button(caio.page, "Confirmar e jogar").click();
  await joinHere(caio.page, "Caio", "Verde");

  await board.getByTestId("board-seats").getByText("Caio").waitFor();
  await host.page.getByTestId("lobby-seats").getByText("Caio", { exact: true }).waitFor();
  expect(await lobbyNames(host.page)).toEqual(["Ana", "Bia", "Caio"]);
  return { code, host, board, bia, caio };
}

async function closeTable(t: Table) {
  await Promise.all([t.host.context.close(), t.bia.context.close(), t.caio.context.close()]);
}

describe("Quem é Mais Provável? in a room", () => {
  it("three phones and a board play three rounds to the results; no phone receives another's vote before the reveal", async () => {
    const t = await gather("/mais-provavel");
    const phones = { Ana: t.host, Bia: t.bia, Caio: t.caio };
    await t.host.page.getByRole("radio", { name: "3", exact: true }).check({ force: true });
    await button(t.host.page, "Começar").click();
    for (const round of [1, 2, 3]) {
      for (const p of [...Object.values(phones).map((x) => x.page), t.board])
        await p.getByText(`Rodada ${round} de 3`).waitFor();
      const question = await t.board.getByTestId("question").innerText();
      expect(await t.bia.page.getByTestId("question").innerText()).toBe(question);
      // Ana votes for Bia; Bia and Caio vote for Ana.
      await vote(t.host.page, "Bia");
      await vote(t.bia.page, "Ana");
      await t.board.getByTestId("vote-progress").getByText("2 de 3 já votaram").waitFor();
      // Before the last vote: each phone has only its own vote, and nobody else's ballot.
      for (const [name, phone] of Object.entries(phones)) {
        const own = { Ana: "Bia", Bia: "Ana", Caio: null }[name];
        for (const m of roomMessages(phone.frames)) {
          const view = m.game?.view as { myVote?: string | null; phase?: string } | undefined;
          if (view?.phase !== "voting") continue;
          const ownId = own && seatIdOf(t.host.frames, own);
          expect([null, ownId]).toContain(view.myVote ?? null);
        }
        expect(phone.frames.join("\n")).not.toMatch(/"ballots"|"voter"|"target"/);
      }
      // The last vote: the counts come out by themselves on every screen.
      await voteOption(t.caio.page, "Ana").click();
      for (const p of [t.host.page, t.bia.page, t.caio.page, t.board]) {
        await p.getByTestId("counts").waitFor();
        expect(await p.getByTestId("counts").innerText()).toMatch(
          /^Ana\s+2 votos\s+Bia\s+1 voto\s+Caio\s+0 votos$/,
        );
        expect(await p.getByTestId("verdict").innerText()).toBe("Ana bebe!");
      }
      // The board has nothing to press.
      expect(await t.board.getByRole("button").count()).toBe(0);
      await button(t.caio.page, round < 3 ? "Próxima rodada" : "Ver resultado").click();
    }
    for (const p of [t.host.page, t.bia.page, t.caio.page, t.board])
      await p.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    expect(await t.board.getByTestId("room-results").innerText()).toMatch(/1º Ana\s+6 votos/);
    // Only the host starts the next game.
    expect(await button(t.bia.page, "Jogar de novo").count()).toBe(0);
    await button(t.host.page, "Jogar de novo").click();
    await t.bia.page.getByText("Rodada 1 de 3").waitFor();
    await closeTable(t);
  });

  it("the host reorders, passes the host role and removes a player; the removed phone is told", async () => {
    const t = await gather("/mais-provavel");
    await t.host.page.getByRole("button", { name: "Subir Caio" }).click();
    await expect.poll(() => lobbyNames(t.bia.page)).toEqual(["Ana", "Caio", "Bia"]);
    await t.host.page.getByRole("button", { name: "Remover Caio" }).click();
    await t.caio.page.getByRole("heading", { name: "Você foi removido da sala" }).waitFor();
    await expect.poll(() => lobbyNames(t.host.page)).toEqual(["Ana", "Bia"]);
    await t.host.page.getByRole("button", { name: "Passar anfitrião para Bia" }).click();
    await button(t.bia.page, "Começar").waitFor();
    await expect.poll(() => button(t.host.page, "Começar").count()).toBe(0);
    // The device that created the room takes the role back.
    await button(t.host.page, "Voltar a ser anfitrião").click();
    await button(t.host.page, "Começar").waitFor();
    await closeTable(t);
  });
});

describe("Eu Nunca in a room", () => {
  it("each phone answers 'Eu já' or 'Eu nunca'; fingers are counted and the board shows who has, to the winner", async () => {
    const t = await gather("/eu-nunca");
    await t.host.page.getByRole("radio", { name: "3", exact: true }).check({ force: true });
    await button(t.host.page, "Começar").click();
    const answers: [Page, string][] = [
      [t.host.page, "Eu já"],
      [t.bia.page, "Eu já"],
      [t.caio.page, "Eu nunca"],
    ];
    for (const card of [1, 2, 3]) {
      for (const p of [t.host.page, t.bia.page, t.caio.page, t.board])
        await p.getByRole("heading", { name: `Carta ${card}` }).waitFor();
      for (const [page, label] of answers) await button(page, label).click();
      await t.board.getByRole("heading", { name: "Quem já fez bebem um gole!" }).waitFor();
      const left = 3 - card;
      for (const [name, fingers, tag] of [
        ["Ana", left, "Já fez!"],
        ["Bia", left, "Já fez!"],
        ["Caio", 3, "Nunca"],
      ] as const) {
        const tile = t.board.getByTestId("table").getByRole("listitem").filter({ hasText: name });
        expect(await tile.innerText()).toContain(tag);
        expect(await tile.getByRole("img", { name: `${fingers} de 3 dedos` }).count()).toBe(1);
      }
      expect(await t.board.getByRole("button").count()).toBe(0);
      await button(t.bia.page, "Próxima carta").click();
    }
    for (const p of [t.host.page, t.bia.page, t.caio.page, t.board])
      await p.getByRole("heading", { name: "Caio venceu!" }).waitFor();
    expect(await t.caio.page.getByTestId("room-results").innerText()).toMatch(/1º Caio\s+3 dedos/);
    await closeTable(t);
  });
});

/** A seat's id by its name, from the room messages a phone received. */
function seatIdOf(frames: readonly string[], name: string): string {
  for (const m of roomMessages(frames).reverse()) {
    const seat = m.seats?.find((s) => s.name === name);
    if (seat) return seat.id;
  }
  throw new Error(`no seat ${name}`);
}
