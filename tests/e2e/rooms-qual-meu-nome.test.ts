import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { button, gatherTable, lobbyNames, type Phone, roomMessages, setupRooms } from "./rooms-kit";

// Qual Meu Nome needs two teams of two: the host (with the board open) and three phones.
const rooms = setupRooms();

const SHOTS = process.env.ROOM_SHOTS_DIR ?? path.join("/tmp", "saideira-room-shots");
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `qmn-${name}.png`) });
};

// Seat order deals the teams: Ana and Caio are Time Azul, Bia and Duda Time Rosa.
const SECRET = {
  Ana: ["Tia Cotinha", "Gato Mingau"],
  Bia: ["Vizinho Barulhento", "Seu Madruguinha"],
  Caio: ["Professor Girafales", "Dona Florinda"],
  Duda: ["Quico Chorao", "Seu Barriguinha"],
} as const;
type Name = keyof typeof SECRET;
const ALL = Object.values(SECRET).flat();

/** The element lies inside the viewport (not cut off below the fold). */
async function onScreen(page: Page, name: string | RegExp) {
  const box = await button(page, name).boundingBox();
  const size = page.viewportSize();
  expect(box && size).toBeTruthy();
  if (!box || !size) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

async function sendNames(page: Page, names: readonly string[], last = false, shotName?: string) {
  await page.getByLabel("Nome secreto 1").fill(names[0] ?? "");
  await page.getByLabel("Nome secreto 2").fill(names[1] ?? "");
  await onScreen(page, "Enviar meus nomes");
  if (shotName) await shot(page, shotName);
  await button(page, "Enviar meus nomes").click();
  // The last phone's names start round 1 at once.
  await page
    .getByRole("heading", { name: last ? "Rodada 1: Descreva" : "Nomes enviados!" })
    .waitFor();
}

/** Which phone explains now (its screen offers the turn's buttons). */
async function explainerOf(phones: Record<Name, Phone>): Promise<Page> {
  for (let tries = 0; tries < 100; tries++) {
    for (const phone of Object.values(phones)) {
      const p = phone.page;
      if ((await button(p, "Começar a vez").count()) || (await button(p, "Acertou").count()))
        return p;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("nobody explains");
}

/** 'Acertou' once, waiting until the game counted it (or the turn or round ended). */
async function guessOne(page: Page) {
  const before = await page.getByTestId("turn-score").innerText();
  // On a loaded machine the clock may run out between looking and tapping: the button is gone.
  await button(page, "Acertou")
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect
    .poll(async () =>
      (await page.getByTestId("turn-score").count()) === 0
        ? "moved on"
        : await page.getByTestId("turn-score").innerText(),
    )
    .not.toBe(before);
}

/** Plays the round's turns until its pool is empty: the explainer guesses every name shown. */
async function playRound(phones: Record<Name, Phone>, round: number) {
  const anyone = phones.Duda.page;
  // Round 1 is already under way (its first turn timed out).
  if (round > 1) {
    await anyone.getByRole("heading", { name: new RegExp(`^Rodada ${round}:`) }).waitFor();
    await button(anyone, "Começar a rodada").click();
  }
  for (;;) {
    const explainer = await explainerOf(phones);
    if (await button(explainer, "Começar a vez").count())
      await button(explainer, "Começar a vez").click();
    await button(explainer, "Acertou").waitFor();
    while (await button(explainer, "Acertou").count()) await guessOne(explainer);
    const done = anyone.getByRole("heading", {
      name: round < 3 ? `Fim da rodada ${round}!` : /venceu!|Empate/,
    });
    // Wait until this phone, too, learnt how the turn ended: the pool emptied or the time ran out.
    await done.or(anyone.getByRole("heading", { name: "Tempo esgotado!" })).waitFor();
    if (await done.count()) return;
    // Time ran out on a slow machine: the next team plays on.
    await button(anyone, /^Próxima vez/).click();
  }
}

describe("Qual Meu Nome in a room", () => {
  it("four phones and a board play three rounds to the results; no phone receives another's names before they are revealed", async () => {
    // Short phones: the game's buttons must stay on screen (decision 030).
    const small = { width: 360, height: 640 };
    const t = await gatherTable(
      rooms,
      "/qual-meu-nome",
      [
        { name: "Ana", size: small },
        { name: "Bia", colour: "Rosa", size: small },
        { name: "Caio", colour: "Verde", size: small },
        { name: "Duda", colour: "Roxo", size: { width: 390, height: 844 } },
      ],
      { board: small },
    );
    const [host, bia, caio, duda] = t.phones as [Phone, Phone, Phone, Phone];
    const phones: Record<Name, Phone> = { Ana: host, Bia: bia, Caio: caio, Duda: duda };
    // The host's context holds Ana's phone page and the board: their frames apart.
    const { hostFrames: anaFrames, boardFrames } = t;
    const board = t.board as Page;
    expect(await lobbyNames(host.page)).toEqual(["Ana", "Bia", "Caio", "Duda"]);

    const host$ = host.page;
    await host$.getByRole("group", { name: "Times" }).getByText("2", { exact: true }).click();
    await host$.getByText("Cada um escreve no seu celular").click();
    await host$
      .getByRole("group", { name: "Nomes por pessoa" })
      .getByText("2", { exact: true })
      .click();
    await host$.getByText("30 s", { exact: true }).click();
    await button(host$, "Começar").click();

    // Everyone types at once on their own phone; the board only shows who is still writing.
    await sendNames(bia.page, SECRET.Bia, false, "names-entry-360x640");
    await sendNames(host$, SECRET.Ana);
    await sendNames(caio.page, SECRET.Caio);
    await board.getByTestId("still-writing").getByText("Duda").waitFor();
    expect(await board.getByTestId("still-writing").innerText()).toBe("Ainda escrevendo: Duda");
    await sendNames(duda.page, SECRET.Duda, true);

    // Round 1, first turn: Ana explains for Time Azul, Caio guesses, Bia and Duda watch.
    await host$.getByRole("heading", { name: "Rodada 1: Descreva" }).waitFor();
    expect(await board.getByRole("button").count()).toBe(0);
    await onScreen(bia.page, "Começar a rodada");
    await button(bia.page, "Começar a rodada").click();
    await host$.getByText("Você explica!").waitFor();
    await caio.page.getByText("Você adivinha! Fique de olho em quem explica.").waitFor();
    await onScreen(host$, "Começar a vez");
    expect(await button(caio.page, "Começar a vez").count()).toBe(0);
    await button(host$, "Começar a vez").click();
    await host$.getByTestId("name-card").waitFor();
    await onScreen(host$, "Acertou");
    await caio.page.getByText("Adivinhe!").waitFor();
    await board.getByTestId("room-clock").waitFor();
    expect(await board.getByTestId("room-turn").innerText()).toMatch(
      /Vez do Time Azul\s+Ana explica/,
    );
    await shot(host$, "explainer-360x640");
    await shot(caio.page, "teammate-360x640");
    await shot(board, "board-360x640");
    await board.setViewportSize({ width: 1280, height: 720 });
    await shot(board, "board-1280x720");
    await guessOne(host$);
    await guessOne(host$);
    // The board's socket may get the second point a moment after the explainer's phone.
    await expect.poll(() => board.getByTestId("turn-score").innerText()).toBe("+2 nesta vez");
    // The clock is the game's: when it runs out every screen says so, nobody pressed anything.
    for (const p of [host$, bia.page, caio.page, board])
      await p.getByRole("heading", { name: "Tempo esgotado!" }).waitFor({ timeout: 45_000 });
    expect(await board.getByRole("button").count()).toBe(0);
    await onScreen(caio.page, "Próxima vez: Time Rosa");
    await button(duda.page, "Próxima vez: Time Rosa").click();
    await bia.page.getByText("Você explica!").waitFor();

    for (const round of [1, 2, 3]) {
      if (round > 1) {
        await onScreen(caio.page, new RegExp(`^Rodada ${round}:`));
        await button(caio.page, new RegExp(`^Rodada ${round}:`)).click();
      }
      await playRound(phones, round);
    }
    for (const p of [host$, bia.page, caio.page, duda.page, board])
      await p.getByTestId("room-results").waitFor();
    await shot(caio.page, "results-360x640");
    const results = await board.getByTestId("room-results").innerText();
    const points = [...results.matchAll(/(\d+) pontos?/g)].map((m) => Number(m[1]));
    // Every name of the pool was guessed in each of the three rounds.
    expect(points.reduce((a, b) => a + b, 0)).toBe(ALL.length * 3);
    const leader = /1º (Time \w+)/.exec(results)?.[1];
    expect(results).toMatch(new RegExp(`^(${leader} venceu!|Empate)`));

    // Frame secrecy: a name reaches a phone before it is guessed only while that phone explains
    // it, and never reaches the board before it is guessed.
    const check = (who: Name | "board", frames: readonly string[]) => {
      const secret = ALL.filter(
        (n) => who === "board" || !(SECRET[who] as readonly string[]).includes(n),
      );
      const revealed = new Set<string>();
      let explained = 0;
      for (const m of roomMessages(frames)) {
        const view = m.game?.view as
          | {
              game?: {
                current: string | null;
                turnGuessed: string[];
                mine?: { explains: boolean };
              } | null;
            }
          | undefined;
        for (const n of view?.game?.turnGuessed ?? []) revealed.add(n);
        const text = JSON.stringify(m);
        for (const n of secret) {
          if (revealed.has(n) || !text.includes(n)) continue;
          expect(who).not.toBe("board");
          expect(view?.game?.mine?.explains).toBe(true);
          expect(view?.game?.current).toBe(n);
          explained++;
        }
      }
      return { revealed: revealed.size, explained };
    };
    // Ana saw names nobody had guessed yet: the ones she explained (the check does see names).
    expect(check("Ana", anaFrames).explained).toBeGreaterThan(0);
    for (const name of ["Bia", "Caio", "Duda"] as const) check(name, phones[name].frames);
    // Every name was guessed (so shown on the board) in round 1, not a moment before.
    expect(check("board", boardFrames)).toEqual({ revealed: ALL.length, explained: 0 });
    await Promise.all(Object.values(phones).map((p) => p.context.close()));
  }, 300_000);
});
