import type { Mail } from "./mailer";

export const RESET_PASSWORD_SUBJECT = "Redefinir sua senha do Saideira";
export const RESET_PASSWORD_PATH = "/redefinir-senha";

export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

export function passwordResetEmail(to: string, link: string, validMinutes: number): Mail {
  const hours = validMinutes / 60;
  const validFor = Number.isInteger(hours)
    ? `${hours} ${hours === 1 ? "hora" : "horas"}`
    : `${validMinutes} minutos`;
  return {
    to,
    subject: RESET_PASSWORD_SUBJECT,
    text: [
      "Olá!",
      "",
      "Alguém (tomara que você) pediu para redefinir a senha da sua conta no Saideira.",
      "Para escolher uma senha nova, abra este link:",
      "",
      link,
      "",
      `O link vale por ${validFor} e só funciona uma vez.`,
      "Se não foi você, é só ignorar este e-mail: sua senha continua a mesma.",
      "",
      "Saúde!",
      "Equipe Saideira",
    ].join("\n"),
  };
}
