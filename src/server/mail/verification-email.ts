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
      "Para confirmar que o e-mail é seu e liberar o acesso de administrador, abra este link",
      "(ele já entra na sua conta):",
      "",
      link,
      "",
      `O link vale por ${validHours} ${validHours === 1 ? "hora" : "horas"} e só funciona uma vez.`,
      "Por segurança, a senha criada antes da confirmação deixa de valer: para entrar depois",
      "com e-mail e senha, use 'Esqueci minha senha' e escolha uma senha nova.",
      "Não repasse este e-mail: quem abrir o link entra como administrador.",
      "",
      "Saúde!",
      "Equipe Saideira",
    ].join("\n"),
  };
}
