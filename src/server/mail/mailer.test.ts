// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Logger } from "../log";
import { createMailer } from "./mailer";
import { passwordResetEmail, resetPasswordLink } from "./password-reset-email";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function setup(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-mail-"));
  dirs.push(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: "https://saideira.example",
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...env,
  });
  const lines: string[] = [];
  const record = (msg: string, fields?: Record<string, unknown>) =>
    lines.push(JSON.stringify({ msg, ...fields }));
  const log = { error: record, info: record, debug: record, warn: record } as Logger;
  const mail = passwordResetEmail(
    "ana@example.com",
    resetPasswordLink(config.publicUrl, TOKEN),
    60,
  );
  return { config, dataDir, mailer: createMailer(config, log), lines, mail };
}

/** Just enough SMTP to accept one message; no STARTTLS offered. */
async function fakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((sock) => {
    let buffer = "";
    let message: string | null = null;
    sock.write("220 fake ESMTP\r\n");
    sock.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let i = buffer.indexOf("\r\n"); i >= 0; i = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (message !== null) {
          if (line === ".") {
            received.push(message);
            message = null;
            sock.write("250 queued\r\n");
          } else message += `${line}\n`;
        } else if (/^EHLO/i.test(line)) sock.write("250-fake\r\n250 8BITMIME\r\n");
        else if (/^DATA/i.test(line)) {
          message = "";
          sock.write("354 go on\r\n");
        } else if (/^QUIT/i.test(line)) sock.end("221 bye\r\n");
        else sock.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, received, close: () => new Promise((r) => server.close(r)) };
}

describe("mailer", () => {
  it("without SMTP_URL writes the email to DATA_DIR/mail and logs only the file name", async () => {
    const { dataDir, mailer, lines, mail } = setup();
    expect(mailer.kind).toBe("outbox");
    await mailer.send(mail);
    const dir = path.join(dataDir, "mail");
    const [file = ""] = readdirSync(dir);
    const eml = readFileSync(path.join(dir, file), "utf8");
    expect(eml).toContain("To: ana@example.com");
    expect(eml).toContain("Subject: Redefinir sua senha do Saideira");
    expect(eml).toContain(`https://saideira.example/redefinir-senha?token=${TOKEN}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`email written to ${path.join(dir, file)}`);
    expect(lines.join("\n")).not.toContain(TOKEN);
  });

  it("with SMTP_URL delivers over SMTP, writes no file and never logs the token", async () => {
    const smtp = await fakeSmtp();
    try {
      const { dataDir, mailer, lines, mail } = setup({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Saideira <oi@saideira.example>",
      });
      expect(mailer.kind).toBe("smtp");
      await mailer.send(mail);
      const [message = ""] = smtp.received;
      expect(message).toMatch(/^From: Saideira <oi@saideira\.example>$/m);
      expect(message).toMatch(/^To: ana@example\.com$/m);
      expect(message).toMatch(/^Subject: Redefinir sua senha do Saideira$/m);
      expect(message).toContain(TOKEN);
      expect(existsSync(path.join(dataDir, "mail"))).toBe(false);
      expect(lines.join("\n")).not.toContain(TOKEN);
    } finally {
      await smtp.close();
    }
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(() => setup({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL/);
  });
});
