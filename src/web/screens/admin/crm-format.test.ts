import { describe, expect, it } from "vitest";
import { timeAgo } from "./crm-format";

const now = Date.parse("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("timeAgo", () => {
  it("says 'nunca' without a date and 'agora' for the last seconds", () => {
    expect(timeAgo(null, now)).toBe("nunca");
    expect(timeAgo(ago(10_000), now)).toBe("agora");
  });

  it("counts minutes, hours and days in Portuguese", () => {
    expect(timeAgo(ago(5 * 60_000), now)).toBe("há 5 minutos");
    expect(timeAgo(ago(3 * 3600_000), now)).toBe("há 3 horas");
    expect(timeAgo(ago(24 * 3600_000), now)).toBe("ontem");
    expect(timeAgo(ago(10 * 24 * 3600_000), now)).toBe("há 10 dias");
  });

  it("moves on to months and years", () => {
    expect(timeAgo(ago(90 * 24 * 3600_000), now)).toBe("há 3 meses");
    expect(timeAgo(ago(800 * 24 * 3600_000), now)).toBe("há 2 anos");
  });
});
