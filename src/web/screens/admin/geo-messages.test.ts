import { describe, expect, it } from "vitest";
import { failureFromCode, formatCoordinate, formatMeters, geoFailureText } from "./geo-messages";

describe("geolocation failures", () => {
  it("maps the browser's error codes", () => {
    expect(failureFromCode(1)).toBe("permission");
    expect(failureFromCode(2)).toBe("unavailable");
    expect(failureFromCode(3)).toBe("timeout");
    expect(failureFromCode(99)).toBe("unavailable");
  });

  it("names every case in Portuguese", () => {
    expect(geoFailureText.permission.title).toBe("Permissão negada");
    expect(geoFailureText.unavailable.title).toBe("Posição indisponível");
    expect(geoFailureText.timeout.title).toBe("Tempo esgotado");
    expect(geoFailureText.timeout.hint).toContain("5 segundos");
    expect(geoFailureText.unsupported.title).toBe("Navegador sem suporte");
  });
});

describe("formatting", () => {
  it("writes coordinates with a decimal comma and six places", () => {
    expect(formatCoordinate(-23.5505199)).toBe("-23,550520");
  });

  it("writes accuracy in whole meters", () => {
    expect(formatMeters(1234.4)).toBe("1.234 m");
  });
});
