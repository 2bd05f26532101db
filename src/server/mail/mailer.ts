import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { createLogger, type Logger } from "../log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** "smtp" delivers; "outbox" writes each email as a file under DATA_DIR/mail. */
  readonly kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise an outbox folder, so a developer can open the links. */
export function createMailer(config: Config, log: Logger = createLogger(config.logLevel)): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        log.info("email sent", { subject: mail.subject });
      },
    };
  }
  const dir = path.join(config.dataDir, "mail");
  return {
    kind: "outbox",
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
      // The body holds a live reset link: only the file gets it, never the log.
      await writeFile(file, toEml(from, mail), { mode: 0o600 });
      log.info(`email written to ${file}`);
    },
  };
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ");

function toEml(from: string, mail: Mail): string {
  return [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${oneLine(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    mail.text,
  ].join("\n");
}
