import type { Mail } from "./mailer";

export const VERIFY_EMAIL_SUBJECT = "Confirme seu e-mail no Saideira";

/** Sent only to accounts on ADMIN_EMAILS: confirming the address is what makes them admins. */
export function adminVerificationEmail(to: string, link: string, validHours: number): Mail {
  return {
    to,
    subject: VERIFY_EMAIL_SUBJECT,
    text: [
      "Olá!",
      "",
      "Uma conta foi criada no Saideira com este e-mail, que está na lista de administradores.",
      "Para confirmar que o e-mail é seu e liberar o acesso de administrador, abra este link:",
      "",
      link,
      "",
      `O link vale por ${validHours} ${validHours === 1 ? "hora" : "horas"}.`,
      "Se não foi você que criou a conta, não abra o link ainda: primeiro use",
      "'Esqueci minha senha' para definir uma senha só sua, e só então confirme o e-mail.",
      "",
      "Saúde!",
      "Equipe Saideira",
    ].join("\n"),
  };
}
