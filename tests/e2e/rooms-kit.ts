import type { ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { bootServer, freePort, launchBrowser, PHONE } from "./harness";

/**
 * Helpers for the room tests: a server that can be SIGKILLed and restarted on the same port and
 * data directory, phones in contexts of their own, and the room pages' steps.
 */
export interface RoomServer {
  url: string;
  /** SIGKILL: no goodbye to the sockets, nothing flushed. */
  kill(): Promise<void>;
  /** The same port and data directory again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRoomServer(): Promise<RoomServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-rooms-"));
  const template = inject("e2eTemplateDir");
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  let child: ChildProcess | null = null;
  // A restart still under way when a test times out must not leave a server behind stop().
  let booting: Promise<void> = Promise.resolve();
  const boot = () => {
    booting = bootServer({ port, dataDir }).then((c) => {
      child = c;
    });
    return booting;
  };
  const end = async (signal: NodeJS.Signals) => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once("exit", r));
    c.kill(signal);
    await exited;
  };
  await boot();
  return {
    url,
    kill: () => end("SIGKILL"),
    restart: boot,
    async stop() {
      await booting.catch(() => {});
      await end("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The hooks a room file needs: its own killable server and a browser, started together before
 * the file and closed after it. The getters give their values inside a test.
 */
export function setupRooms(): { readonly server: RoomServer; readonly browser: Browser } {
  let server: RoomServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startRoomServer(), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the room server is only there inside a test");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is only there inside a test");
      return browser;
    },
  };
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  /** Every WebSocket frame this phone's pages received, raw. */
  frames: string[];
}

/** A phone of its own (storage, cookies); `adult`: the 18+ question was answered before. */
export async function openPhone(browser: Browser, url: string, adult = true): Promise<Phone> {
  // Animations off: a test reads what is on screen at once.
  const context = await browser.newContext({
    ...PHONE,
    baseURL: url,
    locale: "pt-BR",
    reducedMotion: "reduce",
  });
  if (adult) await context.addInitScript(() => localStorage.setItem("saideira_age_confirmed", "1"));
  const page = await context.newPage();
  const frames: string[] = [];
  const listen = (p: Page) =>
    p.on("websocket", (ws) =>
      ws.on("framereceived", (f) => {
        frames.push(typeof f.payload === "string" ? f.payload : f.payload.toString());
      }),
    );
  listen(page);
  context.on("page", listen);
  return { context, page, frames };
}

export const button = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name, exact: typeof name === "string" });

/** 'Jogar em sala' from the game's start screen; returns the room's code. */
export async function openRoom(page: Page, gamePath: string, name: string): Promise<string> {
  await page.goto(gamePath);
  await page.getByRole("link", { name: "Jogar em sala" }).click();
  await page.getByLabel("Seu nome").fill(name);
  await button(page, "Criar sala").click();
  await page.waitForURL(/\/s\/[A-Z]{4}$/);
  return (await page.getByTestId("room-code").innerText()).trim();
}

/** On a room's page without a seat yet: a name, a colour, 'Entrar na sala'. */
export async function joinHere(page: Page, name: string, colour = "Azul") {
  await page.getByLabel("Seu nome").fill(name);
  await page.getByText(colour, { exact: true }).click({ force: true });
  await button(page, "Entrar na sala").click();
  await page.getByTestId("me").getByText(name).waitFor();
}

/** The seats' names in the lobby, in order. */
export async function lobbyNames(page: Page): Promise<string[]> {
  const rows = await page.getByTestId("lobby-seat").allInnerTexts();
  return rows.map((r) => r.split("\n")[0]?.trim() ?? "");
}

interface RoomFrame {
  type: string;
  seats?: { id: string; name: string }[];
  game?: { view: unknown } | null;
}

/** Parsed `room` messages among the frames. */
export function roomMessages(frames: readonly string[]) {
  return frames
    .map((f) => {
      try {
        return JSON.parse(f) as RoomFrame;
      } catch {
        return null;
      }
    })
    .filter((m): m is RoomFrame => m?.type === "room");
}

/** A voting game's option on a phone, by the seat's exact name. */
export const voteOption = (page: Page, name: string) =>
  page.getByTestId("vote-option").filter({ hasText: new RegExp(`^${name}$`) });

/** Votes for `target` and waits for the phone to show the vote as its own. */
export async function vote(page: Page, target: string) {
  await voteOption(page, target).click();
  await page.getByTestId("my-vote").getByText(target).waitFor();
}

/** Every WebSocket frame one page receives from now on (a phone's `frames` mixes its pages). */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on("websocket", (ws) =>
    ws.on("framereceived", (f) => {
      frames.push(typeof f.payload === "string" ? f.payload : f.payload.toString());
    }),
  );
  return frames;
}

type Size = { width: number; height: number };

/**
 * A table ready in the lobby: every player's phone (the host first, sized as asked), the room the
 * host opened from the game's start screen, the board in the host's context if asked, the others
 * joined by the room's link in order. The frames of the host's page and of the board, apart.
 */
export async function gatherTable(
  rooms: { readonly browser: Browser; readonly server: RoomServer },
  gamePath: string,
  players: readonly { name: string; colour?: string; size?: Size }[],
  options: { board?: Size } = {},
) {
  const { browser, server } = rooms;
  const phones = await Promise.all(players.map(() => openPhone(browser, server.url)));
  for (const [i, p] of players.entries()) if (p.size) await phones[i]?.page.setViewportSize(p.size);
  const [host, ...guests] = phones as [Phone, ...Phone[]];
  const hostFrames = recordFrames(host.page);
  const code = await openRoom(host.page, gamePath, players[0]?.name ?? "Ana");
  let board: Page | null = null;
  let boardFrames: string[] = [];
  if (options.board) {
    board = await host.context.newPage();
    boardFrames = recordFrames(board);
    await board.setViewportSize(options.board);
    await board.goto(`/s/${code}/tela`);
  }
  for (const [i, phone] of guests.entries()) {
    const { name, colour } = players[i + 1] ?? { name: "" };
    await phone.page.goto(`/s/${code}`);
    await joinHere(phone.page, name, colour);
  }
  const last = players.at(-1)?.name ?? "";
  await host.page.getByTestId("lobby-seats").getByText(last, { exact: true }).waitFor();
  return { code, phones, hostFrames, board, boardFrames };
}
