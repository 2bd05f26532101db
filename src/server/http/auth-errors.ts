import { MAX_PASSWORD_LENGTH } from "../../shared/constants";
import { resetTexts } from "../../shared/password-reset";
import { errorBody } from "./errors";

/** better-auth's codes in the words of spec section 8 (the web maps the same codes). */
const messages: Record<string, string> = {
  INVALID_TOKEN: resetTexts.linkInvalid,
  TOKEN_EXPIRED: resetTexts.linkInvalid,
  // The account behind a valid link was deleted meanwhile: to the user, the link is dead.
  USER_NOT_FOUND: resetTexts.linkInvalid,
  PASSWORD_TOO_SHORT: resetTexts.weakPassword,
  PASSWORD_TOO_LONG: `Senha longa demais (máximo de ${MAX_PASSWORD_LENGTH} caracteres)`,
  TOO_MANY_REQUESTS: "Muitas tentativas. Tente novamente mais tarde.",
  INVALID_EMAIL_OR_PASSWORD: "Credenciais inválidas. Por favor, tente novamente.",
  INVALID_PASSWORD: "Credenciais inválidas. Por favor, tente novamente.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Credenciais inválidas. Por favor, tente novamente.",
  USER_ALREADY_EXISTS: "Este email já está em uso",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Este email já está em uso",
  INVALID_EMAIL: "Email inválido",
  BANNED_USER: "Usuário desativado",
  UNAUTHORIZED: "Faça login para continuar.",
  FORBIDDEN: "Você não tem permissão para fazer isso.",
  INVALID_ORIGIN: "Origem da requisição não permitida.",
  PROVIDER_NOT_FOUND: "Operação não permitida",
  EMAIL_PASSWORD_DISABLED: "Operação não permitida",
  NOT_FOUND: "Recurso não encontrado.",
  // Thrown by the user hooks in auth.ts (issue 14, finding 6).
  INVALID_NAME: "Nome inválido: use de 1 a 40 caracteres.",
  INVALID_IMAGE: "Imagem inválida: use um endereço http(s).",
  INVALID_CALLBACK_URL: "Endereço de retorno inválido.",
  INVALID_REDIRECT_URL: "Endereço de retorno inválido.",
  INVALID_ERROR_CALLBACK_URL: "Endereço de retorno inválido.",
  INVALID_NEW_USER_CALLBACK_URL: "Endereço de retorno inválido.",
};

function validationMessage(detail: string): string {
  if (detail.includes("body.email")) return "Email inválido";
  if (detail.includes("body.newPassword")) return "Informe a nova senha.";
  if (detail.includes("body.password")) return resetTexts.weakPassword;
  return "Dados inválidos.";
}

/**
 * better-auth answers errors as {code, message} in English (a 429 or a 404 as plain text); every
 * /api/auth answer of 400 and more goes through this into the house shape {"error":{code,
 * message}} in Portuguese, keeping the status, the code and the headers.
 */
export async function inHouseShape(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code =
    res.status === 429
      ? "TOO_MANY_REQUESTS"
      : typeof body?.code === "string" && /^[A-Za-z0-9_]{1,80}$/.test(body.code)
        ? body.code
        : res.status === 404
          ? "NOT_FOUND"
          : "AUTH_ERROR";
  const message =
    code === "VALIDATION_ERROR"
      ? validationMessage(String(body?.message ?? ""))
      : (messages[code] ??
        (res.status >= 500
          ? "Erro interno. Tente novamente em alguns instantes."
          : "Não foi possível concluir o pedido. Tente novamente."));
  const headers = new Headers(res.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: res.status, headers });
}
