import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, devices, type Page } from "playwright-core";
import { inject } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
export const serverEntry = path.resolve(root, process.env.DIST_DIR ?? "dist", "server/main.mjs");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface TestServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A migrated, never-used data directory made once per run by global-setup.ts, if there is one. */
function templateDir(): string | undefined {
  try {
    return inject("e2eTemplateDir");
  } catch {
    return undefined; // outside a test worker
  }
}

/**
 * Spawns the built server on `port` with `dataDir` and resolves once /api/health answers; `stdout`
 * takes the server's log lines (a file descriptor), else they are dropped.
 */
export async function bootServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  stdout?: number;
}): Promise<ChildProcess> {
  if (!existsSync(serverEntry))
    throw new Error("dist/server/main.mjs missing: run `npm run build` first");
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: "error",
      SAIDEIRA_TEST_HOOKS: "1",
      ...options.env,
    },
    stdio: ["ignore", options.stdout ?? "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start in 60 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The real built server (npm run build) on a fresh data directory and a free port. The directory
 * starts as a copy of the run's template when there is one: a migrated database starts in a
 * fraction of the time a new one takes.
 */
export async function startServer(
  env: Record<string, string> = {},
  template = templateDir(),
): Promise<TestServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-e2e-"));
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  // The server's error lines (LOG_LEVEL=error) are kept and printed when it stops, so a failure
  // on CI comes with the server's side of the story.
  const logFile = `${dataDir}.log`;
  const logFd = openSync(logFile, "w");
  let child: ChildProcess;
  try {
    child = await bootServer({
      port,
      dataDir,
      env: { AUTH_RATE_LIMIT_MAX: "1000", ...env },
      stdout: logFd,
    });
  } finally {
    closeSync(logFd);
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      const errors = readFileSync(logFile, "utf8").trim().split("\n").filter(Boolean);
      if (errors.length)
        console.error(`server ${url} logged:\n${errors.slice(0, 40).join("\n").slice(0, 8000)}`);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(logFile, { force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The phone every test uses: a Pixel 5 at 360x760, touch, pt-BR. */
export const PHONE = { ...devices["Pixel 5"], viewport: { width: 360, height: 760 } };

/** A phone-sized context (360 px wide, touch) unless told otherwise. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  phone = true,
): Promise<BrowserContext> {
  const base = phone ? PHONE : {};
  return browser.newContext({ ...base, baseURL, locale: "pt-BR" });
}

export function uniqueEmail(): string {
  return `e2e-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs up through the real form and finishes onboarding. */
export async function signUpAndOnboard(page: Page, email = uniqueEmail(), password = "segredo123") {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Criar Conta" }).click();
  await page.waitForURL(/\/onboarding/);
  await page.getByLabel("Como a galera te chama?").fill("Ana");
  await page.getByText("Tenho 18 anos ou mais").click();
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Pular e ir para o painel" }).click();
  await page.waitForURL(/\/dashboard/);
  return { email, password };
}

/**
 * A new account with a finished onboarding, made through the API with the context's own cookie
 * jar: the context is signed in without spending a page load on the forms (tests/e2e/auth.test.ts
 * covers those).
 */
export async function signUpViaApi(
  context: BrowserContext,
  baseURL: string,
  email = uniqueEmail(),
  password = "segredo123",
  displayName = "Ana",
) {
  const headers = { origin: baseURL };
  const signUp = await context.request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email, password, name: "Ana" },
    headers,
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const profile = await context.request.put(`${baseURL}/api/profile`, {
    data: { displayName, adultConfirmed: true, drinkMode: "alcool" },
    headers,
  });
  if (!profile.ok())
    throw new Error(`onboarding failed: ${profile.status()} ${await profile.text()}`);
  return { email, password };
}

/** The email-verification link the server mailed to `email` (its outbox in DATA_DIR/mail). */
export function mailedVerificationLink(dataDir: string, email: string): string {
  const dir = path.join(dataDir, "mail");
  const link = readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .filter((text) => text.includes(`\nTo: ${email}\n`))
    .map((text) => text.match(/^(http\S+\/api\/auth\/verify-email\?token=\S+)$/m)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no verification email to ${email}`);
  return link;
}
