import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resetTexts } from "../../src/shared/password-reset";
import { setupApp } from "./fixture";

const app = setupApp({ signedIn: true });

/** The reset link of the email the server wrote to DATA_DIR/mail (no SMTP configured). */
function linkMailedTo(email: string): string | null {
  const dir = path.join(app.server.dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return null; // no email yet
  }
  for (const f of files) {
    const text = readFileSync(path.join(dir, f), "utf8");
    const link = text.match(/^(http\S+\/redefinir-senha\?token=\S+)$/m)?.[1];
    if (text.includes(`\nTo: ${email}\n`) && link) return link;
  }
  return null;
}

describe("Esqueci minha senha", () => {
  it("mails a link that sets a new password, which then signs in; the link works once", async () => {
    const { page } = app;
    const { email } = app.account;
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Sair" }).click();
    await page.getByRole("heading", { name: "Bem-vindo" }).waitFor();

    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.waitForURL(/\/esqueci-senha$/);
    // The address changes before the screen's chunk has arrived: until then /auth, with its own
    // 'Email' field, is still on screen, and an email typed there is lost (the form then says
    // 'Informe o e-mail da sua conta.'). On a busy machine that took long enough to happen.
    await page.getByRole("heading", { name: "Esqueci minha senha" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await page.getByRole("status").getByText(resetTexts.requestSent).waitFor();

    await expect.poll(() => linkMailedTo(email), { timeout: 10_000 }).toBeTruthy();
    const link = linkMailedTo(email) ?? "";
    expect(link.startsWith(`${app.server.url}/redefinir-senha?token=`)).toBe(true);
    await page.goto(link);
    const newPassword = page.getByLabel("Nova senha", { exact: true });
    const confirmation = page.getByLabel("Confirme a nova senha");
    await newPassword.fill("trocada123");
    await confirmation.fill("trocada124");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByRole("alert").getByText(resetTexts.mismatch).waitFor();
    await confirmation.fill("trocada123");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.waitForURL(/\/auth$/);
    await page.getByText(resetTexts.changed, { exact: true }).waitFor();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("trocada123");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(link);
    await newPassword.fill("denovo456");
    await confirmation.fill("denovo456");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await page.getByRole("alert").getByText(resetTexts.linkInvalid).waitFor();
    await page.getByRole("link", { name: "Pedir um novo link" }).waitFor();
  });
});
