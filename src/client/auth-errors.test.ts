import { describe, expect, it } from "vitest";
import { authErrorCatalogue, authErrorMessage, catalogueCodeFor } from "./auth-errors";

const loc = { host: "festa.example", origin: "https://festa.example" };

describe("auth error messages", () => {
  it("maps every server failure to the spec's Portuguese text", () => {
    const cases: [number, string | undefined, string][] = [
      [422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "Este email já está em uso"],
      [400, "INVALID_EMAIL", "Email inválido"],
      [400, "PASSWORD_TOO_SHORT", "Senha muito fraca (mínimo de 6 caracteres)"],
      [401, "INVALID_EMAIL_OR_PASSWORD", "Credenciais inválidas. Por favor, tente novamente."],
      [403, "BANNED_USER", "Usuário desativado"],
      [429, undefined, "Muitas tentativas. Tente novamente mais tarde."],
      [500, undefined, "Erro interno do Firebase. Tente novamente em alguns instantes."],
    ];
    for (const [status, code, text] of cases) {
      expect(authErrorMessage(catalogueCodeFor(status, code), loc)).toBe(text);
    }
    const invalidBody = catalogueCodeFor(400, "VALIDATION_ERROR", "[body.email] Formato inválido");
    expect(authErrorMessage(invalidBody, loc)).toBe("Email inválido");
  });

  it("names the host or origin to authorise for domain and redirect errors", () => {
    expect(authErrorMessage("auth/unauthorized-domain", loc)).toContain("festa.example");
    expect(authErrorMessage("auth/redirect-uri-mismatch", loc)).toContain(
      "https://festa.example/api/auth/callback/google",
    );
  });

  it("tells someone on another address (127.0.0.1, a phone on the LAN) which address works", () => {
    const lan = { host: "192.168.0.12:3000", origin: "http://192.168.0.12:3000" };
    const code = catalogueCodeFor(403, "INVALID_ORIGIN", "Origem da requisição não permitida.");
    const text = authErrorMessage(code, lan, "http://localhost:3000");
    expect(text).toContain("http://localhost:3000");
    expect(text).toContain("http://192.168.0.12:3000");
    expect(text).not.toContain("INVALID_ORIGIN");
    // Without the configured address at hand, it still says what to do, in Portuguese.
    const unknown = authErrorMessage(code, lan);
    expect(unknown).toContain("PUBLIC_URL");
    expect(unknown).not.toContain("INVALID_ORIGIN");
  });

  it("falls back to a generic message that carries the code", () => {
    expect(authErrorMessage("auth/quantum-flux", loc)).toBe(
      "Erro no login (auth/quantum-flux). Por favor, tente novamente ou use outro método.",
    );
  });

  it("has the whole catalogue of spec section 8", () => {
    expect(Object.keys(authErrorCatalogue)).toHaveLength(19);
  });
});
