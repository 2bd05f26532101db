import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  button,
  joinHere,
  openPhone,
  openRoom,
  type Phone,
  roomMessages,
  setupRooms,
} from "./rooms-kit";

// Qual Meu Nome, people coming and going mid-round (decision 041): four phones and the board.
const rooms = setupRooms();

interface Seat {
  id: string;
  name: string;
  inGame?: boolean;
}

/** The seats of the last room message a page received (their `inGame` says who plays). */
const lastSeats = (frames: readonly string[]) =>
  (roomMessages(frames).at(-1)?.seats ?? []) as Seat[];

describe("Qual Meu Nome in a room: a phone leaves mid-round, a new one joins", () => {
  it("the game goes on without the closed phone and the newcomer plays in a team at once", async () => {
    const { browser, server } = rooms;
    const [ana, bia, caio, duda] = await Promise.all(
      [0, 1, 2, 3].map(() => openPhone(browser, server.url)),
    );
    if (!ana || !bia || !caio || !duda) throw new Error("phones");
    const code = await openRoom(ana.page, "/qual-meu-nome", "Ana");
    const board: Page = await ana.context.newPage();
    await board.goto(`/s/${code}/tela`);
    for (const [phone, name, colour] of [
      [bia, "Bia", "Rosa"],
      [caio, "Caio", "Verde"],
      [duda, "Duda", "Roxo"],
    ] as const) {
      await phone.page.goto(`/s/${code}`);
      await joinHere(phone.page, name, colour);
    }
    const host = ana.page;
    await host.getByTestId("lobby-seats").getByText("Duda", { exact: true }).waitFor();
    // Bia first: Azul is Bia and Caio (Bia explains first), Rosa is Ana and Duda.
    await button(host, "Subir Bia").click();
    await host.getByRole("group", { name: "Times" }).getByText("2", { exact: true }).click();
    await host.getByText("Sortear da lista").click();
    await button(host, "Começar").click();
    await button(caio.page, "Começar a rodada").click();
    await bia.page.getByText("Você explica!").waitFor();

    // Bia's phone is gone mid-round: her teammate hands the turn on, nobody waits for her.
    await bia.context.close();
    await button(caio.page, "Bia saiu? Outra pessoa do time explica").click();
    await caio.page.getByText("Você explica!").waitFor();
    await expect.poll(() => board.getByTestId("room-turn").innerText()).toMatch(/Caio explica/);

    // Edu arrives mid-round: he plays at once, in a team (both have two: the first, Azul).
    const edu: Phone = await openPhone(browser, server.url);
    await edu.page.goto(`/s/${code}`);
    await joinHere(edu.page, "Edu", "Azul");
    expect(await edu.page.getByText("Você entra na próxima partida").count()).toBe(0);
    await edu.page.getByText("Você adivinha! Fique de olho em quem explica.").waitFor();
    await duda.page.getByText("Vez do outro time: só fiscalize.").waitFor();
    await expect.poll(() => lastSeats(edu.frames).find((s) => s.name === "Edu")?.inGame).toBe(true);

    // The turn runs from Caio's phone; Edu's phone sees the clock with everyone else's.
    await button(caio.page, "Começar a vez").click();
    await button(caio.page, "Acertou").click();
    await edu.page.getByTestId("room-clock").waitFor();
    await expect.poll(() => board.getByTestId("turn-score").innerText()).toBe("+1 nesta vez");

    // Bia does not come back: after a while the host's phone names her and takes her out on a
    // confirmed tap, instead of the table waiting two minutes for the room to notice.
    const gone = host.getByTestId("gone-seat");
    await gone.waitFor({ timeout: 20_000 });
    expect(await gone.innerText()).toMatch(
      /^Bia está sem conexão\. Se não voltar, sai da partida em 1 min \d\d s\./,
    );
    // The other phones and the board say it too, in one line, with nothing to press.
    for (const page of [duda.page, edu.page, board]) {
      await expect
        .poll(() => page.getByTestId("gone-line").innerText())
        .toBe("Bia está sem conexão");
    }
    expect(await duda.page.getByRole("button", { name: /Tirar/ }).count()).toBe(0);
    await host.screenshot({ path: "test-results/rooms-join-leave/host-gone.png" });
    await duda.page.screenshot({ path: "test-results/rooms-join-leave/phone-gone.png" });
    await board.screenshot({ path: "test-results/rooms-join-leave/board-gone.png" });
    await button(host, "Não vai voltar? Tirar agora").click();
    await host.screenshot({ path: "test-results/rooms-join-leave/host-gone-confirm.png" });
    await button(host, "Tirar da partida").click();
    await expect.poll(() => lastSeats(edu.frames).map((s) => s.name)).not.toContain("Bia");
    await expect.poll(() => host.getByTestId("gone-seats").count()).toBe(0);
    for (const page of [duda.page, edu.page, board])
      await expect.poll(() => page.getByTestId("gone-line").count()).toBe(0);
    await Promise.all([ana, caio, duda, edu].map((p) => p.context.close()));
  }, 120_000);
});
