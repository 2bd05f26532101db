import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  launchBrowser,
  newContext,
  signUpAndOnboard,
  startServer,
  type TestServer,
  uniqueEmail,
} from "./harness";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const ADMIN = "admin-e2e@example.com";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_EMAILS: ADMIN }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await newContext(browser, server.url);
  page = await context.newPage();
});

const alert = () => page.getByRole("alert");

/** Fills the form and presses the submit button of the current mode ('Entrar' or 'Criar Conta'). */
async function fillAndSubmit(
  email: string,
  password: string,
  submit: "Entrar" | "Criar Conta" = "Entrar",
) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: submit, exact: true }).click();
}

/** Server-side helper: an API client with its own cookie. */
async function apiSignUp(email: string, password = "segredo123") {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password, name: "X" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, user: ((await res.json()) as { user: { id: string } }).user };
}

describe("sign-in", () => {
  it("sends visitors to /auth and back to the page they asked for", async () => {
    await page.goto("/game-modes");
    await page.waitForURL(/\/auth\?next=%2Fgame-modes/);
    const { email, password } = await signUpAndOnboard(await context.newPage());
    await context.clearCookies();
    await page.goto("/game-modes");
    await page.waitForURL(/\/auth\?next=/);
    await fillAndSubmit(email, password);
    await page.waitForURL(/\/game-modes$/);
    await page.getByRole("heading", { name: "Escolha o jogo" }).waitFor();
  });

  it("signs up, onboards, reaches the dashboard and signs out", async () => {
    await signUpAndOnboard(page);
    await page.getByRole("heading", { name: "Ana!" }).waitFor();
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(/\/auth$/);
    await page.goto("/dashboard");
    await page.waitForURL(/\/auth\?next=%2Fdashboard/);
  });

  it("sends a returning user with a profile straight to the dashboard", async () => {
    const { email, password } = await signUpAndOnboard(page);
    await context.clearCookies();
    await page.goto("/auth");
    await fillAndSubmit(email, password);
    await page.waitForURL(/\/dashboard$/);
  });

  it("shows 'Preencha todos os campos' without sending a request", async () => {
    await page.goto("/auth");
    let authRequests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-")) authRequests++;
    });
    await page.getByRole("button", { name: "Entrar" }).click();
    expect(await alert().innerText()).toBe("Preencha todos os campos");
    await page.getByLabel("Email").fill("a@example.com");
    await page.getByRole("button", { name: "Entrar" }).click();
    expect(await alert().innerText()).toBe("Preencha todos os campos");
    expect(authRequests).toBe(0);
  });

  it("shows the spec's message for every error the server produces", async () => {
    const existing = uniqueEmail();
    await apiSignUp(existing);
    await page.goto("/auth");
    await fillAndSubmit(existing, "senhaerrada");
    await expect
      .poll(() => alert().innerText())
      .toBe("Credenciais inválidas. Por favor, tente novamente.");
    await fillAndSubmit("ninguem-aqui@example.com", "senhaerrada");
    await expect
      .poll(() => alert().innerText())
      .toBe("Credenciais inválidas. Por favor, tente novamente.");

    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await page.getByRole("heading", { name: "Crie sua conta" }).waitFor();
    await fillAndSubmit(existing, "segredo123", "Criar Conta");
    await expect.poll(() => alert().innerText()).toBe("Este email já está em uso");
    await fillAndSubmit("sem-arroba", "segredo123", "Criar Conta");
    await expect.poll(() => alert().innerText()).toBe("Email inválido");
    await fillAndSubmit(uniqueEmail(), "12345", "Criar Conta");
    await expect.poll(() => alert().innerText()).toBe("Senha muito fraca (mínimo de 6 caracteres)");
  });

  it("tells a disabled user so", async () => {
    const victim = uniqueEmail();
    const { user } = await apiSignUp(victim);
    const admin = await apiSignUp(ADMIN);
    const ban = await fetch(`${server.url}/api/auth/admin/ban-user`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, cookie: admin.cookie },
      body: JSON.stringify({ userId: user.id }),
    });
    expect(ban.status).toBe(200);
    await page.goto("/auth");
    await fillAndSubmit(victim, "segredo123");
    await expect.poll(() => alert().innerText()).toBe("Usuário desativado");
  });

  it("maps a network failure and a timeout to their messages, inputs disabled meanwhile", async () => {
    await page.goto("/auth");
    await page.route("**/api/auth/sign-in/email", (r) => r.abort("internetdisconnected"));
    await fillAndSubmit("a@example.com", "segredo123");
    await expect
      .poll(() => alert().innerText())
      .toBe("Falha na conexão de rede. Verifique sua conexão com a internet.");

    await page.unroute("**/api/auth/sign-in/email");
    await page.clock.install();
    await page.route("**/api/auth/sign-in/email", () => {
      /* never answers */
    });
    await fillAndSubmit("a@example.com", "segredo123");
    expect(await page.getByLabel("Email").isDisabled()).toBe(true);
    expect(await page.getByLabel("Senha", { exact: true }).isDisabled()).toBe(true);
    await page.clock.fastForward(16_000);
    await expect
      .poll(() => alert().innerText())
      .toBe("Tempo esgotado na operação. Verifique sua conexão e tente novamente.");
    expect(await page.getByLabel("Email").isDisabled()).toBe(false);
  });

  it("toggles password visibility", async () => {
    await page.goto("/auth");
    const pwd = page.getByLabel("Senha", { exact: true });
    expect(await pwd.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Mostrar senha" }).click();
    expect(await pwd.getAttribute("type")).toBe("text");
  });

  it("says Google sign-in is not configured instead of failing", async () => {
    await page.goto("/auth");
    const google = page.getByRole("button", { name: "Continuar com Google" });
    await page.getByText("O login com Google não está configurado neste servidor.").waitFor();
    expect(await google.isDisabled()).toBe(true);
  });

  it("redirects /saideira to the roulette", async () => {
    await signUpAndOnboard(page);
    await page.goto("/saideira");
    await page.waitForURL(/\/roulette\/start$/);
  });
});

describe("rate limit", () => {
  it("shows 'Muitas tentativas' when the server answers 429", async () => {
    const limited = await startServer({ AUTH_RATE_LIMIT_MAX: "2" });
    try {
      const ctx = await newContext(browser, limited.url);
      const p = await ctx.newPage();
      await p.goto("/auth");
      for (let i = 0; i < 3; i++) {
        await p.getByLabel("Email").fill("x@example.com");
        await p.getByLabel("Senha", { exact: true }).fill("senhaerrada");
        await p.getByRole("button", { name: "Entrar" }).click();
        await p.getByRole("alert").waitFor();
        await expect.poll(async () => p.getByLabel("Email").isDisabled()).toBe(false);
      }
      await expect
        .poll(() => p.getByRole("alert").innerText())
        .toBe("Muitas tentativas. Tente novamente mais tarde.");
      await ctx.close();
    } finally {
      await limited.stop();
    }
  });
});
