import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  button,
  joinHere,
  openPhone,
  openRoom,
  type Phone,
  setupRooms,
  vote,
  voteOption,
} from "./rooms-kit";

// The faults of a real party: a phone loses Wi-Fi, a phone reloads, the server dies.
const rooms = setupRooms();

/** Ana hosts Quem é Mais Provável? with Bia and Caio; the first round is being voted on. */
async function playing(): Promise<Phone[]> {
  const phones = await Promise.all([0, 1, 2].map(() => openPhone(rooms.browser, rooms.server.url)));
  const [ana, bia, caio] = phones as [Phone, Phone, Phone];
  const code = await openRoom(ana.page, "/mais-provavel", "Ana");
  for (const [phone, name] of [
    [bia, "Bia"],
    [caio, "Caio"],
  ] as const) {
    await phone.page.goto(`/s/${code}`);
    await joinHere(phone.page, name);
  }
  await ana.page.getByTestId("lobby-seats").getByText("Caio", { exact: true }).waitFor();
  await button(ana.page, "Começar").click();
  for (const p of phones) await p.page.getByTestId("question").waitFor();
  return phones;
}

const status = (page: Page) => page.getByTestId("room-status");
async function lastVote(page: Page, target: string) {
  await voteOption(page, target).click();
  await page.getByTestId("verdict").waitFor();
}

describe("rooms through the faults of a party", () => {
  it("a phone offline for 30 s comes back to its seat; a phone that reloads is the same player", async () => {
    const [ana, bia, caio] = (await playing()) as [Phone, Phone, Phone];
    await vote(caio.page, "Ana");
    await bia.context.setOffline(true);
    await status(bia.page).getByText("Reconectando…").waitFor();
    await vote(ana.page, "Caio");
    await bia.page.waitForTimeout(30_000);
    await bia.context.setOffline(false);
    await status(bia.page).getByText("De volta!").waitFor();
    expect(await bia.page.getByTestId("me").innerText()).toBe("Bia");
    expect(await bia.page.getByTestId("vote-progress").innerText()).toBe("2 de 3 já votaram");

    // Caio reloads: the same seat, his own vote still his.
    await caio.page.reload();
    await caio.page.getByTestId("my-vote").getByText("Ana").waitFor();
    expect(await caio.page.getByTestId("me").innerText()).toBe("Caio");
    await lastVote(bia.page, "Ana");
    expect(await caio.page.getByTestId("verdict").innerText()).toBe("Ana bebe!");
    await Promise.all([ana, bia, caio].map((p) => p.context.close()));
  }, 150_000);

  it("the server is killed with SIGKILL mid-round and restarted: the phones reconnect and the game goes on", async () => {
    const [ana, bia, caio] = (await playing()) as [Phone, Phone, Phone];
    const question = await bia.page.getByTestId("question").innerText();
    await vote(ana.page, "Bia");
    await rooms.server.kill();
    await status(bia.page).getByText("Reconectando…").waitFor();
    await rooms.server.restart();
    for (const p of [ana, bia, caio]) await status(p.page).getByText("De volta!").waitFor();
    expect(await bia.page.getByTestId("question").innerText()).toBe(question);
    expect(await ana.page.getByTestId("my-vote").innerText()).toContain("Bia");
    await vote(bia.page, "Caio");
    await lastVote(caio.page, "Bia");
    expect(await ana.page.getByTestId("verdict").innerText()).toBe("Bia bebe!");
    await button(ana.page, "Próxima rodada").click();
    await bia.page.getByText("Rodada 2 de 10").waitFor();
    await Promise.all([ana, bia, caio].map((p) => p.context.close()));
  });
});
