/** Spec section 8: the sign-in error catalogue, keyed by the identity provider's codes. */
export const authErrorCatalogue: Record<string, string> = {
  "auth/email-already-in-use": "Este email já está em uso",
  "auth/invalid-email": "Email inválido",
  "auth/operation-not-allowed": "Operação não permitida",
  "auth/weak-password": "Senha muito fraca (mínimo de 6 caracteres)",
  "auth/user-disabled": "Usuário desativado",
  "auth/user-not-found": "Usuário não encontrado",
  "auth/wrong-password": "Senha incorreta",
  "auth/popup-closed-by-user": "Login com Google cancelado",
  "auth/cancelled-popup-request": "Operação cancelada",
  "auth/invalid-credential": "Credenciais inválidas. Por favor, tente novamente.",
  "auth/redirect-cancelled-by-user": "Login cancelado pelo usuário.",
  "auth/redirect-operation-pending": "Uma operação de login já está em andamento.",
  "auth/web-storage-unsupported":
    "Seu navegador não suporta armazenamento web, necessário para o login.",
  "auth/network-request-failed": "Falha na conexão de rede. Verifique sua conexão com a internet.",
  "auth/internal-error": "Erro interno do Firebase. Tente novamente em alguns instantes.",
  "auth/too-many-requests": "Muitas tentativas. Tente novamente mais tarde.",
  "auth/timeout": "Tempo esgotado na operação. Verifique sua conexão e tente novamente.",
  "auth/popup-blocked":
    "O popup de login foi bloqueado pelo navegador. Permita popups para este site e tente novamente.",
  "auth/web-storage-closed":
    "A janela de login foi fechada. Mantenha a janela aberta até concluir o login.",
};

export const EMPTY_FIELDS_MESSAGE = "Preencha todos os campos";

/** Codes whose popup the user closed or cancelled: they end silently (spec section 8, last line). */
export const silentAuthCodes = new Set([
  "auth/popup-closed-by-user",
  "auth/cancelled-popup-request",
]);

/**
 * `publicUrl` is the server's PUBLIC_URL (from /api/config): the one address sign-in works from,
 * named when the app was opened as 127.0.0.1 or from a phone on the local network.
 */
export function authErrorMessage(
  code: string,
  location: { host: string; origin: string },
  publicUrl?: string,
): string {
  if (code === "auth/invalid-origin") {
    const where = publicUrl
      ? `Abra o Saideira em ${publicUrl} para entrar ou criar a conta`
      : "Abra o Saideira pelo endereço configurado no servidor (PUBLIC_URL) para entrar ou criar a conta";
    return `O endereço ${location.origin} não está autorizado para login. ${where}, ou peça a quem hospeda o app para incluir este endereço em TRUSTED_ORIGINS.`;
  }
  if (code === "auth/unauthorized-domain") {
    return `O domínio ${location.host} não está autorizado para login. Adicione-o aos domínios autorizados do provedor de login.`;
  }
  if (code === "auth/redirect-uri-mismatch") {
    return `Adicione ${location.origin}/api/auth/callback/google como URI de redirecionamento autorizado no console do Google Cloud.`;
  }
  return (
    authErrorCatalogue[code] ??
    `Erro no login (${code}). Por favor, tente novamente ou use outro método.`
  );
}

/** Translates the server's (better-auth) error codes to the catalogue's. */
export function catalogueCodeFor(
  status: number,
  serverCode: string | undefined,
  serverMessage = "",
): string {
  if (status === 429) return "auth/too-many-requests";
  // Body validation names the field: "[body.email] ..." / "[body.password] ..." from better-auth,
  // or the catalogue's own text once the server has put it in the house shape.
  if (serverCode === "VALIDATION_ERROR") {
    if (serverMessage.includes("body.email")) return "auth/invalid-email";
    if (serverMessage.includes("body.password")) return "auth/weak-password";
    const known = Object.entries(authErrorCatalogue).find(([, text]) => text === serverMessage);
    if (known) return known[0];
  }
  switch (serverCode) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "auth/email-already-in-use";
    case "INVALID_EMAIL":
      return "auth/invalid-email";
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
      return "auth/weak-password";
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
    case "USER_NOT_FOUND":
    case "CREDENTIAL_ACCOUNT_NOT_FOUND":
      // No account enumeration: unknown email and wrong password read the same.
      return "auth/invalid-credential";
    case "BANNED_USER":
      return "auth/user-disabled";
    case "EMAIL_PASSWORD_DISABLED":
    case "EMAIL_PASSWORD_SIGN_UP_DISABLED":
    case "PROVIDER_NOT_FOUND":
      return "auth/operation-not-allowed";
    case "redirect_uri_mismatch":
      return "auth/redirect-uri-mismatch";
    case "unauthorized_domain":
      return "auth/unauthorized-domain";
    case "INVALID_ORIGIN":
      return "auth/invalid-origin";
  }
  if (status >= 500) return "auth/internal-error";
  return serverCode ?? `http-${status}`;
}
