import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import {
  mailedVerificationLink,
  newContext,
  signUpAndOnboard,
  signUpViaApi,
  startServer,
  uniqueEmail,
} from "./harness";

const ADMIN = "admin-e2e@example.com";
// Sign-up and sign-in are what this file tests, and one test needs an admin: a server of its own.
const app = setupApp({ env: { ADMIN_EMAILS: ADMIN } });

const alert = () => app.page.getByRole("alert");

/** Fills the form and presses the submit button of the current mode ('Entrar' or 'Criar Conta'). */
async function fillAndSubmit(
  email: string,
  password: string,
  submit: "Entrar" | "Criar Conta" = "Entrar",
) {
  // These tests are about the app's own handling: before it loads, the form posts itself (the
  // plain form has its own tests in first-run.test.ts). The password eye works once it has.
  await expect
    .poll(() => app.page.getByRole("button", { name: "Mostrar senha" }).isEnabled())
    .toBe(true);
  await app.page.getByLabel("Email").fill(email);
  await app.page.getByLabel("Senha", { exact: true }).fill(password);
  await app.page.getByRole("button", { name: submit, exact: true }).click();
}

/** Server-side helper: an API client with its own cookie. */
async function apiSignUp(email: string, password = "segredo123") {
  const res = await fetch(`${app.server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.server.url },
    body: JSON.stringify({ email, password, name: "X" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, user: ((await res.json()) as { user: { id: string } }).user };
}

/**
 * ADMIN_EMAILS makes an account admin once its email is verified: open the mailed link. The link
 * signs its opener in (earlier sessions end): returns that session's cookie.
 */
async function verifyMailedTo(email: string): Promise<string> {
  const link = mailedVerificationLink(app.server.dataDir, email);
  const res = await fetch(link, { redirect: "manual" });
  expect([200, 302]).toContain(res.status);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("sign-in", () => {
  it("sends visitors to /auth and back to the page they asked for", async () => {
    await app.page.goto("/stats");
    await app.page.waitForURL(/\/auth\?next=%2Fstats/);
    const { email, password } = await signUpViaApi(app.context, app.server.url);
    await app.context.clearCookies();
    await app.page.goto("/stats");
    await app.page.waitForURL(/\/auth\?next=/);
    await fillAndSubmit(email, password);
    await app.page.waitForURL(/\/stats$/);
    await app.page.getByRole("heading", { name: "Estatísticas" }).waitFor();
  });

  it("signs up, onboards, reaches the dashboard and signs out", async () => {
    await signUpAndOnboard(app.page);
    await app.page.getByRole("heading", { name: "Ana!" }).waitFor();
    await app.page.getByRole("button", { name: "Sair" }).click();
    await app.page.waitForURL(/\/auth$/);
    await app.page.goto("/dashboard");
    await app.page.waitForURL(/\/auth\?next=%2Fdashboard/);
  });

  it("sends a returning user with a profile straight to the dashboard", async () => {
    const { email, password } = await signUpViaApi(app.context, app.server.url);
    await app.context.clearCookies();
    await app.page.goto("/auth");
    await fillAndSubmit(email, password);
    await app.page.waitForURL(/\/dashboard$/);
  });

  it("shows 'Preencha todos os campos' without sending a request", async () => {
    await app.page.goto("/auth");
    let authRequests = 0;
    app.page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-")) authRequests++;
    });
    await app.page.getByRole("button", { name: "Entrar" }).click();
    expect(await alert().innerText()).toBe("Preencha todos os campos");
    await app.page.getByLabel("Email").fill("a@example.com");
    await app.page.getByRole("button", { name: "Entrar" }).click();
    expect(await alert().innerText()).toBe("Preencha todos os campos");
    expect(authRequests).toBe(0);
  });

  it("shows the spec's message for every error the server produces", async () => {
    const existing = uniqueEmail();
    await apiSignUp(existing);
    await app.page.goto("/auth");
    await fillAndSubmit(existing, "senhaerrada");
    await expect
      .poll(() => alert().innerText())
      .toBe("Credenciais inválidas. Por favor, tente novamente.");
    await fillAndSubmit("ninguem-aqui@example.com", "senhaerrada");
    await expect
      .poll(() => alert().innerText())
      .toBe("Credenciais inválidas. Por favor, tente novamente.");

    await app.page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await app.page.getByRole("heading", { name: "Crie sua conta" }).waitFor();
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
    await apiSignUp(ADMIN);
    const adminCookie = await verifyMailedTo(ADMIN);
    const ban = await fetch(`${app.server.url}/api/admin/users/${user.id}/disable`, {
      method: "POST",
      headers: { origin: app.server.url, cookie: adminCookie },
    });
    expect(ban.status).toBe(200);
    await app.page.goto("/auth");
    await fillAndSubmit(victim, "segredo123");
    await expect.poll(() => alert().innerText()).toBe("Usuário desativado");
  });

  it("maps a network failure and a timeout to their messages, inputs disabled meanwhile", async () => {
    await app.page.goto("/auth");
    await app.page.route("**/api/auth/sign-in/email", (r) => r.abort("internetdisconnected"));
    await fillAndSubmit("a@example.com", "segredo123");
    await expect
      .poll(() => alert().innerText())
      .toBe("Falha na conexão de rede. Verifique sua conexão com a internet.");

    await app.page.unroute("**/api/auth/sign-in/email");
    await app.page.clock.install();
    await app.page.route("**/api/auth/sign-in/email", () => {
      /* never answers */
    });
    await fillAndSubmit("a@example.com", "segredo123");
    expect(await app.page.getByLabel("Email").isDisabled()).toBe(true);
    expect(await app.page.getByLabel("Senha", { exact: true }).isDisabled()).toBe(true);
    await app.page.clock.fastForward(16_000);
    await expect
      .poll(() => alert().innerText())
      .toBe("Tempo esgotado na operação. Verifique sua conexão e tente novamente.");
    expect(await app.page.getByLabel("Email").isDisabled()).toBe(false);
  });

  it("toggles password visibility", async () => {
    await app.page.goto("/auth");
    const pwd = app.page.getByLabel("Senha", { exact: true });
    expect(await pwd.getAttribute("type")).toBe("password");
    await app.page.getByRole("button", { name: "Mostrar senha" }).click();
    expect(await pwd.getAttribute("type")).toBe("text");
  });

  it("redirects /saideira to the roulette", async () => {
    await signUpViaApi(app.context, app.server.url);
    await app.page.goto("/saideira");
    await app.page.waitForURL(/\/roulette\/start$/);
  });
});

describe("rate limit", () => {
  it("shows 'Muitas tentativas' when the server answers 429", async () => {
    const limited = await startServer({ AUTH_RATE_LIMIT_MAX: "2" });
    try {
      const ctx = await newContext(app.browser, limited.url);
      const p = await ctx.newPage();
      await p.goto("/auth");
      // The app has taken over the prerendered form (the plain form has its own tests).
      await expect
        .poll(() => p.getByRole("button", { name: "Mostrar senha" }).isEnabled())
        .toBe(true);
      for (let i = 0; i < 3; i++) {
        await p.getByLabel("Email").fill("x@example.com");
        await p.getByLabel("Senha", { exact: true }).fill("senhaerrada");
        // Each attempt's answer is in before the next: the third is the one over the limit.
        await Promise.all([
          p.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in/email")),
          p.getByRole("button", { name: "Entrar" }).click(),
        ]);
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
