import { describe, expect, it } from "vitest";
import { detectEnvironment, isMobileUserAgent } from "./environment";

describe("detectEnvironment", () => {
  it("treats localhost and replit hosts as development", () => {
    expect(detectEnvironment("localhost:3000")).toBe("development");
    expect(detectEnvironment("saideira.user.replit.dev")).toBe("development");
  });
  it("forces production for every other host", () => {
    expect(detectEnvironment("saideira.app")).toBe("production");
    expect(detectEnvironment("192.168.0.10:3000")).toBe("production");
  });
  it("recognises phones by user agent", () => {
    expect(isMobileUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBe(false);
  });
});
