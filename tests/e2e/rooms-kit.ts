import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { freePort, PHONE, serverEntry } from "./harness";

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
  const boot = async () => {
    const c = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
        SAIDEIRA_TEST_HOOKS: "1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child = c;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (c.exitCode !== null) throw new Error(`server exited with ${c.exitCode}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error("server did not start in 60 s");
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const end = async (signal: NodeJS.Signals) => {
    const c = child;
    if (!c || c.exitCode !== null) return;
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
      await end("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
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
