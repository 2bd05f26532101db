import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { signUpViaApi, uniqueEmail } from "./harness";

const app = setupApp();

/** An account made in a throwaway context, so this test's page stays signed out. */
async function accountElsewhere(email = uniqueEmail()) {
  const ctx = await app.browser.newContext({ baseURL: app.server.url });
  try {
    return await signUpViaApi(ctx, app.server.url, email);
  } finally {
    await ctx.close();
  }
}

/** The newest reset link mailed to `email` (the server's outbox in DATA_DIR/mail). */
function resetLinkMailedTo(email: string): string | null {
  const dir = path.join(app.server.dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return null;
  }
  for (const f of files) {
    const text = readFileSync(path.join(dir, f), "utf8");
    const link = text.match(/^(http\S+\/redefinir-senha\?token=\S+)$/m)?.[1];
    if (text.includes(`\nTo: ${email}\n`) && link) return link;
  }
  return null;
}

describe("first run: /auth", () => {
  it("hides the Google button when the server has no Google sign-in", async () => {
    await app.page.goto("/auth");
    await app.page.getByRole("button", { name: "Entrar", exact: true }).waitFor();
    await expect
      .poll(() => app.page.getByRole("button", { name: "Entrar", exact: true }).isEnabled())
      .toBe(true);
    expect(await app.page.getByRole("button", { name: "Continuar com Google" }).count()).toBe(0);
    expect(await app.page.getByText("não está configurado").count()).toBe(0);
  });

  it("shows the 6-character minimum under the password when signing up, before any attempt", async () => {
    await app.page.goto("/auth");
    const hint = app.page.getByText("Mínimo de 6 caracteres.");
    await app.page.getByRole("button", { name: "Criar conta" }).click();
    await hint.waitFor();
    const password = app.page.getByLabel("Senha", { exact: true });
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    expect(await hint.getAttribute("id")).toBe(describedBy);
    expect(await app.page.getByRole("alert").count()).toBe(0);
    await app.page.getByRole("button", { name: "Entrar", exact: true }).click();
    expect(await hint.count()).toBe(0);
  });

  it("signs in as a plain form while the app's JavaScript cannot load, back to ?next=", async () => {
    const { email, password } = await accountElsewhere();
    // Everything but the prerendered page's own tiny boot script is held back.
    const blocked: string[] = [];
    await app.page.route(/\/assets\/(?!boot-)[^/]+\.js$/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    try {
      await app.page.goto("/auth?next=%2Fstats");
      await app.page.getByLabel("Email").fill(email);
      await app.page.getByLabel("Senha", { exact: true }).fill("errada123");
      await app.page.getByRole("button", { name: "Entrar", exact: true }).click();
      await app.page.waitForURL(/\/auth\?erro=/);
      expect(new URL(app.page.url()).searchParams.get("next")).toBe("/stats");
      await app.page.getByLabel("Email").fill(email);
      await app.page.getByLabel("Senha", { exact: true }).fill(password);
      await app.page.getByRole("button", { name: "Entrar", exact: true }).click();
      await app.page.waitForURL(/\/stats$/);
      expect(blocked.length).toBeGreaterThan(0); // the app really was kept out
      const session = await app.page.request.get("/api/auth/get-session");
      expect((await session.json())?.user?.email).toBe(email);
    } finally {
      await app.page.unroute(/\/assets\/(?!boot-)[^/]+\.js$/);
    }
  });

  it("shows in Portuguese why a plain-form sign-in failed once the app has loaded", async () => {
    await app.page.goto("/auth?erro=INVALID_EMAIL_OR_PASSWORD");
    await expect
      .poll(() => app.page.getByRole("alert").innerText(), { timeout: 15_000 })
      .toBe("Credenciais inválidas. Por favor, tente novamente.");
  });

  it("fills in the email on /auth after a password reset", async () => {
    const email = uniqueEmail();
    await accountElsewhere(email);
    await app.page.goto("/esqueci-senha");
    await app.page.getByLabel("Email").fill(email);
    await app.page.getByRole("button", { name: "Enviar link" }).click();
    await expect.poll(() => resetLinkMailedTo(email), { timeout: 10_000 }).toBeTruthy();

    await app.page.goto(resetLinkMailedTo(email) ?? "");
    await app.page.getByLabel("Nova senha", { exact: true }).fill("trocada123");
    await app.page.getByLabel("Confirme a nova senha").fill("trocada123");
    await app.page.getByRole("button", { name: "Salvar nova senha" }).click();
    await app.page.waitForURL(/\/auth$/);
    await expect.poll(() => app.page.getByLabel("Email").inputValue()).toBe(email);
    await app.page.getByLabel("Senha", { exact: true }).fill("trocada123");
    await app.page.getByRole("button", { name: "Entrar", exact: true }).click();
    await app.page.waitForURL(/\/dashboard$/);
  });
});

describe("first run: the landing header", () => {
  it("says 'Entrar' to a visitor and 'Meu painel' once this browser is signed in", async () => {
    await app.page.goto("/");
    const nav = app.page.getByRole("navigation", { name: "Conta" });
    await expect.poll(() => nav.getByRole("link").innerText()).toBe("Entrar");
    expect(await nav.getByRole("link").getAttribute("href")).toBe("/auth");

    await signUpViaApi(app.context, app.server.url);
    await app.page.goto("/dashboard");
    await app.page.getByRole("heading", { name: "Todos os jogos" }).waitFor();
    await app.page.goto("/");
    await expect.poll(() => nav.getByRole("link").innerText()).toBe("Meu painel");
    expect(await nav.getByRole("link").getAttribute("href")).toBe("/dashboard");

    await app.page.goto("/dashboard");
    await app.page.getByRole("button", { name: "Sair" }).click();
    await app.page.waitForURL(/\/auth/);
    await app.page.goto("/");
    await expect.poll(() => nav.getByRole("link").innerText()).toBe("Entrar");
  });
});
