import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUpViaApi } from "./harness";
import {
  button,
  joinHere,
  lobbyNames,
  openPhone,
  openRoom,
  type Phone,
  setupRooms,
  vote,
  voteOption,
} from "./rooms-kit";

// Issue 27 in a room: three phones at 360x640 (touch) and a board play Quem é Mais Provável? on
// the host's custom deck; the host deletes the deck mid-room and the room plays on to the end.
const rooms = setupRooms();

const SMALL = { width: 360, height: 640 };
const DECK = "Perguntas do churrasco";
const ITEMS = [
  "Quem é mais provável de queimar a picanha?",
  "Quem é mais provável de dormir na rede antes da sobremesa?",
  "Quem é mais provável de levar gelo e esquecer o carvão?",
  "Quem é mais provável de puxar o pagode às três da manhã?",
];

const question = async (page: Page) => (await page.getByTestId("question").innerText()).trim();

describe("Meus baralhos in a room", () => {
  it("three phones and a board play on the host's deck; the host deletes it mid-room and the room finishes with its questions", async () => {
    const { browser, server } = rooms;
    const [host, bia, caio] = (await Promise.all(
      [0, 1, 2].map(() => openPhone(browser, server.url)),
    )) as [Phone, Phone, Phone];
    for (const p of [host, bia, caio]) await p.page.setViewportSize(SMALL);

    // Ana's account has the deck (written elsewhere: the API, as the editor would send it).
    await signUpViaApi(host.context, server.url);
    const created = await host.context.request.post(`${server.url}/api/decks`, {
      data: {
        name: DECK,
        game: "mais-provavel",
        adult: false,
        items: ITEMS.map((text) => ({ text })),
      },
      headers: { origin: server.url },
    });
    expect(created.status(), await created.text()).toBe(201);
    const deckId = ((await created.json()) as { deck: { id: string } }).deck.id;

    const code = await openRoom(host.page, "/mais-provavel", "Ana");
    const board = await host.context.newPage();
    await board.setViewportSize({ width: 1280, height: 720 });
    await board.goto(`/s/${code}/tela`);
    await board.getByTestId("board-seats").getByText("Ana").waitFor();
    await bia.page.goto(`/s/${code}`);
    await joinHere(bia.page, "Bia", "Rosa");
    await caio.page.goto(`/s/${code}`);
    await joinHere(caio.page, "Caio", "Verde");
    await host.page.getByTestId("lobby-seats").getByText("Caio", { exact: true }).waitFor();
    expect(await lobbyNames(host.page)).toEqual(["Ana", "Bia", "Caio"]);

    // The host picks the deck in the lobby: alone, not mixed with the game's levels.
    const h = host.page;
    await h.getByRole("radio", { name: new RegExp(DECK) }).check();
    const mix = h.getByRole("switch", { name: "Misturar com as perguntas do jogo" });
    await mix.waitFor();
    expect(await mix.getAttribute("aria-checked")).toBe("false");
    // The rounds' radio is visually hidden inside its label: the label takes the tap.
    const three = h.getByRole("radio", { name: "3", exact: true });
    await three.locator("xpath=..").click();
    expect(await three.isChecked()).toBe(true);
    expect(await h.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await button(h, "Começar").click();

    const phones = [host.page, bia.page, caio.page];
    const asked: string[] = [];
    for (const round of [1, 2, 3]) {
      for (const p of [...phones, board]) await p.getByText(`Rodada ${round} de 3`).waitFor();
      const q = await question(board);
      expect(ITEMS).toContain(q);
      for (const p of phones) expect(await question(p)).toBe(q);
      asked.push(q);

      if (round === 2) {
        // Mid-room, Ana deletes the deck on her phone's /baralhos (another tab of hers).
        const tab = await host.context.newPage();
        await tab.setViewportSize(SMALL);
        await tab.goto("/baralhos");
        await tab.getByRole("link", { name: new RegExp(DECK) }).click();
        await tab.waitForURL(new RegExp(`/baralhos/${deckId}$`));
        await tab.getByRole("button", { name: "Apagar baralho" }).click();
        await tab
          .getByRole("dialog", { name: `Apagar o baralho ${DECK}?` })
          .getByRole("button", { name: "Apagar", exact: true })
          .click();
        await tab.waitForURL(/\/baralhos$/);
        await tab.getByText("Nenhum baralho ainda.", { exact: false }).waitFor();
        const left = await tab.evaluate(
          async () => (await (await fetch("/api/decks")).json()).decks,
        );
        expect(left).toEqual([]);
        await tab.close();
      }

      await vote(host.page, "Bia");
      await vote(bia.page, "Ana");
      await voteOption(caio.page, "Ana").click();
      for (const p of [...phones, board]) {
        await p.getByTestId("verdict").getByText("Ana bebe!").waitFor();
        expect(await p.getByTestId("counts").innerText()).toMatch(
          /^Ana\s+2 votos\s+Bia\s+1 voto\s+Caio\s+0 votos$/,
        );
      }
      await button(caio.page, round < 3 ? "Próxima rodada" : "Ver resultado").click();
    }
    expect(new Set(asked).size).toBe(3); // no question twice, all from the deck
    for (const p of [...phones, board])
      await p.getByRole("heading", { name: "Ana venceu!" }).waitFor();
    expect(await board.getByTestId("room-results").innerText()).toMatch(/1º Ana\s+6 votos/);

    await Promise.all([host.context.close(), bia.context.close(), caio.context.close()]);
  });
});
