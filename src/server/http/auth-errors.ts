import { MAX_PASSWORD_LENGTH } from "../../shared/constants";
import { resetTexts } from "../../shared/password-reset";
import { errorBody } from "./errors";

const messages: Record<string, string> = {
  INVALID_TOKEN: resetTexts.linkInvalid,
  // The account behind a valid link was deleted meanwhile: to the user, the link is dead.
  USER_NOT_FOUND: resetTexts.linkInvalid,
  PASSWORD_TOO_SHORT: resetTexts.weakPassword,
  PASSWORD_TOO_LONG: `Senha longa demais (máximo de ${MAX_PASSWORD_LENGTH} caracteres)`,
  TOO_MANY_REQUESTS: "Muitas tentativas. Tente novamente mais tarde.",
};

function validationMessage(detail: string): string {
  if (detail.includes("body.email")) return "Email inválido";
  if (detail.includes("body.newPassword")) return "Informe a nova senha.";
  return "Dados inválidos.";
}

/**
 * better-auth answers errors as {code, message} in English; the routes wrapped with this answer
 * the house shape {"error":{code, message}} in Portuguese, keeping the status and headers.
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
      : typeof body?.code === "string"
        ? body.code
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
